/**
 * The shoutout being edited: fetched afresh into the mirror when the form opens (the form starts from
 * the server's copy), then read from there; offline, the mirrored copy opens.
 */
import { useCallback } from 'react';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { useRemoteCall } from '../../../lib/use-remote-call';
import { useRevalidate } from '../../../lib/use-revalidate';
import { fetchShoutout } from '../shoutouts.mirror';

/** The shoutout to edit: undefined while loading, null when there is none for this user. */
export function useShoutoutToEdit(uuid: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(() => run(() => fetchShoutout(uuid, true)), [uuid, run]),
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
