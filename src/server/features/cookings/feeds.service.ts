/**
 * Lists of video notes: the home feed (optionally one author's notes or the notes mentioning an
 * artist), the caller's own notes and their students' notes. Each list is the feed's visibility
 * predicate and a filter, so no list shows a note its detail would refuse, and counts match.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { cookings, portfolios, taggedTeachers, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { keyset, type Page } from '../../http/paging';
import { visibleTo } from './access';
import { selectCookings, toCooking } from './cooking-shape';

/**
 * One page of the notes `viewer` may see that pass `filter`, newest first, and their total. The
 * total rides on the page's rows (one round trip); only a page past the end counts on its own.
 */
export async function listCookings(deps: Deps, viewer: AuthUser | null, page: Page, filter?: SQL) {
  const where = and(visibleTo(viewer), filter);
  const bounded = keyset(cookings.id, page, where);
  const total = sql<number>`(select count(*) from ${cookings} where ${where})`.mapWith(Number);
  const rows = await selectCookings(deps.db, viewer, { total })
    .where(bounded.where)
    .orderBy(bounded.orderBy)
    .limit(bounded.limit);
  const count = rows[0]?.total ?? (await deps.db.$count(cookings, where));
  return { rows: rows.map(toCooking), count };
}

const mentionsPortfolio = (portfolioId: SQL | number) =>
  or(
    eq(cookings.mention1, portfolioId),
    eq(cookings.mention2, portfolioId),
    eq(cookings.mention3, portfolioId),
  );

/** Notes by the user called `username` (any case). */
export const byAuthor = (username: string): SQL =>
  eq(
    cookings.userId,
    sql`(select ${users.id} from ${users} where lower(${users.username}) = lower(${username}))`,
  );

/** Notes mentioning the artist called `username` (any case). */
export const mentioning = (username: string) =>
  mentionsPortfolio(
    sql`(select ${portfolios.id} from ${portfolios} where lower(${portfolios.username}) = lower(${username}))`,
  );

/** The caller's own notes. */
export const ownedBy = (user: AuthUser): SQL => eq(cookings.userId, user.id);

/** Notes in which the user's portfolio is tagged as teacher or mentioned. */
export const ofStudents = (user: AuthUser) => {
  const mine = sql`(select ${portfolios.id} from ${portfolios} where ${portfolios.userId} = ${user.id})`;
  const tagged = sql`exists (select 1 from ${taggedTeachers} where ${taggedTeachers.cookingId} = ${cookings.id}
    and ${taggedTeachers.portfolioId} = ${mine})`;
  return or(tagged, mentionsPortfolio(mine));
};
