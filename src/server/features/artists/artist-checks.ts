/**
 * The check of writes that name artists by id (a note's mentions, a tagged teacher): each one exists
 * and is not suspended, and no block lies between the writer and any of them (issue 27).
 */
import { and, inArray } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { blockMsg } from '../../../shared/schemas/blocks';
import { portfolios } from '../../db/schema';
import { blockedBetween, notSuspended } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, forbidden } from '../../http/errors';

/**
 * 400 at each field naming a portfolio id that does not exist (or whose artist is suspended); empty
 * fields are fine; 403 when `writer` and one of them are blocked either way. Answers the artists
 * named, with their users, in one statement.
 */
export async function requireArtists(
  deps: Deps,
  writer: AuthUser,
  fields: Record<string, number | null | undefined>,
) {
  const ids = Object.values(fields).filter((id) => id != null);
  if (ids.length === 0) return [];
  const found = await deps.db
    .select({
      id: portfolios.id,
      userId: portfolios.userId,
      blocked: blockedBetween(writer.id, portfolios.userId).mapWith(Boolean),
    })
    .from(portfolios)
    .where(and(inArray(portfolios.id, ids), notSuspended(portfolios.userId)));
  const known = new Set(found.map((row) => row.id));
  const missing = Object.entries(fields).filter(([, id]) => id != null && !known.has(id));
  if (missing.length > 0)
    throw badRequest(Object.fromEntries(missing.map(([f]) => [f, [msg.artistNotFound]])));
  if (found.some((row) => row.blocked)) throw forbidden(blockMsg.refused);
  return found;
}
