/** The bell's lists read from the mirror: New (unseen) and Earlier (seen), newest first, own ones left out. */

import type { Notification } from '../../../shared/schemas/notifications';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { NOTIFICATIONS_LIST } from './notifications.remote';

export type NotificationLists = { fresh: Notification[]; earlier: Notification[]; more: boolean };

const EMPTY: NotificationLists = { fresh: [], earlier: [], more: false };

/** The signed-in user's notifications, split by seen; `more` when a further page can be loaded. */
export function useNotificationLists(me: string): NotificationLists {
  return (
    useLiveQuery(async () => {
      const rows = await db.notifications.orderBy('time').reverse().toArray();
      const others = rows.filter((row) => row.sender?.toLowerCase() !== me.toLowerCase());
      const meta = await db.lists.get(NOTIFICATIONS_LIST);
      return {
        fresh: others.filter((row) => !row.is_seen),
        earlier: others.filter((row) => row.is_seen),
        more: Boolean(meta?.next),
      };
    }, [me]) ?? EMPTY
  );
}
