/** Reads the Bearer token on every API request; a bad one is 401 token_not_valid, even on public reads. */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import type { AppEnv, UserEnv } from '../deps';
import { verifyAccessToken } from '../features/auth/tokens';
import { tokenNotValid, unauthenticated } from './errors';

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const id = token ? await verifyAccessToken(c.var.deps, token) : null;
    if (id === null) throw tokenNotValid();
    const [user] = await c.var.deps.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw tokenNotValid();
    c.set('user', user);
  }
  await next();
});

/** Refuses a request without a signed-in user (401). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});
