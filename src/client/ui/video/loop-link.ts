/**
 * Times as a dancer reads and types them (m:ss, or h:mm:ss past an hour), a comment's moment (whole
 * seconds, as the shared schema takes it), and the link that opens a note at a loop.
 */
import * as v from 'valibot';
import { momentField } from '../../../shared/schemas/practice';
import type { Loop } from './practice-link';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 42.7 → "0:42", 75 → "1:15", 3723 → "1:02:03". */
export function formatTime(time: number): string {
  const whole = Math.floor(Math.max(0, time));
  const [hours, minutes] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60)];
  const seconds = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${seconds}` : `${minutes}:${seconds}`;
}

const TIME = /^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5}(?:\.\d+)?)$/;

/** "1:15", "1:15.5", "75" or "1:02:03" → seconds; null for anything else. */
export function readTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  if (hours !== undefined && Number(minutes) >= 60) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds);
}

/** A typed moment ("0:42", "42", "1:02:03") as whole seconds the API takes; null for anything else. */
export function readMoment(text: string): number | null {
  const seconds = readTime(text);
  return seconds !== null && v.is(momentField, seconds) ? seconds : null;
}

/** What a moment plays: a loop from 2 s before it to 6 s after, so the move is seen coming and done. */
export const momentLoop = (at: number): Loop => ({ a: Math.max(0, at - 2), b: at + 6 });

const tenths = (seconds: number) => String(Math.round(seconds * 10) / 10);

/** The note's address with the loop and speed: `/whatiscooking/{uuid}?t=42&loop=42-51&speed=0.5`. */
export function loopPath(path: string, loop: Loop, rate: number): string {
  const params = new URLSearchParams({ t: tenths(loop.a), loop: `${tenths(loop.a)}-${tenths(loop.b)}` });
  if (rate !== 1) params.set('speed', String(rate));
  return `${path}?${params}`;
}
