/**
 * A practice link's settings: `?t=42&loop=42-51&speed=0.5` on a note's address opens its video there,
 * looping at that speed. The note page reads them (readPracticeLink) and hands them to its video.
 */
import { createContext } from 'react';

/** The YouTube player's own playback rates that practice offers. */
export const RATES = [0.25, 0.5, 0.75, 1] as const;
export type Rate = (typeof RATES)[number];

export type Loop = { a: number; b: number };
export type PracticeStart = { t?: number; loop?: Loop; speed?: Rate };
/**
 * What a page may ask of a note's video (a comment's moment chip, its comment box): seek, loop (both
 * open the player when only the thumbnail shows), and the player's time in whole seconds, null then.
 */
export type PracticeHandle = {
  seek: (seconds: number) => void;
  loop: (a: number, b: number) => void;
  time: () => number | null;
};

/** Seconds from 0 to a day, as a link writes them ("42", "42.5"). */
const seconds = (text: string | undefined) => {
  if (!text || !/^\d{1,5}(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= 86_400 ? value : undefined;
};

/** The settings a link carries, or null when it carries none (or none that make sense). */
export function readPracticeLink(params: URLSearchParams): PracticeStart | null {
  const [a, b, ...rest] = (params.get('loop') ?? '').split('-').map(seconds);
  const loop = a !== undefined && b !== undefined && a < b && rest.length === 0 ? { a, b } : undefined;
  const speed = RATES.find((rate) => String(rate) === params.get('speed'));
  const t = seconds(params.get('t') ?? undefined) ?? loop?.a;
  if (t === undefined && !speed) return null;
  return { t, loop, speed };
}

/** The settings of the page's link, for the video of the note it opens. */
export const PracticeLinkContext = createContext<PracticeStart | null>(null);
