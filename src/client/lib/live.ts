/**
 * Watches a live stream of the API (/api/live/...): `onChange` on each message, so the page refetches.
 * The stream carries no session (EventSource sends no header), so it is open to whoever may see the
 * thing as a guest; the refetch itself is the signed-in read. Two errors in a row turn to polling
 * (every 5 s) and the stream is tried again meanwhile; offline, nothing runs, and coming back online
 * calls `onChange` once and opens the stream again. After a break the reopened stream calls
 * `onChange` too, for what changed while it was down.
 */
import { apiUrl } from './api';

export const POLL_MS = 5000;
/** Pause before reopening a stream that failed once. */
export const REOPEN_MS = 3000;
/** How often, while polling, the stream is tried again. */
export const RESUME_MS = 30_000;

/** Watches `path` (an API path, e.g. liveApi.event(uuid)); answers the function that stops. */
export function watchLive(path: string, onChange: () => void): () => void {
  let source: EventSource | null = null;
  let failures = 0;
  let broken = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => {
    source?.close();
    source = null;
    clearInterval(poll);
    poll = undefined;
    clearTimeout(retry);
  };
  const open = () => {
    const opened = new EventSource(apiUrl(path));
    source = opened;
    opened.addEventListener('battle', () => onChange());
    opened.onopen = () => {
      failures = 0;
      clearInterval(poll);
      poll = undefined;
      if (broken) onChange();
      broken = false;
    };
    // The browser retries some failures itself and gives up on others: it is closed and reopened here.
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      broken = true;
      failures += 1;
      if (failures >= 2 && !poll) poll = setInterval(onChange, POLL_MS);
      retry = setTimeout(open, poll ? RESUME_MS : REOPEN_MS);
    };
  };
  const start = () => {
    failures = 0;
    broken = false;
    open();
  };
  const online = () => {
    quiet();
    onChange();
    start();
  };

  window.addEventListener('online', online);
  window.addEventListener('offline', quiet);
  if (navigator.onLine) start();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', quiet);
    quiet();
  };
}
