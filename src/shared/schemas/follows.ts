/**
 * Follows: a signed-in user follows an artist, whose new video notes then reach their Following feed.
 * An artist's followers and whom a user follows are public lists, like the portfolio.
 */
import * as v from 'valibot';
import { usernameRef } from './fields';

export const followMsg = {
  notYourself: /*i18n*/ 'You cannot follow yourself.',
} as const;

/** POST /artist/follow/: whom to follow (an artist's username, any case). */
export const followInput = v.object({ username: usernameRef });
export type FollowInput = v.InferOutput<typeof followInput>;

/** GET /artist/followers/ and /artist/following/: whose list. */
export const followListQuery = v.object({ username: usernameRef });

/**
 * A follow as seen from one side: the person on the other side (the followed artist in the answer of
 * a follow and in /following/, the follower in /followers/) and when it was made. `id` is the
 * follow's, which the lists page by.
 */
export type Follow = {
  id: number;
  username: string;
  artist_name: string;
  profile_photo: string | null;
  created: string;
};
