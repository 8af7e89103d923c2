/**
 * The labs' part of the data download (account/export-zip.ts): each lab and the video notes in it.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso } from '../../db/download';
import { cookings, ctRelations, techniques } from '../../db/schema';
import type { Deps } from '../../deps';

async function labsSection(deps: Deps, userId: number) {
  const labs = await deps.db
    .select()
    .from(techniques)
    .where(eq(techniques.userId, userId))
    .orderBy(asc(techniques.id));
  const relations = await deps.db
    .select({ techniqueId: ctRelations.techniqueId, note: cookings.uuid, publish: ctRelations.publish })
    .from(ctRelations)
    .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
    .where(eq(ctRelations.userId, userId))
    .orderBy(asc(ctRelations.id));
  return labs.map((lab) => ({
    uuid: lab.uuid,
    name: lab.name,
    about: lab.about,
    published: lab.published,
    created: iso(lab.createdAt),
    video_notes: relations
      .filter((r) => r.techniqueId === lab.id)
      .map(({ note, publish }) => ({ video_note: note, in_published_lab: publish })),
  }));
}

export const labsDownload: DownloadSection = {
  file: 'labs.json',
  about: 'your labs and the video notes in them',
  read: labsSection,
};
