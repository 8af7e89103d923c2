/**
 * A notification row with its sender and referenced objects, shaped as the API's `Notification`.
 * Its text is kept as written, in English from a template marked for translation (`inSource`), and
 * shown in the reader's language: the request's for the bell, the recipient's for a push.
 */
import { eq } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../../shared/locales';
import type { Notification } from '../../../shared/schemas/notifications';
import { cookings, labPurchases, notifications, portfolios, publishedLabs, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { translate } from '../../i18n';
import { miniPhoto } from '../cookings/artists';

/** A notification's text as stored: its English template filled in (translate() finds it again). */
export const inSource = (template: string, values: Record<string, string>) =>
  translate(SOURCE_LOCALE, template, values);

/** The notification with its text in `locale`. */
export const inLanguage = (notification: Notification, locale: Locale): Notification => ({
  ...notification,
  text: translate(locale, notification.text),
});

/** Notifications joined to what they name; the note is joined so its visibility can be checked. */
export const selectNotifications = (deps: Deps) =>
  deps.db
    .select({
      notification: notifications,
      sender: users.username,
      photo: portfolios.photo,
      cookingUuid: cookings.uuid,
      plabUuid: publishedLabs.uuid,
      purchaseUuid: labPurchases.uuid,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .leftJoin(portfolios, eq(portfolios.userId, notifications.senderId))
    .leftJoin(cookings, eq(cookings.id, notifications.cookingId))
    .leftJoin(publishedLabs, eq(publishedLabs.id, notifications.plabId))
    .leftJoin(labPurchases, eq(labPurchases.id, notifications.purchaseId))
    .$dynamic();

type SelectedNotification = Awaited<ReturnType<typeof selectNotifications>>[number];

export const toNotification = (row: SelectedNotification): Notification => ({
  id: row.notification.id,
  sender: row.sender,
  time: row.notification.createdAt.toISOString(),
  text: row.notification.text,
  notification_context: row.notification.context,
  notification_type: row.notification.type,
  artist_metadata: { thumb: miniPhoto(row.photo) },
  is_seen: row.notification.isSeen,
  e1t1object: null,
  guestobject: null,
  cookingobject: row.cookingUuid,
  plab_created_object: null,
  student_plabpayment_object: row.purchaseUuid,
  labroom_comment_object: row.notification.labroomMessageId,
  plab_uuid: row.plabUuid,
});
