import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { created } from './columns';
import { events } from './events';
import { cookings } from './notes';
import { labPurchases, labroomMessages, publishedLabs } from './published-labs';
import { shoutouts } from './shoutouts';
import { workshops } from './workshops';

/**
 * Notifications for their recipient (platform-shell 4.4). `context` 1-8 and `type` 1-4 are the
 * spec's codes, contexts 9-10 and types 5-10 ours (NOTIFICATION_CONTEXT and NOTIFICATION_TYPE in
 * src/shared/schemas/notifications.ts, with the table of types); the object columns say what a
 * notification is about. A notification without a sender is the product's own (the welcome), and
 * has no context or type. A video note's notifications are one per note, sender, recipient and type,
 * and go with the note. `text` is the English sentence (kept for the export); `template` and
 * `template_values` make it again in the reader's language (rows written before them have none, and
 * their text is matched to a template).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    context: integer('context'),
    type: integer('type'),
    text: text('text').notNull(),
    template: text('template'),
    templateValues: jsonb('template_values').$type<Record<string, string>>(),
    cookingId: integer('cooking_id').references(() => cookings.id, {
      onDelete: 'cascade',
    }),
    plabId: integer('plab_id').references(() => publishedLabs.id, {
      onDelete: 'cascade',
    }),
    purchaseId: integer('purchase_id').references(() => labPurchases.id, {
      onDelete: 'cascade',
    }),
    labroomMessageId: integer('labroom_message_id').references(() => labroomMessages.id, {
      onDelete: 'cascade',
    }),
    shoutoutId: integer('shoutout_id').references(() => shoutouts.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('notifications_recipient').on(t.recipientId, t.id),
    uniqueIndex('notifications_cooking_once')
      .on(t.cookingId, t.recipientId, t.senderId, t.type)
      .where(sql`${t.cookingId} is not null`),
    // A shoutout's tag, approval, love and comment notifications are once per sender and recipient;
    // its personal messages (context 4) each tell the other one.
    uniqueIndex('notifications_shoutout_once')
      .on(t.shoutoutId, t.recipientId, t.senderId, t.type)
      .where(sql`${t.shoutoutId} is not null and ${t.context} = 1`),
    index('notifications_event').on(t.eventId),
    // The organiser's "going" notification of the day is looked up by its workshop (going.ts).
    index('notifications_workshop').on(t.workshopId),
    check('notifications_context', sql`${t.context} between 1 and 11`),
    check('notifications_type', sql`${t.type} between 1 and 13`),
    check(
      'notifications_product',
      sql`case when ${t.context} = 11 then ${t.senderId} is null else (${t.senderId} is null) = (${t.context} is null and ${t.type} is null) end`,
    ),
  ],
);
