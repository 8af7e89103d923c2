/**
 * The notifications' part of the data download (account/export-zip.ts): those received, worded in
 * the user's language as the bell and pushes word them.
 */
import { asc, eq } from 'drizzle-orm';
import { SOURCE_LOCALE } from '../../../shared/locales';
import { type DownloadSection, iso, usernameOf } from '../../db/download';
import { notifications, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { textIn } from './notification-shape';

/** The notifications received, their text in the user's language, as the bell and pushes write it. */
async function notificationsSection(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const rows = await deps.db
    .select({ notification: notifications, sender: usernameOf(notifications.senderId) })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.id));
  return rows.map(({ notification, sender }) => ({
    text: textIn(notification, user?.language ?? SOURCE_LOCALE),
    context: notification.context,
    type: notification.type,
    sender,
    is_seen: notification.isSeen,
    created: iso(notification.createdAt),
  }));
}

export const notificationsDownload: DownloadSection = {
  file: 'notifications.json',
  about: 'notifications you received',
  read: notificationsSection,
};
