import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { created } from './columns';
import { labPurchases, labroomMessages, publishedLabs } from './labs';

/**
 * Notifications for their recipient (platform-shell 4.4). `context` 1-8 and `type` 1-4 are the
 * spec's codes; the object columns say what a notification is about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    context: integer('context').notNull(),
    type: integer('type').notNull(),
    text: text('text').notNull(),
    plabId: integer('plab_id').references(() => publishedLabs.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => labPurchases.id, { onDelete: 'cascade' }),
    labroomMessageId: integer('labroom_message_id').references(() => labroomMessages.id, {
      onDelete: 'cascade',
    }),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('notifications_recipient').on(t.recipientId, t.id),
    check('notifications_context', sql`${t.context} between 1 and 8`),
    check('notifications_type', sql`${t.type} between 1 and 4`),
  ],
);
