/** The follows' part of the data download (account/export-zip.ts): the artists one follows, by username. */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso, usernameOf } from '../../db/download';
import { follows } from '../../db/schema';
import type { Deps } from '../../deps';

async function followsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ username: usernameOf(follows.followedId), created: follows.createdAt })
    .from(follows)
    .where(eq(follows.followerId, userId))
    .orderBy(asc(follows.id));
  return rows.map((row) => ({ username: row.username, created: iso(row.created) }));
}

export const followsDownload: DownloadSection = {
  file: 'follows.json',
  about: 'the artists you follow',
  read: followsSection,
};
