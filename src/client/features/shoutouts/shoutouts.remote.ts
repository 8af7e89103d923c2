/**
 * Shoutouts pulled from the API into the mirror's `shoutouts` table, and the hooks screens read them
 * with: the recent list (/e1t1), an artist's teachers (the shoutouts they gave) and students (those
 * that tag them), and one shoutout. Lists and a shoutout are fetched again by the 15-minute rule
 * (lib/freshness.ts) or on Refresh; offline, what the mirror holds shows.
 */
import { useCallback, useMemo } from 'react';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Shoutout } from '../../../shared/schemas/shoutouts';
import { ApiError, api } from '../../lib/api';
import { db, type ShoutoutRow } from '../../lib/db';
import { isStale } from '../../lib/freshness';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { cached, mergePage, queuedTargets, same, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

/** `recent`: every shoutout the user may see; `teachers:` / `students:` an artist's given / received. */
export type ShoutoutListKey = 'recent' | `teachers:${string}` | `students:${string}`;

export const SHARING = '/e1t1/sharing/';
const newestFirst = (a: ShoutoutRow, b: ShoutoutRow) => b.created.localeCompare(a.created);

type Spec = {
  first: string;
  belongs: (row: ShoutoutRow) => boolean;
  read: (limit: number) => Promise<ShoutoutRow[]>;
};

function listSpec(key: ShoutoutListKey): Spec {
  if (key === 'recent')
    return {
      first: `${SHARING}?page_size=${PAGE_SIZE}`,
      belongs: () => true,
      read: (limit) => db.shoutouts.orderBy('created').reverse().filter(visible).limit(limit).toArray(),
    };
  const [side, name = ''] = key.split(/:(.*)/s) as ['teachers' | 'students', string];
  const index = side === 'teachers' ? 'username' : 'teacherUsername';
  return {
    first: `${SHARING}list/${side}/?username=${encodeURIComponent(name)}&page_size=${PAGE_SIZE}`,
    belongs: (row) => same((side === 'teachers' ? row.username : row.teacherUsername) ?? '', name),
    read: async (limit) =>
      (await db.shoutouts.where(index).equalsIgnoreCase(name).toArray())
        .filter(visible)
        .sort(newestFirst)
        .slice(0, limit),
  };
}

export const shoutoutList = (key: ShoutoutListKey) =>
  cached<Shoutout>(`shoutouts:${key}`, () => {
    const spec = listSpec(key);
    return {
      key: `shoutouts:${key}`,
      first: spec.first,
      tables: () => [db.shoutouts],
      save: (rows, range) => mergePage('shoutouts', rows, range, (row) => spec.belongs(row as ShoutoutRow)),
    };
  });

/** A list of shoutouts, newest first, with Load More and Refresh. */
export function useShoutoutList(key: ShoutoutListKey) {
  const read = useMemo(() => listSpec(key).read, [key]);
  return useMirroredRows<ShoutoutRow>(shoutoutList(key), read, false);
}

/** Puts the server's copy of a shoutout into the mirror. */
export const saveShoutout = (shoutout: Shoutout) =>
  db.shoutouts.put(toRow('shoutouts', shoutout as never) as ShoutoutRow);

/**
 * Fetches one shoutout into the mirror when it is missing or older than the 15-minute rule allows
 * (or `force`); a 404 (withdrawn, or not the user's to see) removes a synced copy without queued writes.
 */
export async function fetchShoutout(uuid: string, force = false): Promise<void> {
  const key = `shoutout:${uuid}`;
  const [meta, row] = await Promise.all([db.lists.get(key), db.shoutouts.get(uuid)]);
  if (row && !isStale(meta, Date.now(), force)) return;
  if ((await queuedTargets()).has(uuid)) return;
  try {
    const answer = await api<Shoutout>(`${SHARING}${uuid}/`);
    await db.transaction('rw', db.shoutouts, db.lists, db.outbox, async () => {
      if ((await queuedTargets()).has(uuid)) return;
      await saveShoutout(answer);
      await db.lists.put({ key, fetchedAt: Date.now(), next: null, count: 1 });
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await db.transaction('rw', db.shoutouts, db.lists, db.outbox, async () => {
      await db.lists.delete(key);
      if (!(await queuedTargets()).has(uuid)) await db.shoutouts.delete(uuid);
    });
  }
}

/** One shoutout, live; `row` is null when it does not exist for this user. */
export function useShoutoutSync(uuid: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(
      (online: boolean) =>
        run(async () => {
          if (online || !(await db.shoutouts.get(uuid))) await fetchShoutout(uuid);
        }),
      [uuid, run],
    ),
  );
  const row = useLiveQuery(async () => {
    const found = await db.shoutouts.get(uuid);
    return found && visible(found) ? found : null;
  }, [uuid]);
  return {
    row: row === null && call.pending ? undefined : row,
    error: call.error,
    retry: call.retry,
    refresh: () => run(() => fetchShoutout(uuid, true)),
  };
}
