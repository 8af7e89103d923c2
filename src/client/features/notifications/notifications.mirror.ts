/**
 * Notifications pulled from the API into the mirror (spec 4.4). The first page is fetched on every
 * call (notifications are polled, the 15-minute rule does not apply); Load more follows `next`.
 * Merge rules: the server's row wins, but seen only ever goes one way, so a row seen here stays seen
 * (its seen-mark may still be queued, or on its way while the page was fetched); a row inside a
 * fetched page's id range that the page no longer has is removed.
 */
import { notificationsApi } from '../../../shared/api-paths';
import type { Notification } from '../../../shared/schemas/notifications';
import { ApiError } from '../../lib/api';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { loadMoreMirror, type MirrorList, type PageRange, refreshMirror } from '../../lib/mirror';

async function save(rows: Notification[], range: PageRange): Promise<void> {
  const ids = rows.map((row) => row.id);
  const seenHere = new Set(
    (await db.notifications.bulkGet(ids)).filter((row) => row?.is_seen).map((row) => row?.id),
  );
  await db.notifications
    .where('id')
    .between(range.below, range.above, false, false)
    .filter((row) => !ids.includes(row.id))
    .delete();
  await db.notifications.bulkPut(
    rows.map((row) => ({ ...row, is_seen: row.is_seen || seenHere.has(row.id) })),
  );
}

export const NOTIFICATIONS_LIST = 'notifications';

const list: MirrorList<Notification> = {
  key: NOTIFICATIONS_LIST,
  first: notificationsApi.list,
  tables: () => [db.notifications],
  save,
};

/** Fetches the first page again. Throws ApiError. */
export const refreshNotifications = () => refreshMirror(list, true);

/** Fetches the page after the last one loaded, if there is one. Throws ApiError. */
export const loadMoreNotifications = () => loadMoreMirror(list);

/** A fetch refused with token_not_valid after the refresh failed too: the session is over. */
const sessionEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'token_not_valid';

/** A failed fetch (spec 4.4): token_not_valid ends the session; anything else is only logged. */
export const onFetchFailure = (endSession: () => void) => (error: unknown) => {
  if (sessionEnded(error)) endSession();
  else console.warn('Notifications could not be fetched.', error);
};

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
