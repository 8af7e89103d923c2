/**
 * Reads the Bearer token on every API request; a bad one is 401 token_not_valid, even on public reads.
 * A token is good when it is signed, unexpired and its sign-in session is live (so its user exists).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv, UserEnv } from '../deps';
import { isSessionLive } from '../features/auth/live-sessions';
import { verifyAccessToken } from '../features/auth/tokens';
import { tokenNotValid, unauthenticated } from './errors';

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const user = token ? await verifyAccessToken(c.var.deps, token) : null;
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (!user || !(await isSessionLive(c.var.deps, user, write))) throw tokenNotValid();
    c.set('user', user);
  }
  await next();
});

/** Refuses a request without a signed-in user (401). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user) throw unauthenticated();
  await next();
});
