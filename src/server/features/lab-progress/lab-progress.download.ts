/** The data download's part of a lab's progress (issue 28): the user's marks on video notes, by note uuid. */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso } from '../../db/download';
import { cookings, noteProgress } from '../../db/schema';
import type { Deps } from '../../deps';

async function progressSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ video_note: cookings.uuid, state: noteProgress.state, updated: noteProgress.updatedAt })
    .from(noteProgress)
    .innerJoin(cookings, eq(cookings.id, noteProgress.cookingId))
    .where(eq(noteProgress.userId, userId))
    .orderBy(asc(noteProgress.updatedAt));
  return rows.map((row) => ({ ...row, updated: iso(row.updated) }));
}

export const progressDownload: DownloadSection = {
  file: 'progress.json',
  about: 'your progress on video notes: learning or got it',
  read: progressSection,
};
