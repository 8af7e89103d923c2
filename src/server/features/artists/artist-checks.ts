/** The check of writes that name artists by id: each one exists. */
import { inArray } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { portfolios } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';

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
