/**
 * One browser's stream of a topic: `retry: 3000` first (a client reconnects after 3 s), then its event
 * (`battle`, `notification`, `message`, `reply`) on each change, a keep-alive comment when it has been
 * quiet a while. Changes that come while one is being written go out as one message, so a slow reader
 * holds at most one.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { Subscriber } from './live-hub';

type Next = 'change' | 'quiet' | 'end';

/** The hub's subscriber for one stream, and what the stream waits on. */
export type Inbox = Subscriber & {
  /** Settles when the stream ends (the client went or the hub closed). */
  ended: Promise<void>;
  /** The next thing to write: a change already waiting or coming within `quietMs`, else quiet. */
  next: (quietMs: number) => Promise<Next>;
};

export const RETRY_MS = 3000;

export function createInbox(): Inbox {
  let waiting = false;
  let over = false;
  let wake: ((next: Next) => void) | null = null;
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const settle = (next: Next) => {
    const woken = wake;
    wake = null;
    woken?.(next);
  };
  return {
    change: () => {
      if (wake) settle('change');
      else waiting = true;
    },
    end: () => {
      over = true;
      finish();
      settle('end');
    },
    ended,
    next: (quietMs) => {
      if (over) return Promise.resolve('end');
      if (waiting) {
        waiting = false;
        return Promise.resolve('change');
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle('quiet'), quietMs);
        wake = (next) => {
          clearTimeout(timer);
          resolve(next);
        };
      });
    },
  };
}

/**
 * Writes the stream, `event` on each change, until the inbox ends; a write the client does not take
 * is given up at the end.
 */
export async function pump(
  stream: SSEStreamingApi,
  inbox: Inbox,
  { event, keepAliveMs }: { event: string; keepAliveMs: number },
): Promise<void> {
  const over = inbox.ended.then(() => false);
  const sent = (writing: Promise<unknown>) => Promise.race([writing.then(() => true), over]);
  if (!(await sent(stream.write(`retry: ${RETRY_MS}\n\n`)))) return;
  for (let next = await inbox.next(keepAliveMs); next !== 'end'; next = await inbox.next(keepAliveMs)) {
    const writing =
      next === 'change' ? stream.writeSSE({ event, data: '{}' }) : stream.write(': keep-alive\n\n');
    if (!(await sent(writing))) return;
  }
}
