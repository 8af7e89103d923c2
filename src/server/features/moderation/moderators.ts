/**
 * The moderators: the accounts whose e-mail address is in MODERATOR_EMAILS (config.ts, read at start).
 * Their routes sit behind requireUser (a guest is 401) and requireModerator (anyone else 403).
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../../db/schema';
import type { UserEnv } from '../../deps';
import { forbidden } from '../../http/errors';

export const requireModerator = createMiddleware<UserEnv>(async (c, next) => {
  const { deps, user } = c.var;
  const [account] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  if (!account || !deps.config.moderatorEmails.has(account.email)) throw forbidden();
  await next();
});
