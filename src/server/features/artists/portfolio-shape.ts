/** Maps portfolio rows to the wire shapes: public fields only, never the owner's id or e-mail. */
import type { Bio, LegacyArtist, Portfolio, PortfolioDetail } from '../../../shared/schemas/artists';
import type { BattleResult } from '../../../shared/schemas/battles';
import { mediaUrl } from '../../../shared/schemas/uploads';
import type { portfolios } from '../../db/schema';

export type PortfolioRow = typeof portfolios.$inferSelect;

const mini = (key: string | null) => (key ? mediaUrl('mini', key) : null);
const medium = (key: string | null) => (key ? mediaUrl('medium', key) : null);

/** The full public portfolio (the detail, the directory and search hits). */
export const toPortfolio = (row: PortfolioRow): Portfolio => ({
  id: row.id,
  username: row.username,
  artist_name: row.artistName,
  country: row.country,
  bio: row.bio,
  thumb: mini(row.photo),
  profile_photo: medium(row.photo),
  cover: medium(row.cover),
  created: row.createdAt.toISOString(),
});

/** The portfolio's own page, with its owner's follows (artists.service's `readPortfolio`). */
export const toPortfolioDetail = (row: {
  portfolio: PortfolioRow;
  followers: number;
  following: number;
  iFollow: boolean;
  iMute: boolean;
  latestWin: BattleResult | null;
}): PortfolioDetail => ({
  ...toPortfolio(row.portfolio),
  followers_count: row.followers,
  following_count: row.following,
  i_follow: row.iFollow,
  i_mute: row.iMute,
  latest_win: row.latestWin,
});

/** The legacy directory entry. */
export const toLegacyArtist = (
  row: Pick<PortfolioRow, 'id' | 'artistName' | 'photo' | 'username'>,
): LegacyArtist => ({
  id: row.id,
  s_teacher_name: row.artistName,
  image_mini: mini(row.photo),
  teacher: row.username,
});

/** The bio card. */
export const toBio = (row: PortfolioRow): Bio => ({
  username: row.username,
  artist_name: row.artistName,
  bio: row.bio,
  country: row.country,
});
