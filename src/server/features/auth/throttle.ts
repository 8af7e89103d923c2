/**
 * Failed sign-in counters in login_throttle, in fixed 15-minute windows: 5 failures per account and
 * 20 per client address. Over the limit, sign-in answers 429 with Retry-After until the window ends.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema';
import type { Deps } from '../../deps';
import { tooManyRequests } from '../../http/errors';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 20;

type ThrottleKey = { key: string; limit: number };

/** The throttle keys of one sign-in attempt. */
export const signInKeys = (email: string, address: string) => ({
  account: { key: `acct:${email}`, limit: ACCOUNT_LIMIT },
  address: { key: `ip:${address}`, limit: ADDRESS_LIMIT },
});

/** Throws 429 when any key has used up its failures in the current window. */
export async function assertNotThrottled(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  const now = deps.clock().getTime();
  const rows = await deps.db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? 0;
    const endsIn = row.windowStart.getTime() + THROTTLE_WINDOW_MS - now;
    if (endsIn > 0 && row.failures >= limit) waitMs = Math.max(waitMs, endsIn);
  }
  if (waitMs > 0) throw tooManyRequests(waitMs / 1000);
}

/** Counts one failure on each key, opening a new window where the old one has ended. */
export async function recordFailure(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  const now = deps.clock();
  const windowEnded = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString()}::timestamptz`;
  await deps.db
    .insert(loginThrottle)
    .values(keys.map(({ key }) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${windowEnded} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${windowEnded} then excluded.window_start else ${loginThrottle.windowStart} end`,
      },
    });
}

/** Forgets the failures of one key (a successful sign-in clears its account's counter). */
export async function clearThrottle(deps: Deps, key: ThrottleKey): Promise<void> {
  await deps.db.delete(loginThrottle).where(eq(loginThrottle.key, key.key));
}
