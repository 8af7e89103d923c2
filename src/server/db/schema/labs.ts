/** Personal labs and the video notes in them. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created, uuidColumn } from './columns';
import { cookings } from './notes';

/** Personal labs (playlists of the owner's video notes). */
export const techniques = pgTable(
  'techniques',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    name: text('name').notNull(),
    about: text('about').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('techniques_user_id').on(t.userId, t.id)],
);

/** A video note in a lab. */
export const ctRelations = pgTable(
  'ct_relations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    techniqueId: integer('technique_id')
      .notNull()
      .references(() => techniques.id, { onDelete: 'cascade' }),
    /** Shown in the lab's published version (set by the publish form's bulk update). */
    publish: boolean('publish').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('ct_relations_pair').on(t.cookingId, t.techniqueId),
    index('ct_relations_technique_id').on(t.techniqueId, t.id),
  ],
);
