/** The artist checks of video-note writes: the caller's portfolio, and artists named by id. */
import { eq, inArray } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { msg } from '../../../shared/messages';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { portfolios } from '../../db/schema';
import type { Deps, UserEnv } from '../../deps';
import { badRequest, forbidden } from '../../http/errors';

/** The mini photo URL of a portfolio photo key. */
export const miniPhoto = (key: string | null) => (key ? mediaUrl('mini', key) : null);

/** Posting a note or a comment needs the caller's artist portfolio: 403 without one. */
export const requirePortfolio = createMiddleware<UserEnv>(async (c, next) => {
  const { deps, user } = c.var;
  const [row] = await deps.db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.userId, user.id));
  if (!row) throw forbidden(msg.portfolioRequired);
  await next();
});

/**
 * 400 at each field naming a portfolio id that does not exist; empty fields are fine. Answers the
 * artists named, with their users.
 */
export async function requireArtists(deps: Deps, fields: Record<string, number | null | undefined>) {
  const ids = Object.values(fields).filter((id) => id != null);
  if (ids.length === 0) return [];
  const found = await deps.db
    .select({ id: portfolios.id, userId: portfolios.userId })
    .from(portfolios)
    .where(inArray(portfolios.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = Object.entries(fields).filter(([, id]) => id != null && !known.has(id));
  if (missing.length > 0)
    throw badRequest(Object.fromEntries(missing.map(([f]) => [f, [msg.artistNotFound]])));
  return found;
}
