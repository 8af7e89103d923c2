/**
 * The journeys' part of the data download (account/export-zip.ts), with the fields the API gives a
 * journey (journey-shape.ts); photos in images/.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, imagePath, iso } from '../../db/download';
import { journeys } from '../../db/schema';
import type { Deps } from '../../deps';
import { journeyDetails } from './journey-shape';

async function journeysSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(journeys)
    .where(eq(journeys.userId, userId))
    .orderBy(asc(journeys.id));
  return rows.map((j) => ({
    uuid: j.uuid,
    ...journeyDetails(j),
    photos: [j.photo1, j.photo2, j.photo3].filter(Boolean).map(imagePath),
    created: iso(j.createdAt),
  }));
}

export const journeysDownload: DownloadSection = {
  file: 'journeys.json',
  about: 'your journeys (their photos are in images/)',
  read: journeysSection,
};
