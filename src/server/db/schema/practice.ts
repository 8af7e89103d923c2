/**
 * Practising a video note (issue 28): the sections its author marks on the video, and each viewer's
 * own progress on the notes of a lab. A comment's moment is its `at` (notes.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Section } from '../../../shared/schemas/practice';
import { owner } from './accounts';
import { cookings } from './notes';

const onNote = () =>
  integer('cooking_id')
    .notNull()
    .references(() => cookings.id, { onDelete: 'cascade' });

/** A note's sections, the whole list as its author last wrote it (the later write wins). */
export const noteSections = pgTable('note_sections', {
  cookingId: onNote().primaryKey(),
  sections: jsonb('sections').$type<Section[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A viewer's mark on a note: learning or got it ("none" is no row). */
export const noteProgress = pgTable(
  'note_progress',
  {
    userId: owner(),
    cookingId: onNote(),
    state: text('state', { enum: ['learning', 'got_it'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cookingId] }),
    index('note_progress_cooking_id').on(t.cookingId, t.state),
    check('note_progress_state', sql`${t.state} in ('learning', 'got_it')`),
  ],
);
