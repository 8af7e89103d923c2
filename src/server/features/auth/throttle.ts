/**
 * Password guesses, counted in login_throttle in fixed 15-minute windows on two keys: the (address,
 * account) pair, locked after 5 failures, and the address, locked after 20 for the pairs it does not
 * know (never signed in there) or that are failing now. So a guesser locks only their own pairs: the
 * owner still gets in from an address that has not failed for the account, and people who share the
 * guesser's address keep signing in where they have before. Over a limit the answer is 429 with
 * Retry-After until the window ends. Each attempt counts as a failure before the password is checked
 * and is taken back when it was right, so concurrent guesses cannot slip past a limit. The counters
 * live in the database, so every server of a deployment shares them.
 */
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema';
import type { Deps } from '../../deps';
import { tooManyRequests } from '../../http/errors';

const WINDOW_MS = 15 * 60 * 1000;
const PAIR_LIMIT = 5;
const ADDRESS_LIMIT = 20;

type Row = typeof loginThrottle.$inferSelect;

const windowEnd = (row: Row) => row.windowStart.getTime() + WINDOW_MS;

/** Counts one attempt on a key unless it has used up `limit` in the current window; false when it has. */
async function reserve(deps: Deps, key: string, now: Date, limit: number | undefined): Promise<boolean> {
  const ended = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const counted = await deps.db
    .insert(loginThrottle)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${ended} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${loginThrottle.windowStart} end`,
      },
      ...(limit === undefined ? {} : { setWhere: sql`${ended} or ${loginThrottle.failures} < ${limit}` }),
    })
    .returning({ key: loginThrottle.key });
  return counted.length > 0;
}

/** Takes back an attempt counted by `reserve`. */
async function takeBack(deps: Deps, key: string): Promise<void> {
  await deps.db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

async function readRow(deps: Deps, key: string): Promise<Row | undefined> {
  const [row] = await deps.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return row;
}

/** The 429 for a locked key, with the seconds left in its window. */
async function locked(deps: Deps, key: string, now: Date) {
  const row = await readRow(deps, key);
  return tooManyRequests(row ? (windowEnd(row) - now.getTime()) / 1000 : 1);
}

/**
 * Runs one password check for `email` from `address` under the throttle: 429 while the pair or the
 * address is locked, else the check's answer, counted as a failure when false.
 */
export async function throttledCheck(
  deps: Deps,
  email: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = deps.clock();
  const pairKey = `pair:${address} ${email}`;
  const addressKey = `ip:${address}`;
  const pair = await readRow(deps, pairKey);
  const failing = pair !== undefined && pair.failures > 0 && windowEnd(pair) > now.getTime();
  const known = pair?.signedInAt != null && !failing;
  if (!(await reserve(deps, pairKey, now, PAIR_LIMIT))) throw await locked(deps, pairKey, now);
  if (!(await reserve(deps, addressKey, now, known ? undefined : ADDRESS_LIMIT))) {
    await takeBack(deps, pairKey);
    throw await locked(deps, addressKey, now);
  }
  if (!(await check())) return false;
  await takeBack(deps, addressKey);
  // The right password clears the pair's failures, which may have been the owner's typos.
  await deps.db
    .update(loginThrottle)
    .set({ failures: 0, signedInAt: now })
    .where(eq(loginThrottle.key, pairKey));
  return true;
}
