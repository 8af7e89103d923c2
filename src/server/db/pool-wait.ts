/**
 * How long requests wait for a PostgreSQL connection, and the door that closes when it is too long
 * (PGlite's own door is gate.ts). The pool hands out its 10 connections first come, first served, and
 * a request takes one once (a read's statement, or a write's transaction: http/idempotency.ts); but
 * past what the host can serve, the line grows and every request waits in it. Here a newcomer's wait
 * is foreseen from the queries in line and the pace at which connections are handed out, and past
 * the budget it is answered 503 with Retry-After at the door (`refuseWhileWaiting`), before any work:
 * a request let in is never refused half-way, and the outbox sends a refused write again.
 */
import type pg from 'pg';
import { DatabaseBusyError } from './gate';

/** The longest wait for a connection that a new request is let in to. */
export const POOL_WAIT_BUDGET_MS = 400;
/** How much the latest interval counts in the average (at 300 requests a second, about 50 ms of them). */
const WEIGHT = 0.05;
/** A refused client comes back in 1 s: the line is gone by then at the rate it is served. */
const RETRY_SECONDS = 1;

/** A newcomer's wait: the queries in line times the recent interval between two connections handed out. */
export type Waits = { aheadMs: () => number };
const waits = new WeakMap<object, Waits>();

/** Times the connections `pool` hands out (pool.query takes one through connect too). */
export function timeWaits(
  pool: Pick<pg.Pool, 'connect' | 'waitingCount'>,
  now: () => number = () => performance.now(),
): Waits {
  let intervalMs = 0;
  let last = now();
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => void;
  // The time since the last hand-out, never more than this caller waited: after an idle spell, the
  // first connections handed out say nothing of the pace (a minute between two is not a slow pool).
  const handedOut = (start: number) => {
    const at = now();
    intervalMs += WEIGHT * (Math.min(at - last, at - start) - intervalMs);
    last = at;
  };
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    const start = now();
    if (callback)
      return connect((error, client, done) => {
        handedOut(start);
        callback(error, client, done);
      });
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => {
        handedOut(start);
        if (error || !client) reject(error);
        else resolve(client);
      }),
    );
  }) as typeof pool.connect;
  return { aheadMs: () => pool.waitingCount * intervalMs };
}

/** Remembers `waits` as those of `db` (the Drizzle handle over the pool). */
export const registerWaits = (db: object, timed: Waits) => waits.set(db, timed);

/**
 * Throws DatabaseBusyError (503, Retry-After) when a new request on `db` would wait more than
 * `budgetMs` for a connection; does nothing for a database it does not time (PGlite).
 */
export function refuseWhileWaiting(db: object, budgetMs = POOL_WAIT_BUDGET_MS): void {
  const ahead = waits.get(db)?.aheadMs() ?? 0;
  if (ahead > budgetMs) throw new DatabaseBusyError(RETRY_SECONDS);
}
