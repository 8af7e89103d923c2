/**
 * The YouTube iframe API's postMessage protocol, spoken without its script. We post JSON strings to
 * the frame: `listening` (then the player pushes `infoDelivery` with its time, state and rate, and
 * `onStateChange`) and `command`s (seekTo, playVideo, pauseVideo, setPlaybackRate, addEventListener).
 */
import { DEFAULT_PLAYER_ORIGIN, PLAYER_ORIGIN_META } from '../../../shared/player-origin';

/** The player's states we act on (YouTube's numbers). */
export const ENDED = 0;
export const PLAYING = 1;

/** What a player message tells: any of its time (s), state, rate and the video's length (s). */
export type PlayerNews = { time?: number; state?: number; rate?: number; duration?: number };

/** The player's origin the server configured (PLAYER_ORIGIN, in the page's meta), else YouTube's. */
export function playerOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PLAYER_ORIGIN_META}"]`);
  return meta?.content || DEFAULT_PLAYER_ORIGIN;
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function parse(data: unknown): { event?: unknown; info?: unknown } | null {
  if (typeof data === 'object' && data !== null) return data;
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** What a message from the player says; null for anything that is not the player speaking. */
export function readNews(data: unknown): PlayerNews | null {
  const message = parse(data);
  if (message?.event === 'onStateChange') return { state: number(message.info) };
  if (message?.event === 'onPlaybackRateChange') return { rate: number(message.info) };
  if (message?.event === 'infoDelivery' && typeof message.info === 'object' && message.info !== null) {
    const info = message.info as Record<string, unknown>;
    return {
      time: number(info.currentTime),
      state: number(info.playerState),
      rate: number(info.playbackRate),
      duration: number(info.duration),
    };
  }
  if (message?.event === 'onReady' || message?.event === 'initialDelivery') return {};
  return null;
}

/** The message that calls one of the player's functions. */
export const command = (id: string, func: string, args: unknown[] = []) =>
  JSON.stringify({ event: 'command', func, args, id, channel: 'widget' });

/** The message that asks the player to keep us told. */
export const listening = (id: string) => JSON.stringify({ event: 'listening', id, channel: 'widget' });
