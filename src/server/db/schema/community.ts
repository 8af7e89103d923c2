/** Blocks, mutes, reports and what moderators did about them (features/blocks, reports, moderation). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_TARGETS } from '../../../shared/schemas/reports';
import { users } from './accounts';
import { created } from './columns';

const user = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One user keeping another away, never oneself: either way round, neither sees nor reaches the other
 * (db/visibility.ts). Looked up from both sides.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: user('blocker_id'),
    blockedId: user('blocked_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('blocks_pair').on(t.blockerId, t.blockedId),
    index('blocks_blocked_id').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** One user no longer seeing another's notes and comments in their feeds; the other is not told. */
export const mutes = pgTable(
  'mutes',
  {
    id: serial('id').primaryKey(),
    muterId: user('muter_id'),
    mutedId: user('muted_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('mutes_pair').on(t.muterId, t.mutedId),
    check('mutes_not_self', sql`${t.muterId} <> ${t.mutedId}`),
  ],
);

/**
 * What a moderator did about the reports of one target: dismissed them, hid the content, suspended
 * its author, or lifted a suspension. Kept when the moderator's account goes (the record stays).
 */
export const moderationActions = pgTable('moderation_actions', {
  id: serial('id').primaryKey(),
  moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action', { enum: ['dismiss', 'hide', 'suspend', 'lift'] }).notNull(),
  targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
  /** The target's uuid, id or username, as reports name it. */
  targetKey: text('target_key').notNull(),
  /** The account the target belongs to (the suspended one, for a suspension). */
  targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
});

/**
 * A user's report of one target (one per reporter and target), open until a moderator acts on the
 * target's reports (`actionId`).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: user('reporter_id'),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetKey: text('target_key').notNull(),
    /** Who the target belongs to; their reports go with them. */
    targetUserId: user('target_user_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    text: text('text').notNull().default(''),
    actionId: integer('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('reports_once').on(t.reporterId, t.targetType, t.targetKey),
    index('reports_open').on(t.targetType, t.targetKey).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A new account's writes of one kind in a fixed window (http/write-limits.ts): one row per user, kind
 * and window length, counted up and started again when its window has passed.
 */
export const writeCounts = pgTable(
  'write_counts',
  {
    userId: user('user_id'),
    kind: text('kind').notNull(),
    /** The window's length in seconds (a minute, a day). */
    span: integer('span').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.span] })],
);
