/**
 * Shoutout rows with their two artists and the workshop they name, shaped as the API's `Shoutout`, and
 * who may see one.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Shoutout, ShoutoutArtist } from '../../../shared/schemas/shoutouts';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { authorArtist } from '../../db/authors';
import { namedWorkshopColumns, namedWorkshopJoin, toNamedWorkshop } from '../../db/named-workshop';
import { portfolios, shoutouts, users, workshops } from '../../db/schema';
import { taggedRowShown } from '../../db/visibility';
import type { Deps } from '../../deps';

const students = alias(users, 'students');
const studentPortfolios = alias(portfolios, 'student_portfolios');
const teachers = alias(users, 'teachers');
const teacherPortfolios = alias(portfolios, 'teacher_portfolios');

/**
 * Who may see a shoutout: everyone once approved (or untagged); while pending or declined, only its
 * author and its tagged artist. Beyond that (db/visibility.ts), only its author sees it when it is
 * hidden, or when its author or tagged artist is suspended or has a block with the viewer. Every read
 * and list goes through it.
 */
export const shoutoutVisibleTo = (viewerId: number | undefined): SQL =>
  and(
    viewerId === undefined
      ? eq(shoutouts.status, 'approved')
      : or(
          eq(shoutouts.status, 'approved'),
          eq(shoutouts.userId, viewerId),
          eq(shoutouts.teacherId, viewerId),
        ),
    taggedRowShown(viewerId ?? null, shoutouts.userId, shoutouts.hiddenAt, shoutouts.teacherId),
  ) as SQL;

/**
 * Shoutouts joined to their author, tagged artist and the workshop they name (none when it is hidden
 * from the viewer), filtered by `where` and who may see them.
 */
export const selectShoutouts = (deps: Deps, viewerId: number | undefined, where?: SQL) =>
  deps.db
    .select({
      shoutout: shoutouts,
      student: students.username,
      studentPortfolio: studentPortfolios.id,
      studentName: studentPortfolios.artistName,
      studentPhoto: studentPortfolios.photo,
      teacher: teachers.username,
      teacherPortfolio: teacherPortfolios.id,
      teacherName: teacherPortfolios.artistName,
      teacherPhoto: teacherPortfolios.photo,
      workshop: namedWorkshopColumns(shoutouts.userId),
    })
    .from(shoutouts)
    .innerJoin(students, eq(students.id, shoutouts.userId))
    .leftJoin(studentPortfolios, eq(studentPortfolios.userId, shoutouts.userId))
    .leftJoin(teachers, eq(teachers.id, shoutouts.teacherId))
    .leftJoin(teacherPortfolios, eq(teacherPortfolios.userId, shoutouts.teacherId))
    .leftJoin(workshops, namedWorkshopJoin(shoutouts.workshopId, viewerId ?? null))
    .where(and(shoutoutVisibleTo(viewerId), where))
    .$dynamic();

export type ShoutoutRow = Awaited<ReturnType<typeof selectShoutouts>>[number];

const artist = (
  id: number | null,
  username: string,
  name: string | null,
  photo: string | null,
): ShoutoutArtist => ({ id, ...authorArtist({ username, name, photo }) });

export const toShoutout = (row: ShoutoutRow): Shoutout => {
  const s = row.shoutout;
  return {
    id: s.id,
    uuid: s.uuid,
    username: row.student,
    student: artist(row.studentPortfolio, row.student, row.studentName, row.studentPhoto),
    teacher: row.teacher
      ? artist(row.teacherPortfolio, row.teacher, row.teacherName, row.teacherPhoto)
      : null,
    status: s.status,
    s_teacher_name: s.teacherName,
    s_teacher_country: s.teacherCountry,
    s_student_country: s.studentCountry,
    s_appreciation: s.appreciation,
    s_learnings: s.learnings,
    s_location: s.location,
    s_teacher_video: s.teacherVideo,
    occured: s.occurred,
    image: mediaUrl('medium', s.image),
    image_mini: mediaUrl('mini', s.image),
    s_photo: mediaUrl('mini', s.image),
    created: s.createdAt.toISOString(),
    workshop: toNamedWorkshop(row.workshop),
    hidden: s.hiddenAt !== null,
  };
};
