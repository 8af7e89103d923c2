/** Artist portfolio contracts. `photo` is an upload key from the P upload type. */
import * as v from 'valibot';
import { BIO_LIMIT } from '../constants';
import { msg } from '../messages';
import { countryField, required, shortText } from './fields';

export const portfolioInput = v.object({
  artist_name: v.pipe(required(msg.artistNameRequired), v.maxLength(255, msg.maxChars255)),
  country: countryField,
  bio: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BIO_LIMIT, msg.bioTooLong)), ''),
  photo: v.optional(shortText()),
});
export type PortfolioInput = v.InferOutput<typeof portfolioInput>;

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

export type ArtistSearchResult = Pick<Portfolio, 'username' | 'artist_name' | 'country' | 'thumb'>;

/** The compact directory entry of the legacy list. */
export type LegacyArtist = { id: number; s_teacher_name: string; image_mini: string | null; teacher: string };

export type Bio = { username: string; artist_name: string; bio: string; country: string };
