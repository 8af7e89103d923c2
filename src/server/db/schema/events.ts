/** Events (battles, jams, festivals): a poster (upload key of type W), when and where, and their lists. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/**
 * `start_local`/`end_local` are the wall times the organiser typed (yyyy-mm-ddThh:mm) in `time_zone`
 * (IANA); `starts_at`/`ends_at` the instants they name, which lists order and filter by.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    title: text('title').notNull(),
    poster: text('poster').notNull(),
    startLocal: text('start_local').notNull(),
    endLocal: text('end_local').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    venue: text('venue').notNull().default(''),
    country: text('country').notNull(),
    content: text('content').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('events_user_id').on(t.userId, t.id),
    index('events_starts_at').on(t.startsAt, t.id),
    index('events_ends_at').on(t.endsAt),
  ],
);

const onEvent = () =>
  integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

/** Guests: artists the organiser tagged, with their role. One row per event and artist. */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: serial('id').primaryKey(),
    eventId: onEvent(),
    userId: owner(),
    role: text('role').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('event_guests_once').on(t.eventId, t.userId),
    index('event_guests_user').on(t.userId, t.eventId),
  ],
);

/** Sub-events: a named part of the programme, at an optional wall time in the event's zone. */
export const eventSubevents = pgTable(
  'event_subevents',
  {
    id: serial('id').primaryKey(),
    eventId: onEvent(),
    title: text('title').notNull(),
    time: text('time').notNull().default(''),
    info: text('info').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [index('event_subevents_event').on(t.eventId, t.position)],
);

/** Workshops held at the event, by workshop uuid (the workshop may be deleted later: no foreign key). */
export const eventWorkshops = pgTable(
  'event_workshops',
  {
    id: serial('id').primaryKey(),
    eventId: onEvent(),
    workshopUuid: text('workshop_uuid').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('event_workshops_once').on(t.eventId, t.workshopUuid)],
);

/**
 * Battles: a category ("Bboy 1v1") and a style (breaking, popping, all styles), with how it is run
 * (battles.ts holds its entrants and bracket): the format (who makes one side), whether dancers may
 * enter, whether judges score prelims, and whether the semifinal losers battle for third place.
 */
export const eventBattles = pgTable(
  'event_battles',
  {
    id: serial('id').primaryKey(),
    eventId: onEvent(),
    category: text('category').notNull(),
    style: text('style').notNull().default(''),
    position: integer('position').notNull(),
    format: text('format', { enum: ['1v1', '2v2', '3v3', 'crew'] })
      .notNull()
      .default('1v1'),
    entry: text('entry', { enum: ['open', 'closed'] })
      .notNull()
      .default('closed'),
    prelims: boolean('prelims').notNull().default(false),
    thirdPlace: boolean('third_place').notNull().default(false),
  },
  (t) => [
    index('event_battles_event').on(t.eventId, t.position),
    check('event_battles_format', sql`${t.format} in ('1v1', '2v2', '3v3', 'crew')`),
    check('event_battles_entry', sql`${t.entry} in ('open', 'closed')`),
  ],
);

/** "I'm going": one row per event and user. */
export const eventGoing = pgTable(
  'event_going',
  {
    id: serial('id').primaryKey(),
    eventId: onEvent(),
    userId: owner(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('event_going_once').on(t.eventId, t.userId),
    index('event_going_user').on(t.userId, t.id),
  ],
);
