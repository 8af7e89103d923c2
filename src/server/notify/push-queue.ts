/**
 * The durable queue of pushes (DESIGN 5b): every place that makes notifications calls
 * `enqueuePushes` in the same transaction, which writes one delivery per notification and device of
 * its recipient and NOTIFYs the drainer, which PostgreSQL (and PGlite) do only once that commits.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, pushDeliveries, pushSubscriptions } from '../db/schema';

export const PUSH_CHANNEL = 'push_deliveries';

/** Queues a push of each notification to each of its recipient's subscribed devices. */
export async function enqueuePushes(db: Db, notificationIds: number[]): Promise<void> {
  if (notificationIds.length === 0) return;
  const queued = await db
    .select({ notificationId: notifications.id, subscriptionId: pushSubscriptions.id })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.recipientId))
    .where(inArray(notifications.id, notificationIds));
  if (queued.length === 0) return;
  await db.insert(pushDeliveries).values(queued);
  await db.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
}
