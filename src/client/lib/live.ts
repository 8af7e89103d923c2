/**
 * Watches a live stream of the API (/api/live/...): `onChange` on each of its events, so the page reads
 * again. The stream is a fetch with the session, as every API call (lib/api.ts: the Bearer token,
 * refreshed once when expired), so private things stream to whoever may read them; its body is read as
 * server-sent events by eventsource-parser (2 KB, no dependencies: chunks split anywhere, CR/LF, BOM
 * and comments are its tested job). Two failures in a row, or one refusal (401, 403, 404: a server
 * without the stream, or a reader who may not), turn to polling every `pollMs` while the stream is
 * tried again. Offline nothing runs; back online `onChange` is called once and the stream reopens. After a break
 * the reopened stream calls `onChange` too, for what changed meanwhile. Watchers of one path share
 * one stream.
 */
import { createParser } from 'eventsource-parser';
import { ApiError, apiResponse } from './api';

export const POLL_MS = 5000;
/** Pause before reopening a stream that failed once. */
export const REOPEN_MS = 3000;
/** How often, while polling, the stream is tried again. */
export const RESUME_MS = 30_000;

export type WatchOptions = { pollMs?: number };

/** One open stream: `opened` once its answer is in, `event` per message; settles when it ends. */
type Stream = { done: Promise<void>; cancel: () => void };

function openStream(path: string, opened: () => void, event: () => void): Stream {
  let cancelled = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const read = async () => {
    const res = await apiResponse(path, { headers: { accept: 'text/event-stream' } });
    reader = res.body?.getReader();
    if (cancelled || !reader) {
      await reader?.cancel().catch(() => {});
      return;
    }
    opened();
    const parser = createParser({ onEvent: event });
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      parser.feed(decoder.decode(chunk.value, { stream: true }));
  };
  return {
    done: read(),
    cancel: () => {
      cancelled = true;
      reader?.cancel().catch(() => {});
    },
  };
}

/** A refusal that a quick retry does not change: who the caller is, or what the server serves. */
const refused = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

function watchStream(path: string, onChange: () => void, pollMs: number): () => void {
  let stream: Stream | null = null;
  let failures = 0;
  let broken = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => {
    stream?.cancel();
    stream = null;
    clearInterval(poll);
    poll = undefined;
    clearTimeout(retry);
  };
  const opened = () => {
    failures = 0;
    clearInterval(poll);
    poll = undefined;
    if (broken) onChange();
    broken = false;
  };
  /** The stream ended or failed: reopened after a pause, polling meanwhile after two in a row. */
  const ended = (current: Stream, error?: unknown) => {
    if (stream !== current) return;
    stream = null;
    broken = true;
    failures += refused(error) ? 2 : 1;
    if (failures >= 2 && !poll) poll = setInterval(onChange, pollMs);
    retry = setTimeout(open, poll ? RESUME_MS : REOPEN_MS);
  };
  const open = () => {
    const current = openStream(path, opened, () => onChange());
    stream = current;
    current.done.then(
      () => ended(current),
      (error: unknown) => ended(current, error),
    );
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

const watched = new Map<string, { listeners: Set<() => void>; stop: () => void }>();

/**
 * Watches `path` (an API path, e.g. liveApi.event(uuid)), polling every `pollMs` while its stream
 * cannot be held; answers the function that stops.
 */
export function watchLive(path: string, onChange: () => void, { pollMs = POLL_MS }: WatchOptions = {}) {
  const listener = () => onChange();
  let shared = watched.get(path);
  if (!shared) {
    const listeners = new Set<() => void>();
    const stop = watchStream(
      path,
      () => {
        for (const call of listeners) call();
      },
      pollMs,
    );
    shared = { listeners, stop };
    watched.set(path, shared);
  }
  const { listeners, stop } = shared;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || watched.get(path)?.listeners !== listeners) return;
    watched.delete(path);
    stop();
  };
}
