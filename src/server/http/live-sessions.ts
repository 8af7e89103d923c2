/**
 * Whether an access token's sign-in session is still live: its refresh-token family still has a token
 * that is not revoked (none is left once the user is deleted). Sign-out, refresh-token reuse and a
 * password reset or change revoke families, so their access tokens stop working. For reads each
 * process remembers an answer for 30 s: a revoked session is refused within 30 s on every server, at
 * one indexed read per session and process every 30 s rather than one per request. Writes always read
 * (they touch the database anyway), so a deleted user's write is a 401, never a failed foreign key:
 * the writes in a request's transaction read `sessionLive` in it, the others through `fresh`.
 * Deleting an account also forgets its answers here, so in this process its reads are 401 at once.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import type { AuthUser, Deps } from '../deps';

const CACHE_MS = 30 * 1000;
// Past this many sessions, answers older than CACHE_MS are dropped before adding another.
const PRUNE_AT = 10_000;

type Answer = { checkedAt: number; live: Promise<boolean> };

// One cache per app (its Deps), so the apps of one process, as in tests, never share answers.
const caches = new WeakMap<Deps, Map<string, Answer>>();

const liveToken = (user: AuthUser) =>
  and(eq(refreshTokens.family, user.sid), eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt));

async function readLive(deps: Deps, user: AuthUser): Promise<boolean> {
  const rows = await deps.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(liveToken(user))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the session is live, as a column of a write's first statement: a signed-in write reads it
 * fresh in its own transaction (http/idempotency.ts), not as a statement of its own.
 */
export const sessionLive = (user: AuthUser): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${refreshTokens} where ${liveToken(user)})`;

function cacheOf(deps: Deps): Map<string, Answer> {
  const cache = caches.get(deps) ?? new Map<string, Answer>();
  caches.set(deps, cache);
  return cache;
}

/** True while the token's session is live, as read from the database now (`fresh`) or at most 30 s ago. */
export function isSessionLive(deps: Deps, user: AuthUser, fresh: boolean): Promise<boolean> {
  const cache = cacheOf(deps);
  const now = deps.clock().getTime();
  const key = `${user.id} ${user.sid}`;
  const hit = cache.get(key);
  if (hit && !fresh && now - hit.checkedAt < CACHE_MS) return hit.live;
  if (cache.size >= PRUNE_AT) {
    for (const [k, answer] of cache) if (now - answer.checkedAt >= CACHE_MS) cache.delete(k);
  }
  // Concurrent requests of one session share the pending read; a failed read is not remembered.
  const live = readLive(deps, user);
  cache.set(key, { checkedAt: now, live });
  live.catch(() => {
    if (cache.get(key)?.live === live) cache.delete(key);
  });
  return live;
}

/** Forgets this process's answers for the user's sessions (after their account is deleted). */
export function forgetSessions(deps: Deps, userId: number): void {
  const cache = cacheOf(deps);
  for (const key of cache.keys()) if (key.startsWith(`${userId} `)) cache.delete(key);
}
