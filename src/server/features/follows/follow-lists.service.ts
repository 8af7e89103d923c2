/**
 * The public lists of follows, newest first, paged by the follow's id: an artist's followers, and
 * the artists a user follows. Like a portfolio, anyone may read them, and like it not across a
 * block nor a suspended user's (404); people the viewer may not see are left out (db/visibility.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { follows, users } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { selectFollows, toFollow } from './follow-shape';

/** `followers`: who follows the user; `following`: whom the user follows. */
export type Side = 'followers' | 'following';

/** One page of the user's followers or followed, and their count; 404 for a username the viewer may not see. */
export async function listFollows(
  deps: Deps,
  viewer: AuthUser | null,
  username: string,
  side: Side,
  page: Page,
) {
  const seen = (person: AnyPgColumn) => personShown(viewer?.id ?? null, person);
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, seen(users.id)));
  if (!user) throw notFound();
  const [own, other] =
    side === 'followers'
      ? [follows.followedId, follows.followerId]
      : [follows.followerId, follows.followedId];
  const where = and(eq(own, user.id), seen(other));
  const bounded = keyset(follows.id, page, where);
  const [rows, count] = await Promise.all([
    selectFollows(deps.db, other).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(deps.db, follows.id, deps.db.select({ id: follows.id }).from(follows).where(where).$dynamic()),
  ]);
  return { rows: rows.map(toFollow), count };
}
