/**
 * When the outbox tries again after a failure that may pass (network, 5xx, 429): the one timer.
 *
 * It backs off 1, 2, then 4 s at most. No event tells the page that a server which was down is back
 * (`online` is about the browser's own connection), so the next attempt is never far away: a pending
 * write lands within about 4 s of the server's return, however long it was down. A tab with pending
 * writes costs a down server one small request per 4 s; a server that needs its clients to hold off
 * longer says so with Retry-After (429, 503), which sets the wait (up to 10 minutes).
 */
import type { ApiError } from './api';

const MIN_MS = 1000;
const MAX_MS = 4000;
/** A wrong Retry-After must not park the outbox for days. */
const RETRY_AFTER_MAX_MS = 10 * 60_000;

let delay = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The wait an answer asks for in its Retry-After (seconds or a date), bounded; 0 when none. */
function retryAfterMs(error: ApiError): number {
  if (!error.retryAfter) return 0;
  const seconds = Number(error.retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(error.retryAfter) - Date.now();
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms || 0));
}

/** Runs `replay` once after the next wait; a later call replaces an earlier one. */
export function retryLater(error: ApiError, replay: () => void): void {
  delay = Math.min(MAX_MS, delay ? delay * 2 : MIN_MS);
  clearTimeout(timer);
  timer = setTimeout(replay, Math.max(delay, retryAfterMs(error)));
}

/** The server answered (or the user or the browser says try now): the next failure starts afresh. */
export function resetBackoff(): void {
  delay = 0;
}
