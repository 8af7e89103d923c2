/**
 * The one door to PGlite's single connection (DESIGN 2): a queue that a query or a whole transaction
 * passes through, serving REQUESTS first come, first served. A request takes its place at its first
 * query (a ticket, kept in an AsyncLocalStorage that `asOneRequest` opens around each HTTP request)
 * and keeps it for its following queries, so its chain of 3-7 queries is not sent to the back of
 * the line at each step (its latency was its query count times the whole queue). Work outside a
 * request (the periodic ANALYZE) takes a fresh place per call.
 *
 * Bounded at the first query only (a request already served is never refused half-way): past
 * `limit` requests in line, or when the wait ahead (the requests in line times the recent gate time
 * of one request) passes `waitBudgetMs`, a newcomer is refused at once (DatabaseBusyError, answered
 * 503 with Retry-After) instead of waiting a minute. The time bound holds on a slow or busy host;
 * it counts the requests' time in the gate, not their JSON and HTTP work, so the real wait is longer
 * (two to four times under the crowd, README's bench).
 *
 * Every turn starts from the event loop (setImmediate), never straight from a promise: PGlite runs
 * a query synchronously on the event loop, and its own mutex hands over by promise, so the queued
 * queries and every request's chain of queries ran back to back in one event-loop iteration (3-15 s
 * under 300 users), with no socket read or response write meanwhile. Node accepts one new
 * connection per iteration, so a request on a new connection waited in the kernel's accept queue
 * until the crowd thinned: those were the requests of 30 s and more. Now an iteration runs one
 * query or one transaction, and reads, writes and accepts come between.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

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

/** One request's place in line: its ticket once admitted, and what its turns took. */
type Place = { ticket?: number; spentMs: number; leave?: () => void; done?: boolean };
const places = new AsyncLocalStorage<Place>();
/** Tickets are numbered in the order requests were admitted (one gate per process: PGlite's). */
let lastTicket = 0;
/** Whether a gate exists: on PostgreSQL none does, and requests go without a place. */
let gated = false;

/**
 * Runs `work` (one HTTP request) as one customer of the gate: its queries keep the place its first
 * one took, and when it ends the gate counts it out of the line. A middleware, not a place made at
 * the first query: only the request's own end tells when it no longer waits ahead of anyone.
 */
export async function asOneRequest<T>(work: () => Promise<T>): Promise<T> {
  // An AsyncLocalStorage in use costs every promise a hook on Node 20: none unless a gate needs it.
  if (!gated) return work();
  const place: Place = { spentMs: 0 };
  try {
    return await places.run(place, work);
  } finally {
    place.done = true;
    place.leave?.();
  }
}

export type Gate = {
  /** Runs `work` when every request admitted before its own is done; refuses a newcomer when full. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** How many queries wait (not counting the one running). */
  readonly waiting: number;
};

export type GateOptions = {
  /** The most requests that may be in line (admitted and not done) when a newcomer is let in. */
  limit: number;
  /** The longest wait a newcomer may be given, from the recent gate time of a request. */
  waitBudgetMs?: number;
  /** The clock turns are timed with (tests move it by hand). */
  now?: () => number;
};

/** The pace before any is measured: a short request's time at the gate on a quiet host. */
const FIRST_REQUEST_MS = 2;
/** How much the latest request's time counts in the pace (an exponential average). */
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
  gated = true;
  let busy = false;
  /** Waiting queries by ticket; the same ticket's in the order they came. */
  const queue: { ticket: number; go: () => void }[] = [];
  /** Requests admitted and not done: each is served, in line, or between two of its queries. */
  let inLine = 0;
  let pace = FIRST_REQUEST_MS;

  /** Lets `place` in (a ticket) or refuses it, from the line ahead of it. */
  const admit = (place: Place) => {
    const waitMs = inLine * pace;
    if (inLine > limit || waitMs > waitBudgetMs)
      throw new DatabaseBusyError(Math.min(RETRY_MAX_SECONDS, Math.max(1, Math.ceil(waitMs / 1000))));
    lastTicket += 1;
    place.ticket = lastTicket;
    inLine += 1;
    place.leave = () => {
      inLine -= 1;
      // The pace is the turns' own time, not the time between two: that includes the event loop's
      // other work, refusals among it, and a busy spell would refuse more and more.
      pace += PACE_WEIGHT * (place.spentMs - pace);
    };
  };
  const enter = (ticket: number): Promise<void> => {
    if (!busy) {
      busy = true;
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((go) => {
      let at = queue.length;
      while (at > 0 && (queue[at - 1]?.ticket ?? 0) > ticket) at -= 1;
      queue.splice(at, 0, { ticket, go });
    });
  };
  // The next in line is chosen when the turn starts, not when the last one ends: the request just
  // served sends its next query meanwhile and keeps its place. The turn passes straight on (busy
  // stays true), so no newcomer jumps the queue.
  const leave = () =>
    setImmediate(() => {
      const next = queue.shift();
      if (next) next.go();
      else busy = false;
    });
  return {
    run: async (work) => {
      const current = places.getStore();
      // Outside a request, or after its end (work it left running), a call is a request of its own.
      const own = !current || current.done;
      const place = own ? { spentMs: 0 } : current;
      if (place.ticket === undefined) admit(place); // a refusal rejects this call
      try {
        await enter(place.ticket as number);
        const start = now();
        try {
          return await work();
        } finally {
          place.spentMs += Math.min(LONGEST_TURN_MS, now() - start);
          leave();
        }
      } finally {
        if (own) place.leave?.();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
