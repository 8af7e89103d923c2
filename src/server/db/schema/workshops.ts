/** Workshops: the page an artist puts up, who is going, and its room (token, requests, members, videos). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owner, users } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';
import { cookings } from './notes';

/**
 * `user_id` is the organiser; `teacher_id` the tagged artist (teacher1), null when untagged. The
 * wall-clock start (`start_date`, `start_time`) and end (`end_time`) are in `timezone` (IANA);
 * `starts_at` and `ends_at` are the same moments as instants, which lists sort and filter by.
 * `event` names an event (the events feature's id) as the spec's field; `poster` is an upload key.
 */
export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    title: text('title').notNull(),
    poster: text('poster').notNull(),
    startDate: date('start_date').notNull(),
    startTime: text('start_time').notNull().default(''),
    endTime: text('end_time').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    datetime: text('datetime').notNull().default(''),
    country: text('country').notNull(),
    venue: text('venue').notNull().default(''),
    content: text('content').notNull().default(''),
    iglink: text('iglink').notNull().default(''),
    videolink: text('videolink').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    name1: text('name1').notNull().default(''),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    country1: text('country1').notNull().default(''),
    info1: text('info1').notNull().default(''),
    videolink1: text('videolink1').notNull().default(''),
    event: integer('event'),
    uniqueurl: text('uniqueurl').notNull(),
    category: integer('category').notNull().default(1),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [
    index('workshops_starts_at').on(t.startsAt, t.id),
    index('workshops_user_id').on(t.userId, t.id),
    index('workshops_teacher_id').on(t.teacherId, t.id),
  ],
);

const onWorkshop = () =>
  integer('workshop_id')
    .notNull()
    .references(() => workshops.id, { onDelete: 'cascade' });

/**
 * Who said they are going: once per user and workshop. `code` is the secret the goer's QR code carries
 * to the door; `attended_at` when the organiser checked them in there.
 */
export const workshopGoing = pgTable(
  'workshop_going',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    workshopId: onWorkshop(),
    code: text('code').notNull(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('workshop_going_once').on(t.workshopId, t.userId),
    index('workshop_going_user').on(t.userId, t.id),
  ],
);

/** The room's token, made by the organiser; one per workshop, never part of the workshop's read shape. */
export const workshopTokens = pgTable('workshop_tokens', {
  id: serial('id').primaryKey(),
  workshopId: onWorkshop().unique(),
  token: text('token').notNull(),
  createdAt: created(),
});

/** A dancer's request to enter a room; the organiser approves or refuses it. One per dancer and workshop. */
export const workshopRequests = pgTable(
  'workshop_requests',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    workshopId: onWorkshop(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    createdAt: created(),
  },
  (t) => [
    check('workshop_requests_status', sql`${t.status} in ('pending', 'approved', 'refused')`),
    uniqueIndex('workshop_requests_once').on(t.workshopId, t.userId),
    index('workshop_requests_list').on(t.workshopId, t.id),
  ],
);

/** Dancers in a room, let in by the token or an approved request. */
export const workshopMembers = pgTable(
  'workshop_members',
  { id: serial('id').primaryKey(), userId: owner(), workshopId: onWorkshop(), createdAt: created() },
  (t) => [
    uniqueIndex('workshop_members_once').on(t.workshopId, t.userId),
    index('workshop_members_user').on(t.userId, t.id),
  ],
);

/** Video notes shared into a room by the one who may (the organiser, the tagged artist, a member). */
export const workshopVideos = pgTable(
  'workshop_videos',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    workshopId: onWorkshop(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('workshop_videos_once').on(t.workshopId, t.cookingId),
    index('workshop_videos_list').on(t.workshopId, t.id),
  ],
);
