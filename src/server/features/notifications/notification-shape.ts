/** A notification row with its sender and referenced objects, shaped as the API's `Notification`. */
import { eq } from 'drizzle-orm';
import type { Notification } from '../../../shared/schemas/notifications';
import { labPurchases, notifications, portfolios, publishedLabs, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { miniPhoto } from '../cookings/artists';

export const selectNotifications = (deps: Deps) =>
  deps.db
    .select({
      notification: notifications,
      sender: users.username,
      photo: portfolios.photo,
      plabUuid: publishedLabs.uuid,
      purchaseUuid: labPurchases.uuid,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.senderId))
    .leftJoin(portfolios, eq(portfolios.userId, notifications.senderId))
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
  cookingobject: null,
  plab_created_object: null,
  student_plabpayment_object: row.purchaseUuid,
  labroom_comment_object: row.notification.labroomMessageId,
  plab_uuid: row.plabUuid,
});
