/** Journeys: a dancer's reflections, with up to three photos (upload keys of type J). */
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';
import { events } from './events';
import { workshops } from './workshops';

/**
 * A private journey is its author's alone; a highlight is one they show first on their portfolio; it
 * may name the event it was at and the workshop it was at (issue 29: a workshop the author was checked
 * in at shows as attended).
 */
export const journeys = pgTable(
  'journeys',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    occurred: date('occurred').notNull(),
    photo1: text('photo1').notNull(),
    photo2: text('photo2').notNull().default(''),
    photo3: text('photo3').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    link: text('link').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    isHighlight: boolean('is_highlight').notNull().default(false),
    /** The event the journey was at (the spec's `event`), if any; forgotten when the event goes. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The workshop the journey was at, if any; forgotten when the workshop goes. */
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'set null' }),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [index('journeys_user_id').on(t.userId, t.id), index('journeys_public_id').on(t.isPrivate, t.id)],
);
