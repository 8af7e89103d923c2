/**
 * Following an artist (a user with a portfolio) and unfollowing, in the request's transaction. Both
 * may be sent twice (the outbox): a second follow answers the first, unfollowing someone not followed
 * changes nothing. A new follow tells the artist (follow-notifications.ts). A suspended artist is not
 * found, and no one follows across a block (403, worded the same either way round).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { blockMsg } from '../../../shared/schemas/blocks';
import { type Follow, followMsg } from '../../../shared/schemas/follows';
import { follows, portfolios, users } from '../../db/schema';
import { blockedBetween, notSuspended } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, forbidden } from '../../http/errors';
import { notifyFollowed } from './follow-notifications';
import { toFollow } from './follow-shape';

type FollowRow = typeof follows.$inferSelect;

/**
 * The artist called `username` (any case) with the caller's follow of them, if any, and whether a
 * block lies between them, in one statement.
 */
async function artistFor(deps: Deps, user: AuthUser, username: string) {
  const [artist] = await deps.db
    .select({
      userId: portfolios.userId,
      username: portfolios.username,
      name: portfolios.artistName,
      photo: portfolios.photo,
      follow: follows,
      blocked: blockedBetween(user.id, portfolios.userId).mapWith(Boolean),
    })
    .from(portfolios)
    .leftJoin(follows, and(eq(follows.followedId, portfolios.userId), eq(follows.followerId, user.id)))
    .where(
      and(eq(sql`lower(${portfolios.username})`, sql`lower(${username})`), notSuspended(portfolios.userId)),
    );
  if (!artist) throw fieldError('username', msg.artistNotFound);
  if (artist.userId === user.id) throw fieldError('username', followMsg.notYourself);
  if (artist.blocked) throw forbidden(blockMsg.refused);
  return artist;
}

/** The caller follows the artist; `created` is false when they already did. */
export async function follow(
  deps: Deps,
  user: AuthUser,
  username: string,
): Promise<{ follow: Follow; created: boolean }> {
  const artist = await artistFor(deps, user, username);
  const shaped = (row: FollowRow) => toFollow({ ...artist, id: row.id, created: row.createdAt });
  if (artist.follow) return { follow: shaped(artist.follow), created: false };
  // Sent twice at once, the second insert waits for the first and answers its row, left as it was.
  const [made] = (await deps.db
    .insert(follows)
    .values({ followerId: user.id, followedId: artist.userId })
    .onConflictDoUpdate({
      target: [follows.followerId, follows.followedId],
      set: { createdAt: sql`${follows.createdAt}` },
    })
    .returning()) as [FollowRow];
  await notifyFollowed(deps, user, artist.userId);
  return { follow: shaped(made), created: true };
}

/** The caller no longer follows the user called `username` (any case), if they did. */
export async function unfollow(deps: Deps, user: AuthUser, username: string): Promise<void> {
  const named = deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, sql`lower(${username})`));
  await deps.db
    .delete(follows)
    .where(and(eq(follows.followerId, user.id), inArray(follows.followedId, named)));
}
