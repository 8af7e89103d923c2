/**
 * Reads the Bearer token on every API request; a bad one is 401 token_not_valid, even on public reads.
 * A token is good when it is signed, unexpired and its sign-in session is live (so its user exists).
 */

import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { decodeJwt } from 'jose';
import { msg } from '../../shared/messages';
import { portfolios } from '../db/schema';
import type { AppEnv, AuthUser, Deps, UserEnv } from '../deps';
import { forbidden, tokenNotValid, unauthenticated } from './errors';
import { inWriteTransaction } from './idempotency';
import { isSessionLive } from './live-sessions';
import { verifyAccessToken } from './tokens';

// Past this many tokens, the expired ones are dropped before adding another (all, if none is).
const PRUNE_AT = 10_000;

type Verified = { user: AuthUser; expiresAt: number };

// One cache per app (its Deps: its secret and its clock), so the apps of one process never share one.
const verifiedTokens = new WeakMap<Deps, Map<string, Verified>>();

/**
 * The user of a valid access token. A token's signature is checked once per process: the same text
 * verifies the same way until it expires, so later requests with it only compare its expiry.
 */
async function tokenUser(deps: Deps, token: string): Promise<AuthUser | null> {
  const cache = verifiedTokens.get(deps) ?? new Map<string, Verified>();
  verifiedTokens.set(deps, cache);
  const now = deps.clock().getTime();
  const hit = cache.get(token);
  if (hit && now < hit.expiresAt) return hit.user;
  const user = await verifyAccessToken(deps, token);
  if (!user) return null;
  if (cache.size >= PRUNE_AT) {
    for (const [key, entry] of cache) if (now >= entry.expiresAt) cache.delete(key);
    if (cache.size >= PRUNE_AT) cache.clear();
  }
  // Verification requires `exp`, so a verified token has one.
  cache.set(token, { user, expiresAt: (decodeJwt(token).exp ?? 0) * 1000 });
  return user;
}

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const user = token ? await tokenUser(c.var.deps, token) : null;
    // A write in a request's transaction checks its session there, fresh (idempotency.ts); other
    // writes read it fresh here, reads at most 30 s old.
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const checkedLater = user && write && inWriteTransaction(c.req.method, c.req.path);
    if (!user || (!checkedLater && !(await isSessionLive(c.var.deps, user, write)))) throw tokenNotValid();
    c.set('user', user);
  }
  await next();
});

/** Refuses a request without a signed-in user (401). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});

/** Posting (a note, a comment, a shoutout, a journey, an event) needs the caller's artist portfolio: 403 without one. */
export const requirePortfolio = createMiddleware<UserEnv>(async (c, next) => {
  const { deps, user } = c.var;
  const [row] = await deps.db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.userId, user.id));
  if (!row) throw forbidden(msg.portfolioRequired);
  await next();
});
