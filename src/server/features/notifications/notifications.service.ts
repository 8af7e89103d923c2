/**
 * Notifications (platform-shell 2.7 and 4.4): written in the transaction of the action that makes
 * them, and read and marked seen by their recipient only. Nobody is notified of their own action,
 * and a notification about a video note its recipient can no longer see, or from a sender suspended
 * or in a block with them either way, is neither listed nor counted.
 */
import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Notification } from '../../../shared/schemas/notifications';
import { cookings, notifications } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { visibleTo } from '../notes/access';
import { selectNotifications, toNotification } from './notification-shape';

/**
 * What the user may read: addressed to them, not sent by them nor by someone not shown to them, about
 * nothing they cannot see.
 */
const readableBy = (user: Pick<AuthUser, 'id'>) =>
  and(
    eq(notifications.recipientId, user.id),
    or(
      isNull(notifications.senderId),
      and(ne(notifications.senderId, user.id), personShown(user.id, notifications.senderId)),
    ),
    or(isNull(notifications.cookingId), visibleTo(user)),
  );

/** The caller's notifications, newest first; `seen` keeps only seen or unseen ones. */
export async function listNotifications(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  page: Page,
  seen?: boolean,
) {
  const where = and(readableBy(user), seen === undefined ? undefined : eq(notifications.isSeen, seen));
  const bounded = keyset(notifications.id, page, where);
  const [rows, count] = await Promise.all([
    selectNotifications(deps).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      notifications.id,
      deps.db
        .select({ id: notifications.id })
        .from(notifications)
        .leftJoin(cookings, eq(cookings.id, notifications.cookingId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows: rows.map((row) => toNotification(row, locale)), count };
}

/** How many notifications the user may read and has not seen (the app badge of a push). */
export async function unseenCount(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ unseen: count() })
    .from(notifications)
    .leftJoin(cookings, eq(cookings.id, notifications.cookingId))
    .where(and(readableBy({ id: userId }), eq(notifications.isSeen, false)));
  return row?.unseen ?? 0;
}

/**
 * Marks the caller's notification seen; `productOnly` for the onboarding path, which takes only the
 * product's own. Anyone else's, one they may not read, or an unknown id, is 404.
 */
export async function markSeen(
  deps: Deps,
  user: AuthUser,
  id: number,
  locale: Locale,
  productOnly = false,
): Promise<Notification> {
  const [row] = await selectNotifications(deps).where(
    and(eq(notifications.id, id), readableBy(user), productOnly ? isNull(notifications.senderId) : undefined),
  );
  if (!row) throw notFound();
  if (!row.notification.isSeen)
    await deps.db.update(notifications).set({ isSeen: true }).where(eq(notifications.id, id));
  return toNotification({ ...row, notification: { ...row.notification, isSeen: true } }, locale);
}
