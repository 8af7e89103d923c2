/**
 * Where a click on a notification leads: the first steps for the product's welcome, the purchased
 * lab, the video note, or nowhere (null).
 */
import {
  NOTIFICATION_CONTEXT as C,
  fromProduct,
  type Notification,
} from '../../../shared/schemas/notifications';

const FIRST_STEPS = '/onboarding';

export function notificationTarget(n: Notification): string | null {
  if (fromProduct(n)) return FIRST_STEPS;
  const lab = n.notification_context === C.joinedLab || n.notification_context === C.labComment;
  if (lab && n.plab_uuid) return `/mypurchasedlabs/${n.plab_uuid}`;
  const video = n.notification_context === C.video || n.notification_context === C.taggedVideo;
  if (video && n.cookingobject) return `/whatiscooking/${n.cookingobject}`;
  return null;
}
