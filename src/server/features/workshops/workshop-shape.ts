/**
 * Workshop rows with their organiser, tagged artist and going count, shaped as the API's `Workshop`.
 * A workshop page is public: every read and list shows the same rows to everyone but for what
 * db/visibility.ts keeps from a viewer (a hidden workshop, a suspended organiser or tagged artist, one
 * in a block with the viewer), and the viewer decides `is_going` and `my_door` (their own door code,
 * never anyone else's); the going and attended counts count those shown.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaUrl, miniPhoto } from '../../../shared/schemas/uploads';
import type { MyDoor, Workshop, WorkshopPerson } from '../../../shared/schemas/workshops';
import { type Author, authorArtist } from '../../db/authors';
import { workshopShownTo } from '../../db/named-workshop';
import { portfolios, users, workshopGoing, workshops } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';

const organisers = alias(users, 'organisers');
const teachers = alias(users, 'teachers');
const teacherPortfolios = alias(portfolios, 'teacher_portfolios');

const goingCount = (viewer: AuthUser | null, attended = false) => sql<number>`(select count(*)::int
  from ${workshopGoing} where ${workshopGoing.workshopId} = ${workshops.id}
  and ${personShown(viewer?.id ?? null, workshopGoing.userId)}
  ${attended ? sql`and ${workshopGoing.attendedAt} is not null` : sql``})`;
/** The viewer's own going row as `MyDoor` (its code is theirs alone), or null. */
const doorOf = (viewer: AuthUser | null): SQL<MyDoor | null> =>
  viewer
    ? sql<MyDoor | null>`(select json_build_object('going', ${workshopGoing.id}, 'code', ${workshopGoing.code},
      'attended', ${workshopGoing.attendedAt} is not null) from ${workshopGoing}
      where ${workshopGoing.workshopId} = ${workshops.id} and ${workshopGoing.userId} = ${viewer.id})`
    : sql<null>`null`;
const goingFor = (viewer: AuthUser | null): SQL<boolean> =>
  viewer
    ? sql<boolean>`exists (select 1 from ${workshopGoing} where ${workshopGoing.workshopId} = ${workshops.id}
      and ${workshopGoing.userId} = ${viewer.id})`
    : sql<boolean>`false`;

/** The workshops `viewer` may see under `where`, joined to their organiser and tagged artist; callers add order and limit. */
export const selectWorkshops = (deps: Deps, viewer: AuthUser | null, where?: SQL) =>
  deps.db
    .select({
      workshop: workshops,
      organiser: organisers.username,
      teacher: teachers.username,
      teacherPhoto: teacherPortfolios.photo,
      goingCount: goingCount(viewer),
      attendedCount: goingCount(viewer, true),
      isGoing: goingFor(viewer),
      myDoor: doorOf(viewer),
    })
    .from(workshops)
    .innerJoin(organisers, eq(organisers.id, workshops.userId))
    .leftJoin(teachers, eq(teachers.id, workshops.teacherId))
    .leftJoin(teacherPortfolios, eq(teacherPortfolios.userId, workshops.teacherId))
    .where(and(workshopShownTo(viewer?.id ?? null), where))
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
    attended_count: row.attendedCount,
    my_door: row.myDoor,
    created: w.createdAt.toISOString(),
    hidden: w.hiddenAt !== null,
  };
};

/** A person in a list (going, members, requests) from their username, portfolio and row. */
export const toPerson = (row: Author & { id: number; createdAt: Date }): WorkshopPerson => ({
  id: row.id,
  ...authorArtist(row),
  created: row.createdAt.toISOString(),
});
