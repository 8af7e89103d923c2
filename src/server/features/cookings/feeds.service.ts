/**
 * Lists of video notes: the home feed (optionally one author's notes or the notes mentioning an
 * artist), the caller's own notes and their students' notes. Each list is the feed's visibility
 * predicate and a filter, so no list shows a note its detail would refuse, and counts match.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { cookings, portfolios, taggedTeachers, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { COUNT_CAP, countUpTo, keyset, type Page } from '../../http/paging';
import { visibleTo } from './access';
import { selectCookings, toCooking } from './cooking-shape';

/**
 * A list's filter as alternatives: a note is in the list when it passes any of them (no
 * alternative: every note). Each alternative is one that an index serves in id order.
 */
export type Filter = SQL[];

/**
 * One page of the notes `viewer` may see that pass `filter`, newest first, and their count. Each
 * alternative is read on its own, in the page's order and only a page (or the count's cap) deep, so
 * each walks its own index and stops early whatever the size of the community; with several, the
 * page is taken from their union (with one, straight from it: a subquery would only add planning).
 */
export async function listCookings(deps: Deps, viewer: AuthUser | null, page: Page, filter: Filter = []) {
  const visible = visibleTo(viewer);
  const ids = (bound: SQL | undefined, order: SQL, limit: number) =>
    (filter.length > 0 ? filter : [undefined])
      .map((alternative) =>
        deps.db
          .select({ id: cookings.id })
          .from(cookings)
          .where(and(visible, alternative, bound))
          .orderBy(order)
          .limit(limit)
          .$dynamic(),
      )
      .reduce((all, next) => all.union(next));
  const bounded = keyset(cookings.id, page);
  const inPage =
    filter.length > 1
      ? inArray(cookings.id, ids(bounded.where, bounded.orderBy, bounded.limit))
      : and(visible, filter[0], bounded.where);
  const [rows, count] = await Promise.all([
    selectCookings(deps.db, viewer).where(inPage).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(deps.db, cookings.id, ids(undefined, desc(cookings.id), COUNT_CAP)),
  ]);
  return { rows: rows.map(toCooking), count };
}

/** Notes that pass both filters. */
export const both = (a: Filter, b: Filter): Filter =>
  a.length === 0 ? b : b.length === 0 ? a : a.flatMap((x) => b.map((y) => and(x, y) as SQL));

/** Notes mentioning the portfolio, one alternative per mention column. */
const mentionsPortfolio = (portfolioId: SQL): Filter => [
  eq(cookings.mention1, portfolioId),
  eq(cookings.mention2, portfolioId),
  eq(cookings.mention3, portfolioId),
];

/** Notes by the user called `username` (any case). */
export const byAuthor = (username: string): Filter => [
  eq(
    cookings.userId,
    sql`(select ${users.id} from ${users} where lower(${users.username}) = lower(${username}))`,
  ),
];

/** Notes mentioning the artist called `username` (any case). */
export const mentioning = (username: string) =>
  mentionsPortfolio(
    sql`(select ${portfolios.id} from ${portfolios} where lower(${portfolios.username}) = lower(${username}))`,
  );

/** The caller's own notes. */
export const ownedBy = (user: AuthUser): Filter => [eq(cookings.userId, user.id)];

/** Notes in which the user's portfolio is tagged as teacher or mentioned. */
export const ofStudents = (user: AuthUser): Filter => {
  const mine = sql`(select ${portfolios.id} from ${portfolios} where ${portfolios.userId} = ${user.id})`;
  const tagged = sql`exists (select 1 from ${taggedTeachers} where ${taggedTeachers.cookingId} = ${cookings.id}
    and ${taggedTeachers.portfolioId} = ${mine})`;
  return [tagged, ...mentionsPortfolio(mine)];
};

const portfolioOf = (userId: number) =>
  sql`(select ${portfolios.id} from ${portfolios} where ${portfolios.userId} = ${userId})`;

/**
 * The notes of a shoutout's lesson: `learn`, the student's notes mentioning the teacher (what they
 * made of it); `share`, the teacher's notes mentioning the student. None for an untagged shoutout.
 */
export const ofShoutout = (
  side: 'learn' | 'share',
  shoutout: { userId: number; teacherId: number | null },
): Filter => {
  if (shoutout.teacherId === null) return [sql`false`];
  const [author, mentioned] =
    side === 'learn' ? [shoutout.userId, shoutout.teacherId] : [shoutout.teacherId, shoutout.userId];
  return both([eq(cookings.userId, author)], mentionsPortfolio(portfolioOf(mentioned)));
};
