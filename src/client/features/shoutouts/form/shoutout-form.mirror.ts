/**
 * The shoutout being edited: fetched afresh into the mirror when the form opens (the form starts from
 * the server's copy), then read from there; offline, the mirrored copy opens.
 */
import { useCallback } from 'react';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { useMirrorRead } from '../../../lib/use-remote-call';
import { useRevalidate } from '../../../lib/use-revalidate';
import { fetchShoutout } from '../shoutouts.mirror';

/** The shoutout to edit: undefined while loading, null when there is none for this user. */
export function useShoutoutToEdit(uuid: string) {
  const stored = useLiveQuery(async () => (await db.shoutouts.get(uuid)) ?? null, [uuid]);
  const { row, read, pending, error, retry } = useMirrorRead(stored);
  useRevalidate(
    useCallback(() => read(() => fetchShoutout(uuid, true)), [uuid, read]),
    false,
  );
  // The form starts from the server's copy: the mirror's shows only once that read is over.
  return { row: pending ? undefined : row?.deleted ? null : row, error, retry };
}
