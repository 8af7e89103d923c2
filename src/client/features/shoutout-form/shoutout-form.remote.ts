/**
 * The shoutout being edited: fetched from the server into the mirror's `shoutouts` table when the
 * form opens, then read from there (offline, the mirrored copy opens). A 404 (withdrawn, or not
 * this user's to see) removes a mirrored copy that has no queued writes.
 */
import { useCallback } from 'react';
import type { Shoutout } from '../../../shared/schemas/shoutouts';
import { ApiError, api } from '../../lib/api';
import { db, type ShoutoutRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

export const SHARING = '/e1t1/sharing/';

/** Puts the server's copy of a shoutout into the mirror. */
export const mirrorShoutout = (shoutout: Shoutout) =>
  db.shoutouts.put(toRow('shoutouts', shoutout as never) as ShoutoutRow);

async function fetchShoutout(uuid: string): Promise<void> {
  try {
    await mirrorShoutout(await api<Shoutout>(`${SHARING}${uuid}/`));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await db.transaction('rw', db.shoutouts, db.outbox, async () => {
      if ((await db.outbox.where('target').equals(uuid).count()) === 0) await db.shoutouts.delete(uuid);
    });
  }
}

/** The shoutout to edit: undefined while loading, null when there is none for this user. */
export function useShoutoutToEdit(uuid: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(() => run(() => fetchShoutout(uuid)), [uuid, run]),
    false,
  );
  const row = useLiveQuery(async () => {
    const found = await db.shoutouts.get(uuid);
    return found && !found.deleted ? found : null;
  }, [uuid]);
  return {
    row: call.pending ? undefined : row,
    error: call.error,
    retry: call.retry,
  };
}
