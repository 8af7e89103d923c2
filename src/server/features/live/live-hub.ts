/**
 * The process's one listener on the `live` channel (notify/live-publish.ts), started with the first
 * stream, fanning each NOTIFY out to the streams watching its topic. Streams are bounded per process and
 * per caller; past either bound a new one is refused with Retry-After. `close` ends every stream and
 * stops listening.
 */
import type { Listen } from '../../db/client';
import { HttpError, tooManyRequests } from '../../http/errors';
import { LIVE_CHANNEL } from '../../notify/live-publish';

/** One open stream: told of each change to its topics, and told to end when the hub closes. */
export type Subscriber = { change: () => void; end: () => void };

/** Who opens a stream (`key`) and how many they may hold at once. */
export type Caller = { key: string; limit: number };

export type LiveHub = {
  /** Adds `subscriber` to the changes of `topics` (one stream); answers the function that removes it. */
  join: (caller: Caller, topics: readonly string[], subscriber: Subscriber) => Promise<() => void>;
  /** How many streams are open. */
  readonly size: number;
  /** The longest a quiet stream waits before a keep-alive comment. */
  readonly keepAliveMs: number;
  close: () => Promise<void>;
};

export const LIVE_STREAM_LIMIT = 2000;
export const KEEP_ALIVE_MS = 15_000;
/** When a refused caller should come back. */
const RETRY_AFTER_SECONDS = 30;
const BUSY = /*i18n*/ 'The server is busy. Please try again in a moment.';

const busy = () => new HttpError(503, { detail: BUSY }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

export function createLiveHub(
  listen: Listen,
  { limit = LIVE_STREAM_LIMIT, keepAliveMs = KEEP_ALIVE_MS }: { limit?: number; keepAliveMs?: number } = {},
): LiveHub {
  const byTopic = new Map<string, Set<Subscriber>>();
  const byCaller = new Map<string, number>();
  let size = 0;
  let closed = false;
  let listening: Promise<() => Promise<void>> | null = null;

  const fanOut = (topic: string) => {
    for (const subscriber of byTopic.get(topic) ?? []) subscriber.change();
  };
  /** The listener, started once; a failed start is tried again by the next stream. */
  const started = () => {
    listening ??= listen(LIVE_CHANNEL, fanOut).catch((error) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    join: async (caller, topics, subscriber) => {
      if (!closed) await started().catch(() => Promise.reject(busy()));
      // Counted after the wait, so streams opened while the listener starts keep to the bounds too.
      if (closed || size >= limit) throw busy();
      const held = byCaller.get(caller.key) ?? 0;
      if (held >= caller.limit) throw tooManyRequests(RETRY_AFTER_SECONDS);
      size += 1;
      byCaller.set(caller.key, held + 1);
      for (const topic of topics) byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(subscriber));
      let left = false;
      return () => {
        if (left) return;
        left = true;
        size -= 1;
        const remaining = (byCaller.get(caller.key) ?? 1) - 1;
        if (remaining > 0) byCaller.set(caller.key, remaining);
        else byCaller.delete(caller.key);
        for (const topic of topics) {
          const streams = byTopic.get(topic);
          streams?.delete(subscriber);
          if (streams?.size === 0) byTopic.delete(topic);
        }
      };
    },
    get size() {
      return size;
    },
    keepAliveMs,
    close: async () => {
      closed = true;
      // A stream of several topics is in several sets: each is ended once.
      const open = new Set([...byTopic.values()].flatMap((streams) => [...streams]));
      for (const subscriber of open) subscriber.end();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
