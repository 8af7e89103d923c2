/** Uploaded images (posters, covers, photos): their keys, owners and state. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { created } from './columns';

/**
 * Image uploads: pending from presign until complete, then ready. `bytes` is the original received
 * by the local store (S3 receives it directly). The partial index serves the per-user cap on pending
 * uploads and the sweep of expired ones while holding pending rows only.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    bytes: integer('bytes').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('uploads_pending').on(t.userId, t.createdAt).where(sql`${t.status} = 'pending'`)],
);
