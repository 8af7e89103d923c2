/** Where a click on a notification leads: the purchased lab, the video note, or nowhere (null). */
import { NOTIFICATION_CONTEXT as C, type Notification } from '../../../shared/schemas/notifications';

export function notificationTarget(n: Notification): string | null {
  const lab = n.notification_context === C.joinedLab || n.notification_context === C.labComment;
  if (lab && n.plab_uuid) return `/mypurchasedlabs/${n.plab_uuid}`;
  const video = n.notification_context === C.video || n.notification_context === C.taggedVideo;
  if (video && n.cookingobject) return `/whatiscooking/${n.cookingobject}`;
  return null;
}
