/** Times as a dancer reads and types them (m:ss), and the link that opens a note at a loop. */
import type { Loop } from './practice-link';

/** 42.7 → "0:42", 75 → "1:15". */
export function formatTime(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "1:15", "1:15.5" or "75" → seconds; null for anything else. */
export function readTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,5}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  return Number(minutes ?? 0) * 60 + Number(seconds);
}

const tenths = (seconds: number) => String(Math.round(seconds * 10) / 10);

/** The note's address with the loop and speed: `/whatiscooking/{uuid}?t=42&loop=42-51&speed=0.5`. */
export function loopPath(path: string, loop: Loop, rate: number): string {
  const params = new URLSearchParams({ t: tenths(loop.a), loop: `${tenths(loop.a)}-${tenths(loop.b)}` });
  if (rate !== 1) params.set('speed', String(rate));
  return `${path}?${params}`;
}
