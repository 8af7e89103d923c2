/** Column helpers the table files share (the owner column is beside `users`, in accounts.ts). */
import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A client-made (or server-made) uuid: the row's address before and after it reaches the server. */
export const uuidColumn = () =>
  text('uuid')
    .notNull()
    .unique()
    .$defaultFn(() => randomUUID());

/**
 * When a moderator hid the row (features/moderation): hidden from everyone but its author until a
 * moderator brings it back (db/visibility.ts).
 */
export const hiddenColumn = () => timestamp('hidden_at', { withTimezone: true });
