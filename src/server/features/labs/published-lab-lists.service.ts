/**
 * Lists of published labs: all listed labs, one artist's, and a search. Each is the detail's
 * visibility rule and a filter, so no list shows a lab its detail would refuse, and counts match.
 */
import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { publishedLabs, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { keyset, type Page } from '../../http/paging';
import { countPublishedLabs, listedTo, selectPublishedLabs, toPublishedLab } from './published-lab-shape';

/** One page of the labs the viewer may see that pass `filter`, newest first, and their total. */
export async function listPublishedLabs(deps: Deps, viewer: AuthUser | null, page: Page, filter?: SQL) {
  const where = and(listedTo(viewer), filter);
  const bounded = keyset(publishedLabs.id, page, where);
  const [rows, count] = await Promise.all([
    selectPublishedLabs(deps.db).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countPublishedLabs(deps.db, where),
  ]);
  return { rows: rows.map(toPublishedLab), count };
}

/** Labs of the user called `username` (any case). */
export const ownedByName = (username: string): SQL => sql`lower(${users.username}) = lower(${username})`;

/** A LIKE pattern matching `term` anywhere, with its own % and _ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Labs whose name, about or owner's username contains `term` (any case). */
export const matching = (term: string) => {
  const pattern = containing(term);
  return or(
    ilike(publishedLabs.name, pattern),
    ilike(publishedLabs.about, pattern),
    ilike(users.username, pattern),
  ) as SQL;
};
