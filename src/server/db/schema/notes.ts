/** Video notes and what hangs off them: tagged teachers, reactions, comments (lab relations: labs.ts). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LIKE_TYPES } from '../../../shared/schemas/notes';
import { owner, portfolios } from './accounts';
import { created, hiddenColumn, uuidColumn } from './columns';

const mention = (name: string) => integer(name).references(() => portfolios.id, { onDelete: 'set null' });

/**
 * Video notes. access: 1 owner only, 3 owner and the mentioned artist, 5 everyone. No index leads
 * with access: feeds walk the id index (see the visibility predicate in features/notes/access.ts),
 * and without planner statistics (PGlite gathers none) one let a feed plan a bitmap scan and sort
 * of every visible note instead. Each filter a feed takes has an index ending in id, so its page
 * walks that index newest first and stops after one page (features/notes/feeds.service.ts).
 */
export const cookings = pgTable(
  'cookings',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    video: text('video').notNull(),
    lesson: text('lesson').notNull().default(''),
    access: integer('access').notNull(),
    mention1: mention('mention1'),
    mention2: mention('mention2'),
    mention3: mention('mention3'),
    workshop: integer('workshop'),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [
    check('cookings_access', sql`${t.access} in (1, 3, 5)`),
    index('cookings_user_id').on(t.userId, t.id),
    index('cookings_mention1_id').on(t.mention1, t.id),
    index('cookings_mention2_id').on(t.mention2, t.id),
    index('cookings_mention3_id').on(t.mention3, t.id),
  ],
);

/** An artist (portfolio, the spec's "shareidobj") tagged as teacher on a video note. */
export const taggedTeachers = pgTable(
  'tagged_teachers',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    idea: text('idea').notNull().default(''),
    /** The moment of the video the idea asks about, in whole seconds (issue 28). */
    at: integer('at'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('tagged_teachers_pair').on(t.cookingId, t.portfolioId),
    index('tagged_teachers_portfolio_cooking').on(t.portfolioId, t.cookingId),
    check('tagged_teachers_at', sql`${t.at} between 0 and 43200`),
  ],
);

/** Reactions: one per user, note and type (LO like, FI fire, DE head-flash). */
export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    likeType: text('like_type', { enum: LIKE_TYPES }).notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('likes_user_cooking_type').on(t.userId, t.cookingId, t.likeType),
    index('likes_cooking_id').on(t.cookingId, t.id),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    uuid: uuidColumn(),
    cookingId: integer('cooking_id')
      .notNull()
      .references(() => cookings.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** The moment of the video it is pinned to, in whole seconds (issue 28). */
    at: integer('at'),
    createdAt: created(),
    hiddenAt: hiddenColumn(),
  },
  (t) => [
    index('comments_cooking_id').on(t.cookingId, t.id),
    check('comments_at', sql`${t.at} between 0 and 43200`),
  ],
);
