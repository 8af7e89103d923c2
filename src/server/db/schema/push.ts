/**
 * Web Push: each device's subscription (one per push endpoint, owned by the user signed in there
 * last), and the deliveries of notifications to them, written in the notification's transaction and
 * drained by the server (features/push/push-delivery.ts). A delivery goes with its notification and
 * with its subscription.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created } from './columns';
import { notifications } from './notifications';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.userId),
  ],
);

/**
 * One push of one notification to one subscription. `dueAt` is when it may be tried next: a server
 * that claims it moves it a lease ahead, so no other server sends it meanwhile.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_deliveries_due').on(t.dueAt)],
);
