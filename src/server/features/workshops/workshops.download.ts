/**
 * The workshops' part of the data download (account/export-zip.ts): the workshops the user organised (their posters are in
 * images/), the ones they said they are going to, their room requests and rooms, and the video notes
 * they shared into rooms. Other users by username only; workshops and notes by their uuid.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, imagePath, iso, usernameOf } from '../../db/download';
import {
  cookings,
  workshopGoing,
  workshopMembers,
  workshopRequests,
  workshops,
  workshopVideos,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { workshopDetails } from './workshop-shape';

async function workshopsSection(deps: Deps, userId: number) {
  const { db } = deps;
  const organised = await db
    .select({ workshop: workshops, teacher1: usernameOf(workshops.teacherId) })
    .from(workshops)
    .where(eq(workshops.userId, userId))
    .orderBy(asc(workshops.id));
  const of = (table: typeof workshopGoing | typeof workshopMembers) =>
    db
      .select({ workshop: workshops.uuid, created: table.createdAt })
      .from(table as typeof workshopGoing)
      .innerJoin(workshops, eq(workshops.id, table.workshopId))
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id));
  const requests = await db
    .select({
      workshop: workshops.uuid,
      created: workshopRequests.createdAt,
      status: workshopRequests.status,
    })
    .from(workshopRequests)
    .innerJoin(workshops, eq(workshops.id, workshopRequests.workshopId))
    .where(eq(workshopRequests.userId, userId))
    .orderBy(asc(workshopRequests.id));
  const shared = await db
    .select({ workshop: workshops.uuid, created: workshopVideos.createdAt, video_note: cookings.uuid })
    .from(workshopVideos)
    .innerJoin(workshops, eq(workshops.id, workshopVideos.workshopId))
    .innerJoin(cookings, eq(cookings.id, workshopVideos.cookingId))
    .where(eq(workshopVideos.userId, userId))
    .orderBy(asc(workshopVideos.id));
  const dated = <R extends { created: Date }>(rows: R[]) =>
    rows.map((row) => ({ ...row, created: iso(row.created) }));
  return {
    organised: organised.map(({ workshop: w, teacher1 }) => ({
      uuid: w.uuid,
      ...workshopDetails(w),
      poster: imagePath(w.poster),
      teacher1,
      created: iso(w.createdAt),
    })),
    going: dated(await of(workshopGoing)),
    rooms: dated(await of(workshopMembers)),
    room_requests: dated(requests),
    room_videos: dated(shared),
  };
}

export const workshopsDownload: DownloadSection = {
  file: 'workshops.json',
  about: 'workshops you organised (their posters are in images/), are going to, and their rooms',
  read: workshopsSection,
};
