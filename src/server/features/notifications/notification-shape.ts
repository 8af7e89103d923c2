/**
 * A notification row with its sender and referenced objects, shaped as the API's `Notification`.
 * Its text is written from a template marked for translation (`wording`), kept in English and as
 * template and values, and shown in the reader's language: the request's for the bell, the
 * recipient's for a push and in their data download.
 */

import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { NOTIFICATION_CONTEXT, type Notification } from '../../../shared/schemas/notifications';
import { miniPhoto } from '../../../shared/schemas/uploads';
import {
  cookings,
  events,
  labPurchases,
  notifications,
  portfolios,
  publishedLabs,
  shoutouts,
  users,
  workshops,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { translate } from '../../i18n';
import { readerValues } from '../../notify/reader-values';

/** Its text in `locale`; a row from before templates were kept is matched to one by its text. */
export const textIn = (
  { text, template, templateValues }: typeof notifications.$inferSelect,
  locale: Locale,
) =>
  template
    ? translate(locale, template, readerValues(templateValues ?? {}, locale))
    : translate(locale, text);

/**
 * Templates nothing writes any more that rows stored before still name (a workshop's or an event's
 * change, before it said what changed): listed so the extraction keeps them in the catalogs, and
 * those rows still read in their reader's language.
 */
export const RETIRED_TEMPLATES = [
  /*i18n*/ 'The time or venue of {title} changed.',
  /*i18n*/ '{username} changed the time or place of {title}.',
];

/** Notifications joined to what they name; the note is joined so its visibility can be checked. */
export const selectNotifications = (deps: Deps) =>
  deps.db
    .select({
      notification: notifications,
      sender: users.username,
      photo: portfolios.photo,
      noteUuid: cookings.uuid,
      plabUuid: publishedLabs.uuid,
      purchaseUuid: labPurchases.uuid,
      shoutoutUuid: shoutouts.uuid,
      workshopUuid: workshops.uuid,
      eventUuid: events.uuid,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .leftJoin(portfolios, eq(portfolios.userId, notifications.senderId))
    .leftJoin(cookings, eq(cookings.id, notifications.cookingId))
    .leftJoin(publishedLabs, eq(publishedLabs.id, notifications.plabId))
    .leftJoin(labPurchases, eq(labPurchases.id, notifications.purchaseId))
    .leftJoin(shoutouts, eq(shoutouts.id, notifications.shoutoutId))
    .leftJoin(workshops, eq(workshops.id, notifications.workshopId))
    .leftJoin(events, eq(events.id, notifications.eventId))
    .$dynamic();

type SelectedNotification = Awaited<ReturnType<typeof selectNotifications>>[number];

export const toNotification = (row: SelectedNotification, locale: Locale): Notification => ({
  id: row.notification.id,
  sender: row.sender,
  time: row.notification.createdAt.toISOString(),
  text: textIn(row.notification, locale),
  notification_context: row.notification.context,
  notification_type: row.notification.type,
  artist_metadata: { thumb: miniPhoto(row.photo) },
  is_seen: row.notification.isSeen,
  e1t1object: row.shoutoutUuid,
  guestobject: row.eventUuid ? { event: row.eventUuid } : null,
  cookingobject: row.noteUuid,
  plab_created_object: row.notification.context === NOTIFICATION_CONTEXT.publishedLab ? row.plabUuid : null,
  student_plabpayment_object: row.purchaseUuid,
  labroom_comment_object: row.notification.labroomMessageId,
  plab_uuid: row.plabUuid,
  workshopobject: row.workshopUuid,
});
