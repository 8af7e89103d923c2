/**
 * The portfolio's part of the data download (account/export-zip.ts); its photo and cover are in images/.
 */
import { eq } from 'drizzle-orm';
import { type DownloadSection, imagePath, iso } from '../../db/download';
import { portfolios } from '../../db/schema';
import type { Deps } from '../../deps';

async function portfolioSection(deps: Deps, userId: number) {
  const [row] = await deps.db.select().from(portfolios).where(eq(portfolios.userId, userId));
  if (!row) return null;
  return {
    username: row.username,
    artist_name: row.artistName,
    country: row.country,
    bio: row.bio,
    photo: row.photo && imagePath(row.photo),
    cover: row.cover && imagePath(row.cover),
    created: iso(row.createdAt),
  };
}

export const portfolioDownload: DownloadSection = {
  file: 'portfolio.json',
  about: 'your artist portfolio (its photo and cover are in images/)',
  read: portfolioSection,
};
