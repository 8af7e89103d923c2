/**
 * The one door to PGlite's single connection (DESIGN 2): a first-come-first-served queue that a
 * query or a whole transaction passes through, bounded so that past `limit` waiting a caller is
 * refused at once (DatabaseBusyError, answered 503 with Retry-After) instead of waiting a minute.
 *
 * Every turn starts from the event loop (setImmediate), never straight from a promise: PGlite runs
 * a query synchronously on the event loop, and its own mutex hands over by promise, so the queued
 * queries and every request's chain of queries ran back to back in one event-loop iteration (3-15 s
 * under 300 users), with no socket read or response write meanwhile. Node accepts one new
 * connection per iteration, so a request on a new connection waited in the kernel's accept queue
 * until the crowd thinned: those were the requests of 30 s and more. Now an iteration runs one
 * query or one transaction, and reads, writes and accepts come between.
 */

/** Thrown to a caller that finds the queue full; `retryAfterSeconds` is when to come back. */
export class DatabaseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The database queue is full');
  }
}

/** Whether `error`, or an error it wraps (Drizzle wraps a query's), is the queue refusing. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof DatabaseBusyError) return true;
  return false;
}

export type Gate = {
  /** Runs `work` when every caller before it is done; refuses when `limit` callers already wait. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many callers wait (not counting the one running). */
  readonly waiting: number;
};

export const RETRY_AFTER_SECONDS = 1;

export function createGate(limit: number): Gate {
  let busy = false;
  const queue: (() => void)[] = [];
  const enter = (): Promise<void> => {
    if (!busy) {
      busy = true;
      return new Promise((resolve) => setImmediate(resolve));
    }
    if (queue.length >= limit) return Promise.reject(new DatabaseBusyError(RETRY_AFTER_SECONDS));
    return new Promise((resolve) => queue.push(resolve));
  };
  const leave = () => {
    const next = queue.shift();
    // The turn passes straight to the next in line (busy stays true), so no newcomer jumps the queue.
    if (next) setImmediate(next);
    else busy = false;
  };
  return {
    run: async (work) => {
      await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
