/**
 * Workshop rows with their organiser, tagged artist and going count, shaped as the API's `Workshop`.
 * A workshop page is public, so every read and list shows the same rows to everyone; the viewer only
 * decides `is_going`.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaUrl, miniPhoto } from '../../../shared/schemas/uploads';
import type { Workshop, WorkshopPerson } from '../../../shared/schemas/workshops';
import { type Author, authorArtist } from '../../db/authors';
import { portfolios, users, workshopGoing, workshops } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';

const organisers = alias(users, 'organisers');
const teachers = alias(users, 'teachers');
const teacherPortfolios = alias(portfolios, 'teacher_portfolios');

const goingCount = sql<number>`(select count(*)::int from ${workshopGoing}
  where ${workshopGoing.workshopId} = ${workshops.id})`;
const goingFor = (viewer: AuthUser | null): SQL<boolean> =>
  viewer
    ? sql<boolean>`exists (select 1 from ${workshopGoing} where ${workshopGoing.workshopId} = ${workshops.id}
      and ${workshopGoing.userId} = ${viewer.id})`
    : sql<boolean>`false`;

/** Workshops joined to their organiser and tagged artist; callers add where, order and limit. */
export const selectWorkshops = (deps: Deps, viewer: AuthUser | null) =>
  deps.db
    .select({
      workshop: workshops,
      organiser: organisers.username,
      teacher: teachers.username,
      teacherPhoto: teacherPortfolios.photo,
      goingCount,
      isGoing: goingFor(viewer),
    })
    .from(workshops)
    .innerJoin(organisers, eq(organisers.id, workshops.userId))
    .leftJoin(teachers, eq(teachers.id, workshops.teacherId))
    .leftJoin(teacherPortfolios, eq(teacherPortfolios.userId, workshops.teacherId))
    .$dynamic();

export type WorkshopRow = Awaited<ReturnType<typeof selectWorkshops>>[number];

/** What the organiser wrote of a workshop, as the API names it: the reads and the data download share it. */
export const workshopDetails = (w: typeof workshops.$inferSelect) => ({
  title: w.title,
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
  videolink1: w.videolink1,
  country1: w.country1,
  info1: w.info1,
  uniqueurl: w.uniqueurl,
  category: w.category,
});

export const toWorkshop = (row: WorkshopRow): Workshop => {
  const w = row.workshop;
  return {
    id: w.id,
    uuid: w.uuid,
    username: row.organiser,
    ...workshopDetails(w),
    poster: mediaUrl('medium', w.poster),
    poster_mini: mediaUrl('mini', w.poster),
    starts_at: w.startsAt.toISOString(),
    ends_at: w.endsAt?.toISOString() ?? null,
    photo1: miniPhoto(row.teacherPhoto),
    event: w.event,
    teacher1: row.teacher ?? '',
    going_count: row.goingCount,
    is_going: row.isGoing,
    created: w.createdAt.toISOString(),
  };
};

/** A person in a list (going, members, requests) from their username, portfolio and row. */
export const toPerson = (row: Author & { id: number; createdAt: Date }): WorkshopPerson => ({
  id: row.id,
  ...authorArtist(row),
  created: row.createdAt.toISOString(),
});
