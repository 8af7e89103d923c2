/**
 * The one door to PGlite's single connection (DESIGN 2): a first-come-first-served queue that a
 * query or a whole transaction passes through, bounded two ways: past `limit` waiting, or when the
 * wait ahead (those waiting times the recent time of a turn) passes `waitBudgetMs`, a caller
 * is refused at once (DatabaseBusyError, answered 503 with Retry-After) instead of waiting a minute.
 * The time bound holds on a slow or busy host, where a turn takes ten times as long.
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

/** The queue's refusal in `error` or in an error it wraps (Drizzle wraps a query's), if any. */
export function databaseBusy(error: unknown): DatabaseBusyError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof DatabaseBusyError) return e;
  return undefined;
}

export type Gate = {
  /** Runs `work` when every caller before it is done; refuses when the queue is full. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many callers wait (not counting the one running). */
  readonly waiting: number;
};

export type GateOptions = {
  /** The most callers that may wait. */
  limit: number;
  /** The longest wait a newcomer may be given, from the recent pace of turns. */
  waitBudgetMs?: number;
  /** The clock the pace is measured with (tests move it by hand). */
  now?: () => number;
};

/** The pace before any is measured: a short query's turn on a quiet host. */
const FIRST_TURN_MS = 2;
/** How much the latest turn's time counts in the pace (an exponential average). */
const PACE_WEIGHT = 0.2;
/** One long turn (a big transaction) counts as this long at most, so it does not close the door. */
const LONGEST_TURN_MS = 250;
/** A refused caller comes back in at least 1 s, at most 30 s. */
const RETRY_MAX_SECONDS = 30;

export function createGate({
  limit,
  waitBudgetMs = Number.POSITIVE_INFINITY,
  now = () => performance.now(),
}: GateOptions): Gate {
  let busy = false;
  const queue: (() => void)[] = [];
  let pace = FIRST_TURN_MS;
  const refuse = (waitMs: number) =>
    Promise.reject(new DatabaseBusyError(Math.min(RETRY_MAX_SECONDS, Math.max(1, Math.ceil(waitMs / 1000)))));
  const enter = (): Promise<void> => {
    if (!busy) {
      busy = true;
      return new Promise((resolve) => setImmediate(resolve));
    }
    const waitMs = (queue.length + 1) * pace;
    if (queue.length >= limit || waitMs > waitBudgetMs) return refuse(waitMs);
    return new Promise((resolve) => queue.push(resolve));
  };
  const learn = (ms: number) => {
    pace += PACE_WEIGHT * (Math.min(LONGEST_TURN_MS, ms) - pace);
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
      const start = now();
      try {
        return await work();
      } finally {
        // The pace is the turns' own time, not the time between two: that includes the event
        // loop's other work, refusals among it, and a busy spell would refuse more and more.
        learn(now() - start);
        leave();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
