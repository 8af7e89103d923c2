/** Artist portfolio contracts. `photo` and `cover` are upload keys (P upload type). */
import * as v from 'valibot';
import { BIO_LIMIT } from '../constants';
import { msg } from '../messages';
import type { BattleResult } from './battles';
import { countryField, required, text } from './fields';
import { uploadKeyField } from './uploads';

export const portfolioInput = v.object({
  // A missing key reads as empty, so it gets the field's own message rather than valibot's.
  artist_name: v.optional(v.pipe(required(msg.artistNameRequired), v.maxLength(255, msg.maxChars255)), ''),
  country: v.optional(countryField, ''),
  bio: v.optional(v.pipe(text(), v.trim(), v.maxLength(BIO_LIMIT, msg.bioTooLong)), ''),
  photo: v.optional(uploadKeyField),
  cover: v.optional(uploadKeyField),
});
export type PortfolioInput = v.InferOutput<typeof portfolioInput>;

/** Only the changed fields; an empty `photo` or `cover` removes it. */
export const portfolioPatch = v.partial(portfolioInput);
export type PortfolioPatch = v.InferOutput<typeof portfolioPatch>;

export type Portfolio = {
  id: number;
  username: string;
  artist_name: string;
  country: string;
  bio: string;
  thumb: string | null;
  profile_photo: string | null;
  cover: string | null;
  created: string;
};

/**
 * A portfolio's own page (its read, create and edit): how many follow its owner, whom they follow, and
 * whether the caller follows them and muted them (false for a visitor), and their latest battle won
 * in an event the caller may see (the header's title), if any.
 */
export type PortfolioDetail = Portfolio & {
  followers_count: number;
  following_count: number;
  i_follow: boolean;
  i_mute: boolean;
  latest_win: BattleResult | null;
};

/** The compact directory entry of the legacy list. */
export type LegacyArtist = { id: number; s_teacher_name: string; image_mini: string | null; teacher: string };

export type Bio = { username: string; artist_name: string; bio: string; country: string };

export const artistSearchQuery = v.object({
  query: v.optional(
    v.pipe(text(), v.trim(), v.maxLength(100, /*i18n*/ 'Search must be 100 characters or less')),
    '',
  ),
});

export const ARTIST_SEARCH_LIMIT = 20;
