/**
 * Notifications pulled from the API into the mirror (spec 4.4). The first page is fetched on every
 * call (notifications are polled, the 15-minute rule does not apply); Load more follows `next`.
 * Merge rules: the server's row wins, except that a seen-mark still queued keeps the row seen; a row
 * inside a fetched page's id range that the page no longer has is removed.
 */
import type { Notification } from '../../../shared/schemas/notification';
import { ApiError } from '../../lib/api';
import { db } from '../../lib/db';
import { loadMoreMirror, type MirrorList, type PageRange, refreshMirror } from '../../lib/mirror';
import { SEEN_KIND } from './notifications.actions';

async function save(rows: Notification[], range: PageRange): Promise<void> {
  const queued = new Set(
    (await db.outbox.where('kind').equals(SEEN_KIND).toArray()).map((entry) => Number(entry.target)),
  );
  const ids = new Set(rows.map((row) => row.id));
  await db.notifications
    .where('id')
    .between(range.below, range.above, false, false)
    .filter((row) => !ids.has(row.id))
    .delete();
  await db.notifications.bulkPut(rows.map((row) => (queued.has(row.id) ? { ...row, is_seen: true } : row)));
}

export const NOTIFICATIONS_LIST = 'notifications';

const list: MirrorList<Notification> = {
  key: NOTIFICATIONS_LIST,
  first: '/notifications/e1t1/',
  tables: () => [db.notifications],
  save,
};

/** Fetches the first page again. Throws ApiError. */
export const refreshNotifications = () => refreshMirror(list, true);

/** Fetches the page after the last one loaded, if there is one. Throws ApiError. */
export const loadMoreNotifications = () => loadMoreMirror(list);

/** A fetch refused with token_not_valid after the refresh failed too: the session is over. */
export const sessionEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'token_not_valid';
