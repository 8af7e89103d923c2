/** A notification as the API answers it (a mention of a note by bboy.kid), `minutes` ago, for client tests. */
import { NOTIFICATION_CONTEXT, type Notification } from '../../src/shared/schemas/notifications';

let nextId = 0;
export function apiNotification(fields: Partial<Notification> & { minutes?: number } = {}): Notification {
  const { minutes = 1, ...rest } = fields;
  nextId += 1;
  return {
    id: nextId,
    sender: 'bboy.kid',
    time: new Date(Date.now() - minutes * 60_000).toISOString(),
    text: `Notification ${nextId}`,
    notification_context: NOTIFICATION_CONTEXT.post,
    notification_type: 1,
    artist_metadata: { thumb: null },
    is_seen: false,
    e1t1object: null,
    guestobject: null,
    cookingobject: null,
    plab_created_object: null,
    student_plabpayment_object: null,
    labroom_comment_object: null,
    plab_uuid: null,
    workshopobject: null,
    ...rest,
  };
}
