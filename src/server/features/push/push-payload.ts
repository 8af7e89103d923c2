/**
 * What a push says: the notification as the bell shows it (its text already made in the
 * recipient's language), the app's icon and badge, the sender's photo, where a click leads, and the
 * recipient's unseen count for the app badge.
 */
import { PRODUCT_NAME } from '../../../shared/constants';
import type { PushPayload } from '../../../shared/push';
import { type Notification, notificationTarget } from '../../../shared/schemas/notifications';

export const PUSH_ICON = '/icons/icon-192.png';
export const PUSH_BADGE = '/icons/badge-96.png';

export const pushPayload = (notification: Notification, recipient: { unseen: number }): PushPayload => ({
  title: PRODUCT_NAME,
  body: notification.text,
  icon: PUSH_ICON,
  badge: PUSH_BADGE,
  image: notification.artist_metadata.thumb,
  url: notificationTarget(notification) ?? '/',
  unseen: recipient.unseen,
  tag: `notification-${notification.id}`,
});
