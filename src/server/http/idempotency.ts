/**
 * Every signed-in write runs in one transaction. With an `Idempotency-Key`, its answer is stored in
 * that same transaction and a replay of the key gets the stored answer instead of a second write.
 * Error answers roll the transaction back and are not stored, so a corrected retry can succeed.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\w-]{8,128}$/;
// Auth writes open their own transactions: a failed sign-in must keep its throttle count and a reused
// refresh token its revocation, although both answer with an error (which would roll back here).
// Account writes too: a data download is read after its handler returns, and a deletion removes
// images after its commit.
const OWN_TRANSACTIONS = ['/api/auth/', '/api/account/'];

class Rollback extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

async function storedAnswer(c: Context<AppEnv>, deps: Deps, userId: number, key: string) {
  const [row] = await deps.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.method !== c.req.method || row.path !== c.req.path) {
    throw badRequest({ non_field_errors: [/*i18n*/ 'This Idempotency-Key was used for another request.'] });
  }
  // A 204 has no body; Response refuses one even when it is empty.
  return new Response(row.status === 204 ? null : row.body, {
    status: row.status,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  });
}

export const transactionalWrites = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user || !WRITES.has(c.req.method) || OWN_TRANSACTIONS.some((path) => c.req.path.startsWith(path)))
    return next();
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !KEY.test(key))
    throw badRequest({ non_field_errors: [/*i18n*/ 'Invalid Idempotency-Key.'] });
  const deps = c.var.deps;
  if (key) {
    const replay = await storedAnswer(c, deps, user.id, key);
    if (replay) {
      c.res = replay;
      return;
    }
  }
  try {
    await deps.db.transaction(async (tx) => {
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
      const replay = await storedAnswer(c, deps, user.id, key);
      if (replay) {
        c.res = replay;
        return;
      }
    }
    throw error;
  } finally {
    c.set('deps', deps);
  }
});
