/** Shoutouts (each one teach one): a student's credit to the artist who taught them. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner, users } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';
import { workshops } from './workshops';

/**
 * `user_id` is the author (the student); `teacher_id` the tagged artist, null for an artist without
 * a portfolio. A tagged shoutout is 'pending' until its artist approves or declines it; an untagged
 * one is 'approved' from the start. One shoutout per student and tagged artist. It may name the
 * workshop where the teaching was (issue 29: attended when the student was checked in there).
 */
export const shoutouts = pgTable(
  'shoutouts',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull(),
    teacherName: text('teacher_name').notNull(),
    teacherCountry: text('teacher_country').notNull().default(''),
    studentCountry: text('student_country').notNull().default(''),
    appreciation: text('appreciation').notNull().default(''),
    learnings: text('learnings').notNull().default(''),
    location: text('location').notNull().default(''),
    teacherVideo: text('teacher_video').notNull().default(''),
    occurred: date('occurred').notNull(),
    image: text('image').notNull(),
    /** The workshop where the teaching was, if any; forgotten when the workshop goes. */
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [
    check('shoutouts_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    index('shoutouts_user_id').on(t.userId, t.id),
    index('shoutouts_teacher_id').on(t.teacherId, t.id),
    index('shoutouts_status_id').on(t.status, t.id),
    uniqueIndex('shoutouts_student_teacher').on(t.userId, t.teacherId),
  ],
);

const onShoutout = () =>
  integer('shoutout_id')
    .notNull()
    .references(() => shoutouts.id, { onDelete: 'cascade' });

/** Love on a shoutout: one per user. */
export const shoutoutLoves = pgTable(
  'shoutout_loves',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    shoutoutId: onShoutout(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('shoutout_loves_once').on(t.shoutoutId, t.userId),
    index('shoutout_loves_list').on(t.shoutoutId, t.id),
  ],
);

/** Comments on a shoutout, by anyone who may see it. */
export const shoutoutComments = pgTable(
  'shoutout_comments',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    shoutoutId: onShoutout(),
    comment: text('comment').notNull(),
    createdAt: created(),
  },
  (t) => [index('shoutout_comments_list').on(t.shoutoutId, t.id)],
);

/** Personal messages between a shoutout's author and its tagged artist (the spec's chat). */
export const shoutoutMessages = pgTable(
  'shoutout_messages',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    shoutoutId: onShoutout(),
    message: text('message').notNull(),
    createdAt: created(),
  },
  (t) => [index('shoutout_messages_list').on(t.shoutoutId, t.id)],
);
