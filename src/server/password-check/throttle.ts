/**
 * Password guesses, counted in login_throttle in fixed 15-minute windows on four keys. The (address,
 * account) pair locks after 5 failures, a known-device token after 5. The account locks after 10
 * failures over all addresses for callers it does not know (neither an address it signed in from nor a
 * known-device token): the owner still gets in where they have before, everyone else gets 429 with
 * Retry-After and a message that says what to do. The address asks for a proof of work after 20
 * failures, of callers it does not know or that are failing now, instead of refusing: a person pays a
 * second once, a guesser per guess. Each attempt counts as a failure before the password is checked
 * and is taken back when it was right, so concurrent guesses cannot slip past a limit. The counters
 * live in the database, so every server of a deployment shares them.
 */
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../db/schema';
import type { Deps } from '../deps';
import { HttpError, tooManyRequests } from '../http/errors';
import type { Caller } from './caller';
import { knownDevice } from './known-device';
import { newChallenge, spendProof } from './proof-of-work';

const WINDOW_MS = 15 * 60 * 1000;
const PAIR_LIMIT = 5;
const DEVICE_LIMIT = 5;
const ACCOUNT_LIMIT = 10;
const ADDRESS_LIMIT = 20;

export const throttleMessages = {
  accountLocked:
    /*i18n*/ 'Too many attempts to sign in to this account. Sign in on a device you have used before, reset your password, or try again later.',
  proofRequired:
    /*i18n*/ 'Many sign-ins come from this network, so this device is checked first. Please try again.',
};

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

const failing = (row: Row | undefined, now: Date) =>
  row !== undefined && row.failures > 0 && windowEnd(row) > now.getTime();

/** The 429 for a locked key, with the seconds left in its window (and the account's own message). */
async function locked(deps: Deps, key: string, now: Date, detail?: string) {
  const row = await readRow(deps, key);
  const error = tooManyRequests(row ? (windowEnd(row) - now.getTime()) / 1000 : 1);
  return detail ? new HttpError(429, { detail }, error.headers) : error;
}

/** The 429 that asks a browser for a proof of work; it answers with the solution in PROOF_HEADER. */
async function proofRequired(deps: Deps) {
  const body = {
    detail: throttleMessages.proofRequired,
    code: 'proof_required',
    challenge: await newChallenge(deps),
  };
  return new HttpError(429, body, { 'Retry-After': '0' });
}

/** Marks a key's sign-in as right: its failures (maybe the owner's typos) clear, and it becomes known. */
async function signedIn(deps: Deps, key: string, now: Date) {
  await deps.db.update(loginThrottle).set({ failures: 0, signedInAt: now }).where(eq(loginThrottle.key, key));
}

/**
 * Runs one password check for `account` from `caller` under the throttle: 429 while a limit holds
 * (the address's asks for a proof of work instead), else the check's answer, counted as a failure
 * when false.
 */
export async function throttledCheck(
  deps: Deps,
  account: { email: string; id: number | undefined },
  caller: Caller,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = deps.clock();
  const pairKey = `pair:${caller.address} ${account.email}`;
  const accountKey = `account:${account.email}`;
  const addressKey = `ip:${caller.address}`;
  const deviceId =
    account.id === undefined ? null : await knownDevice(deps, account.id, caller.deviceToken(account.id));
  const deviceKey = deviceId === null ? null : `device:${deviceId}`;
  const pair = await readRow(deps, pairKey);
  const device = deviceKey === null ? undefined : await readRow(deps, deviceKey);
  const knownToAccount = pair?.signedInAt != null || deviceKey !== null;
  const knownToAddress =
    (pair?.signedInAt != null && !failing(pair, now)) || (deviceKey !== null && !failing(device, now));

  const held: string[] = [];
  const hold = async (key: string, limit: number | undefined) => {
    const counted = await reserve(deps, key, now, limit);
    if (counted) held.push(key);
    return counted;
  };
  const refuse = async (error: HttpError) => {
    for (const key of held) await takeBack(deps, key);
    return error;
  };
  if (!(await hold(pairKey, PAIR_LIMIT))) throw await refuse(await locked(deps, pairKey, now));
  if (deviceKey !== null && !(await hold(deviceKey, DEVICE_LIMIT)))
    throw await refuse(await locked(deps, deviceKey, now));
  if (!(await hold(accountKey, knownToAccount ? undefined : ACCOUNT_LIMIT)))
    throw await refuse(await locked(deps, accountKey, now, throttleMessages.accountLocked));
  if (!(await hold(addressKey, knownToAddress ? undefined : ADDRESS_LIMIT))) {
    // A busy address lets a caller in for a solved challenge, one solution per attempt.
    if (!(await spendProof(deps, caller.proof))) throw await refuse(await proofRequired(deps));
    await hold(addressKey, undefined);
  }
  if (!(await check())) return false;
  await takeBack(deps, addressKey);
  await takeBack(deps, accountKey);
  await signedIn(deps, pairKey, now);
  if (deviceKey !== null) await signedIn(deps, deviceKey, now);
  return true;
}
