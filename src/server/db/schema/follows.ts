/** Follows: a user following an artist, so the artist's new video notes reach their Following feed. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { created } from './columns';

const user = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One row per follower and followed user, never oneself. Lists page by `id`, newest first: whom a
 * user follows on (follower_id, id), an artist's followers and their count on (followed_id, id).
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: user('follower_id'),
    followedId: user('followed_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('follows_pair').on(t.followerId, t.followedId),
    index('follows_follower_id').on(t.followerId, t.id),
    index('follows_followed_id').on(t.followedId, t.id),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
