/**
 * The shoutouts' part of the data download (account/export-zip.ts): those the user gave, with the uuid
 * of the workshop each names; covers in images/.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, imagePath, iso, usernameOf } from '../../db/download';
import { shoutouts, workshops } from '../../db/schema';
import type { Deps } from '../../deps';

async function shoutoutsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: shoutouts.uuid,
      teacher: usernameOf(shoutouts.teacherId),
      status: shoutouts.status,
      s_teacher_name: shoutouts.teacherName,
      s_teacher_country: shoutouts.teacherCountry,
      s_student_country: shoutouts.studentCountry,
      s_appreciation: shoutouts.appreciation,
      s_learnings: shoutouts.learnings,
      s_location: shoutouts.location,
      s_teacher_video: shoutouts.teacherVideo,
      occured: shoutouts.occurred,
      image: shoutouts.image,
      workshop: workshops.uuid,
      created: shoutouts.createdAt,
    })
    .from(shoutouts)
    .leftJoin(workshops, eq(workshops.id, shoutouts.workshopId))
    .where(eq(shoutouts.userId, userId))
    .orderBy(asc(shoutouts.id));
  return rows.map((row) => ({ ...row, image: imagePath(row.image), created: iso(row.created) }));
}

export const shoutoutsDownload: DownloadSection = {
  file: 'shoutouts.json',
  about: 'shoutouts you gave (their covers are in images/)',
  read: shoutoutsSection,
};
