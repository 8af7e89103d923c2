/**
 * Every signed-in write runs in one transaction. With an `Idempotency-Key`, its answer is stored in
 * that same transaction and a replay of the key gets the stored answer instead of a second write.
 * Error answers roll the transaction back and are not stored, so a corrected retry can succeed.
 * The transaction's first statement reads, in one, whether the session is still live (a write's
 * fresh check, live-sessions.ts) and the key's stored answer: a write takes a connection once and
 * waits in the pool's line once, as a read does (three times before, README's crowd figures).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv, AuthUser, Deps } from '../deps';
import { badRequest, tokenNotValid } from './errors';
import { sessionLive } from './live-sessions';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\w-]{8,128}$/;
// Auth writes open their own transactions: a failed sign-in must keep its throttle count and a reused
// refresh token its revocation, although both answer with an error (which would roll back here).
// Account writes too: a data download is read after its handler returns, and a deletion removes
// images after its commit.
const OWN_TRANSACTIONS = ['/api/auth/', '/api/account/'];

class Rollback extends Error {}

/** Whether this request is a write that runs in its own transaction here (if signed in). */
export const inWriteTransaction = (method: string, path: string) =>
  WRITES.has(method) && !OWN_TRANSACTIONS.some((prefix) => path.startsWith(prefix));

type Stored = { method: string; path: string; status: number; body: string };

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** The stored answer of a replayed key, as it was sent; 400 when the key was used for another request. */
function replay(c: Context<AppEnv>, row: Stored) {
  if (row.method !== c.req.method || row.path !== c.req.path) {
    throw badRequest({ non_field_errors: [/*i18n*/ 'This Idempotency-Key was used for another request.'] });
  }
  // A 204 has no body; Response refuses one even when it is empty.
  return new Response(row.status === 204 ? null : row.body, {
    status: row.status,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  });
}

const keyOf = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** The write's first statement: whether its session is live, and its key's stored answer if any. */
async function opening(db: Deps['db'], user: AuthUser, key?: string) {
  const stored = key
    ? sql`(select json_build_object('method', ${idempotencyKeys.method}, 'path', ${idempotencyKeys.path},
        'status', ${idempotencyKeys.status}, 'body', ${idempotencyKeys.body})
        from ${idempotencyKeys} where ${keyOf(user.id, key)})`
    : sql`null`;
  const result = await db.execute(sql`select ${sessionLive(user)} as live, ${stored} as stored`);
  const [row] = (result as unknown as { rows: { live: boolean; stored: Stored | null }[] }).rows;
  return { live: row?.live === true, stored: row?.stored ?? null };
}

export const transactionalWrites = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user || !inWriteTransaction(c.req.method, c.req.path)) return next();
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !KEY.test(key))
    throw badRequest({ non_field_errors: [/*i18n*/ 'Invalid Idempotency-Key.'] });
  const deps = c.var.deps;
  try {
    await deps.db.transaction(async (tx) => {
      const { live, stored } = await opening(tx, user, key);
      if (!live) throw tokenNotValid();
      if (stored) {
        c.res = replay(c, stored);
        return;
      }
      c.set('deps', { ...deps, db: tx });
      await next();
      if (c.error || c.res.status >= 300) throw new Rollback();
      if (key) {
        const body = await c.res.clone().text();
        await tx.insert(idempotencyKeys).values({
          userId: user.id,
          key,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          body,
        });
      }
    });
  } catch (error) {
    if (error instanceof Rollback) return;
    if (key && isUniqueViolation(error)) {
      // Another request with this key committed first: its answer is this one's.
      const { stored } = await opening(deps.db, user, key);
      if (stored) {
        c.res = replay(c, stored);
        return;
      }
    }
    throw error;
  } finally {
    c.set('deps', deps);
  }
});
