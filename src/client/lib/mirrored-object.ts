/**
 * One mirrored object a screen shows (a shoutout, a journey, an event, a workshop): fetched from its
 * read path into its table, read live from there. While a queued write changes it, the local copy
 * wins over the server's answer; a 404 (deleted, or not this user's to see) removes a copy that has no
 * queued write. With `freshKey` it is fetched only when missing or by the 15-minute rule.
 */
import { useCallback } from 'react';
import { ApiError, api } from './api';
import { db } from './db';
import { isStale } from './freshness';
import { useLiveQuery } from './live-query';
import { toRow } from './mirror';
import { queuedTargets, visible } from './mirrored-rows';
import { useMirrorRead } from './use-remote-call';
import { useRevalidate } from './use-revalidate';

export type MirroredObject = {
  table: 'shoutouts' | 'journeys' | 'events' | 'workshops';
  uuid: string;
  /** The API path it is read from. */
  path: string;
  /** The list-meta key that records when it was fetched, for the 15-minute rule. */
  freshKey?: string;
};

const answerOf = async (path: string): Promise<Record<string, unknown> | null> => {
  try {
    return await api<Record<string, unknown>>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/**
 * Fetches the object into its table (keeping the row's local marks); `force` skips the 15-minute
 * rule. False when the server does not have it (for this user).
 */
export async function fetchObject(object: MirroredObject, force = false): Promise<boolean> {
  const { table, uuid, freshKey } = object;
  const rows = db.table<Record<string, unknown>, string>(table);
  if (freshKey && (await rows.get(uuid)) && !isStale(await db.lists.get(freshKey), Date.now(), force))
    return true;
  const answer = await answerOf(object.path);
  await db.transaction('rw', rows, db.lists, db.outbox, async () => {
    if (freshKey && !answer) await db.lists.delete(freshKey);
    if ((await queuedTargets()).has(uuid)) return;
    if (!answer) return rows.delete(uuid);
    await rows.put(toRow(table, answer, await rows.get(uuid)));
    if (freshKey) await db.lists.put({ key: freshKey, fetchedAt: Date.now(), next: null, count: 1 });
  });
  return answer !== null;
}

/**
 * The object, live: `row` is undefined while it loads, null when it does not exist for this user.
 * Fetched on every opening online, and offline when the mirror has no copy; `refresh` forces it.
 */
export function useMirroredObject<R extends { uuid: string; deleted?: 1 }>(object: MirroredObject) {
  const { table, uuid, path, freshKey } = object;
  const load = useCallback(
    (force: boolean) => fetchObject({ table, uuid, path, freshKey }, force),
    [table, uuid, path, freshKey],
  );
  const stored = useLiveQuery(
    async () => (await db.table<R, string>(table).get(uuid)) ?? null,
    [table, uuid],
  );
  const { row, read, pending, error, retry } = useMirrorRead(stored);
  useRevalidate(
    useCallback(
      (online: boolean) =>
        read(async () => (online || !(await db.table(table).get(uuid)) ? load(false) : true)),
      [table, uuid, read, load],
    ),
  );
  return {
    // Deleted on this device, with the delete still on its way: gone here already.
    row: row && !visible(row) ? null : row,
    pending,
    error,
    retry,
    refresh: () => read(() => load(true)),
  };
}
