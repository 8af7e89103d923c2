/**
 * Block and mute (issue 27). A block keeps two users apart both ways: neither sees the other's content
 * nor reaches them, and a follow either way ends. A mute only takes someone's notes and comments out
 * of my feeds; they are not told. Both are listed in Settings, where they are undone.
 */
import * as v from 'valibot';
import { usernameRef } from './fields';

export const blockMsg = {
  /** A write a block forbids, worded the same whoever blocked whom. */
  refused: /*i18n*/ 'You cannot do this with this artist.',
  notYourselfBlock: /*i18n*/ 'You cannot block yourself.',
  notYourselfMute: /*i18n*/ 'You cannot mute yourself.',
} as const;

/** POST /api/blocks/ and /api/mutes/: whom (a username, any case). */
export const blockInput = v.object({ username: usernameRef });
export type BlockInput = v.InferOutput<typeof blockInput>;

/** One row of my blocks or mutes: the other person and when. `id` is the row's, which the list pages by. */
export type Blocked = {
  id: number;
  username: string;
  artist_name: string;
  profile_photo: string | null;
  created: string;
};
