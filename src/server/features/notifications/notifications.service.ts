/**
 * Notifications (platform-shell 2.7 and 4.4): written in the transaction of the action that makes
 * them, and read and marked seen by their recipient only. Nobody is notified of their own action.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Notification } from '../../../shared/schemas/notifications';
import { notifications } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { selectNotifications, toNotification } from './notification-shape';

export type NewNotification = {
  recipientId: number;
  senderId: number;
  context: number;
  type: number;
  text: string;
  plabId?: number;
  purchaseId?: number;
  labroomMessageId?: number;
};

/** Stores the notifications, leaving out any addressed to their own sender. */
export async function notify(deps: Deps, ...made: NewNotification[]): Promise<void> {
  const rows = made.filter((n) => n.recipientId !== n.senderId);
  if (rows.length > 0) await deps.db.insert(notifications).values(rows);
}

/** The caller's notifications (never ones they sent), newest first; `seen` keeps only seen or unseen ones. */
export async function listNotifications(deps: Deps, user: AuthUser, page: Page, seen?: boolean) {
  const where = and(
    eq(notifications.recipientId, user.id),
    ne(notifications.senderId, user.id),
    seen === undefined ? undefined : eq(notifications.isSeen, seen),
  );
  const bounded = keyset(notifications.id, page, where);
  const [rows, count] = await Promise.all([
    selectNotifications(deps).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      notifications.id,
      deps.db.select({ id: notifications.id }).from(notifications).where(where).$dynamic(),
    ),
  ]);
  return { rows: rows.map(toNotification), count };
}

/** Marks the caller's notification seen; anyone else's, or an unknown id, is 404. */
export async function markSeen(deps: Deps, user: AuthUser, id: number): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.recipientId, user.id));
  const [updated] = await deps.db
    .update(notifications)
    .set({ isSeen: true })
    .where(mine)
    .returning({ id: notifications.id });
  if (!updated) throw notFound();
  const [row] = await selectNotifications(deps).where(eq(notifications.id, updated.id));
  if (!row) throw notFound();
  return toNotification(row);
}
