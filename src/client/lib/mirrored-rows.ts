/**
 * The mirrored lists screens read: pages pulled from the API merged into their mirror table, one
 * list object per key, and the hook that shows a list live from Dexie with Load More and Refresh.
 * Merge rules: pages merge by uuid; a row with a queued write keeps its local state until the write
 * is confirmed; a synced row inside a fetched page's id range that the page no longer has is removed
 * (deleted on the server, or no longer visible to this user).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../shared/constants';
import { db } from './db';
import { useLiveQuery } from './live-query';
import { loadMoreMirror, type MirrorList, type PageRange, refreshMirror, toRow } from './mirror';
import { useRemoteCall } from './use-remote-call';
import { useRevalidate } from './use-revalidate';

type Row = { uuid: string; id?: number; deleted?: 1 };
type MirrorName = 'cookings' | 'labs' | 'comments' | 'shoutouts' | 'journeys' | 'labChat' | 'shoutoutReplies';

export const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const visible = <T extends Row>(row: T) => !row.deleted;

/** Uuids of rows with a queued write: the local state wins over the server's until it is confirmed. */
export const queuedTargets = async () =>
  new Set(
    (await db.outbox.toArray()).flatMap((entry) => [
      entry.target,
      ...entry.undo.map((touched) => touched.uuid),
    ]),
  );

/** Puts a page into a table and drops synced rows of the list that the page's id range no longer has. */
export async function mergePage(
  name: MirrorName,
  answers: { id: number; uuid: string }[],
  range: PageRange,
  belongs: (row: Record<string, unknown>) => boolean,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const table = db.table<Record<string, unknown>, string>(name);
  const queued = await queuedTargets();
  const ids = new Set(answers.map((a) => a.id));
  await table
    .where('id')
    .between(range.below, range.above, false, false)
    .filter((row) => belongs(row) && !ids.has(row.id as number) && !queued.has(row.uuid as string))
    .delete();
  const fresh = answers.filter((a) => !queued.has(a.uuid));
  // The same object may sit under another uuid only if it was mirrored before; drop that copy.
  await table
    .where('id')
    .anyOf(fresh.map((a) => a.id))
    .filter((row) => !fresh.some((a) => a.id === row.id && a.uuid === row.uuid))
    .delete();
  await table.bulkPut(fresh.map((a) => toRow(name, a as never, extra)));
}

const lists = new Map<string, MirrorList<unknown>>();
/** One MirrorList object per key, so hooks can depend on it. */
export function cached<T>(key: string, make: () => MirrorList<T>): MirrorList<T> {
  const list = lists.get(key) ?? (make() as MirrorList<unknown>);
  lists.set(key, list);
  return list as MirrorList<T>;
}

/**
 * A mirrored list for a screen: rows live from Dexie (`limit` at a time), fetched again on every
 * opening when `always` (feeds: a list seen before shows at once and is revalidated under it) or else
 * by the 15-minute rule, on demand (`refresh`), and paged (`loadMore` shows more and fetches the next
 * page). Rows that arrive above those shown add to them, so none drops off under the reader.
 */
export function useMirroredRows<T extends { uuid: string }>(
  list: MirrorList<never> | null,
  read: (limit: number) => Promise<T[]>,
  always: boolean,
) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const call = useRemoteCall(list !== null);
  const { run } = call;
  useRevalidate(
    useCallback(
      (online: boolean) => {
        if (!list) return;
        run(async () => {
          // Offline, what the mirror holds shows quietly; the list is fetched when the connection returns.
          if (!online && (await read(1)).length > 0) return;
          await refreshMirror(list, always && online);
        });
      },
      [list, run, always, read],
    ),
  );
  // One page more than shown, so rows arriving on top do not push the last shown one out of the read.
  const rows = useLiveQuery(() => read(limit + PAGE_SIZE + 1), [read, limit]);
  const lastShown = useRef<{ read: typeof read; uuid?: string }>({ read });
  const kept =
    rows && lastShown.current.read === read
      ? rows.findIndex((row) => row.uuid === lastShown.current.uuid) + 1
      : 0;
  const shown = Math.max(limit, kept);
  const visibleRows = rows?.slice(0, shown);
  useEffect(() => {
    lastShown.current = { read, uuid: visibleRows?.at(-1)?.uuid };
    if (shown > limit) setLimit(shown);
  });
  const meta = useLiveQuery(async () => (list ? ((await db.lists.get(list.key)) ?? null) : null), [list]);
  return {
    rows: visibleRows,
    pending: call.pending,
    error: call.error,
    retry: call.retry,
    hasMore: Boolean(rows && rows.length > shown) || Boolean(meta?.next),
    refresh: () => {
      if (list) run(() => refreshMirror(list, true));
    },
    loadMore: () => {
      setLimit((before) => before + PAGE_SIZE);
      if (list && meta?.next) run(() => loadMoreMirror(list));
    },
  };
}
