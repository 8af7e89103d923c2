/**
 * Lists of video notes: the home feed (optionally one author's notes or the notes mentioning an
 * artist), the caller's own notes, their students' notes and the notes of the artists they follow.
 * Each list is the feed's visibility predicate and a filter, so no list shows a note its detail would
 * refuse, and counts match. A feed also leaves out the authors the viewer muted; one author's notes
 * (their portfolio's) do not, since a mute changes nothing else.
 */
import { and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgSetOperator } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cookings, follows, portfolios, taggedTeachers, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { COUNT_CAP, countUpTo, keyset, type Page } from '../../http/paging';
import { inFeedOf, visibleTo } from './access';
import { selectNotes, toNote } from './note-shape';
import { literalLimit, P, prepared, stand } from './statements';

/**
 * A list's filter as alternatives: a note is in the list when it passes any of them (no
 * alternative: every note). Each alternative is one that an index serves in id order.
 */
export type Filter = SQL[];

/**
 * The list's capped count (COUNT_CAP) as a column of the page's own statement, so a page is one
 * query: the count's subquery names no outer column, so PostgreSQL runs it once per statement.
 */
const countColumn = (matching: PgSelect | PgSetOperator) =>
  sql<number>`(select count(*)::int from ${matching.orderBy(desc(cookings.id)).limit(literalLimit(COUNT_CAP))} as matching)`;

type Viewer = Pick<AuthUser, 'id'> | null;

/** `feed`: a feed of many authors, without the muted ones; `author`: one author's notes, muted or not. */
export type Scope = 'feed' | 'author';

const shownTo = (viewer: Viewer, scope: Scope) => (scope === 'feed' ? inFeedOf(viewer) : visibleTo(viewer));

/**
 * The ids of the notes `viewer` may see that pass `filter`, within `bound`, in `order`, `limit` deep.
 * Each alternative is read on its own, in the page's order and only a page (or the count's cap)
 * deep, so each walks its own index and stops early whatever the size of the community.
 */
const matchingIds =
  (db: Db, viewer: Viewer, filter: Filter, scope: Scope) =>
  (bound: SQL | undefined, order: SQL, limit: number | Placeholder) =>
    (filter.length > 0 ? filter : [undefined])
      .map((alternative) =>
        db
          .select({ id: cookings.id })
          .from(cookings)
          .where(and(shownTo(viewer, scope), alternative, bound))
          .orderBy(order)
          .limit(limit)
          .$dynamic(),
      )
      .reduce((all, next) => all.union(next));

/**
 * One page of the notes `viewer` may see that pass `filter`, newest first, with their count, in one
 * statement. With several alternatives the page is taken from their union (with one, straight from
 * it: a subquery would only add planning).
 */
const pageQuery = (
  db: Db,
  viewer: Viewer,
  bounded: { where: SQL | undefined; orderBy: SQL; limit: number | Placeholder },
  filter: Filter,
  scope: Scope,
) => {
  const ids = matchingIds(db, viewer, filter, scope);
  const inPage =
    filter.length > 1
      ? inArray(cookings.id, ids(bounded.where, bounded.orderBy, bounded.limit))
      : and(shownTo(viewer, scope), filter[0], bounded.where);
  return selectNotes(db, viewer, { total: countColumn(ids(undefined, desc(cookings.id), COUNT_CAP)) })
    .where(inPage)
    .orderBy(bounded.orderBy)
    .limit(bounded.limit);
};

/**
 * A page of the home feed (no filter) by its prepared statement: one per kind of page (a guest's or a
 * signed-in viewer's, the first or after or before a cursor) and page size.
 */
function homePage(db: Db, viewer: Viewer, page: Page) {
  const bound = page.before !== undefined ? 'before' : page.after !== undefined ? 'after' : 'first';
  const limit = page.limit + 1;
  const statement = prepared(db, `home_feed_${viewer ? 'user' : 'guest'}_${bound}_${limit}`, (name) => {
    const cursor = stand<number>(P.cursor);
    const bounded = keyset(cookings.id, {
      after: bound === 'after' ? cursor : undefined,
      before: bound === 'before' ? cursor : undefined,
      limit: 0,
    });
    const who = viewer ? { id: stand<number>(P.viewer) } : null;
    return pageQuery(db, who, { ...bounded, limit: literalLimit(limit) }, [], 'feed').prepare(name);
  });
  return statement.execute({ viewer: viewer?.id, cursor: page.before ?? page.after });
}

/**
 * One page of the notes `viewer` may see that pass `filter` (in `scope`), and their count. An empty
 * page past a cursor has no row to carry the count: only then is it a second statement.
 */
export async function listNotes(
  deps: Deps,
  viewer: Viewer,
  page: Page,
  filter: Filter = [],
  scope: Scope = 'feed',
) {
  const rows =
    filter.length === 0 && scope === 'feed'
      ? await homePage(deps.db, viewer, page)
      : await pageQuery(deps.db, viewer, keyset(cookings.id, page), filter, scope);
  const first = rows[0];
  const count = first
    ? first.total
    : page.after === undefined && page.before === undefined
      ? 0
      : await countUpTo(
          deps.db,
          cookings.id,
          matchingIds(deps.db, viewer, filter, scope)(undefined, desc(cookings.id), COUNT_CAP),
        );
  return { rows: rows.map(toNote), count };
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

/** Notes by the users the user follows (their Following feed). */
export const byFollowed = (user: AuthUser): Filter => [
  sql`${cookings.userId} in (select ${follows.followedId} from ${follows}
    where ${follows.followerId} = ${user.id})`,
];

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
