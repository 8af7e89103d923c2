/**
 * The lab rooms' part of the data download (account/export-zip.ts): the user's messages, by lab.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso } from '../../db/download';
import { labroomMessages, publishedLabs } from '../../db/schema';
import type { Deps } from '../../deps';

async function labRoomSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: labroomMessages.uuid,
      lab: publishedLabs.uuid,
      comment: labroomMessages.comment,
      created: labroomMessages.createdAt,
    })
    .from(labroomMessages)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labroomMessages.plabId))
    .where(eq(labroomMessages.userId, userId))
    .orderBy(asc(labroomMessages.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}

export const labRoomDownload: DownloadSection = {
  file: 'lab-room-messages.json',
  about: 'your messages in lab rooms',
  read: labRoomSection,
};
