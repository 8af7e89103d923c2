/**
 * Lists of published labs: all listed labs, one artist's (with the caller's unlisted ones on their
 * own list), and a search. Each filter stays within what the detail shows, and counts match.
 */
import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import { publishedLabs, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { keyset, type Page } from '../../http/paging';
import {
  countPublishedLabs,
  listed,
  listedTo,
  ownerShownTo,
  selectPublishedLabs,
  toPublishedLab,
} from './published-lab-shape';

/** One page of the labs that pass `where`, newest first, and their count. */
export async function listPublishedLabs(deps: Deps, page: Page, where: SQL) {
  const bounded = keyset(publishedLabs.id, page, where);
  const [rows, count] = await Promise.all([
    selectPublishedLabs(deps.db).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countPublishedLabs(deps.db, where),
  ]);
  return { rows: rows.map(toPublishedLab), count };
}

/** The labs of the user called `username` (any case) the viewer may see. */
export const personal = (viewer: AuthUser | null, username: string) =>
  and(listedTo(viewer), sql`lower(${users.username}) = lower(${username})`) as SQL;

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

/** Listed labs whose owner `viewer` may see: the public list. */
export const listedFor = (viewer: AuthUser | null) => and(listed, ownerShownTo(viewer)) as SQL;

/** Listed labs matching `term`: the public search. */
export const searchListed = (viewer: AuthUser | null, term: string) =>
  and(listedFor(viewer), matching(term)) as SQL;
