/**
 * The public lists of follows, newest first, paged by the follow's id: an artist's followers, and
 * the artists a user follows. Like a portfolio, anyone may read them.
 */
import { eq } from 'drizzle-orm';
import { follows } from '../../db/schema';
import { userIdOf } from '../../db/users';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { selectFollows, toFollow } from './follow-shape';

/** `followers`: who follows the user; `following`: whom the user follows. */
export type Side = 'followers' | 'following';

/** One page of the user's followers or followed, and their count; 404 for an unknown username. */
export async function listFollows(deps: Deps, username: string, side: Side, page: Page) {
  const userId = await userIdOf(deps, username);
  if (userId === undefined) throw notFound();
  const [own, other] =
    side === 'followers'
      ? [follows.followedId, follows.followerId]
      : [follows.followerId, follows.followedId];
  const where = eq(own, userId);
  const bounded = keyset(follows.id, page, where);
  const [rows, count] = await Promise.all([
    selectFollows(deps.db, other).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(deps.db, follows.id, deps.db.select({ id: follows.id }).from(follows).where(where).$dynamic()),
  ]);
  return { rows: rows.map(toFollow), count };
}
