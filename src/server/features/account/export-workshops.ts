/**
 * The workshop section of a download: the workshops the user organised (their posters are in
 * images/), the ones they said they are going to, their room requests and rooms, and the video notes
 * they shared into rooms. Other users by username only; workshops and notes by their uuid.
 */
import { asc, eq } from 'drizzle-orm';
import {
  cookings,
  workshopGoing,
  workshopMembers,
  workshopRequests,
  workshops,
  workshopVideos,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { imagePath, iso, usernameOf } from './export-names';

export async function workshopsSection(deps: Deps, userId: number) {
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
      title: w.title,
      poster: imagePath(w.poster),
      start_date: w.startDate,
      start_time: w.startTime,
      end_time: w.endTime,
      timezone: w.timezone,
      datetime: w.datetime,
      country: w.country,
      venue: w.venue,
      content: w.content,
      iglink: w.iglink,
      videolink: w.videolink,
      contact_email: w.contactEmail,
      name1: w.name1,
      teacher1,
      country1: w.country1,
      info1: w.info1,
      videolink1: w.videolink1,
      uniqueurl: w.uniqueurl,
      category: w.category,
      created: iso(w.createdAt),
    })),
    going: dated(await of(workshopGoing)),
    rooms: dated(await of(workshopMembers)),
    room_requests: dated(requests),
    room_videos: dated(shared),
  };
}
