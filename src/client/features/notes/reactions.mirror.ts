/** A note's reactions pulled from the API into the mirror (queued ones kept); read live. */
import { useCallback } from 'react';
import { notesApi } from '../../../shared/api-paths';
import type { Reaction } from '../../../shared/schemas/notes';
import { api } from '../../lib/api';
import { db, type ReactionRow } from '../../lib/db';
import { isStale } from '../../lib/freshness';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { queuedTargets, visible } from '../../lib/mirrored-rows';
import { useRevalidate } from '../../lib/use-revalidate';
import { useSynced } from './notes.mirror';

/** Replaces the synced reactions of a note with the server's list (queued ones stay). */
export async function refreshReactions(cooking: string, force = false): Promise<void> {
  const key = `reactions:${cooking}`;
  if (!isStale(await db.lists.get(key), Date.now(), force)) return;
  const answers = await api<Reaction[]>(notesApi.likesOf(cooking));
  await db.transaction('rw', db.reactions, db.outbox, db.lists, async () => {
    const queued = await queuedTargets();
    const uuids = new Set(answers.map((a) => a.uuid));
    await db.reactions
      .where('cooking')
      .equals(cooking)
      .filter((row) => row.id !== undefined && !uuids.has(row.uuid) && !queued.has(row.uuid))
      .delete();
    const fresh = answers.filter((a) => !queued.has(a.uuid));
    await db.reactions.bulkPut(fresh.map((a) => toRow('reactions', a as never, { cooking }) as ReactionRow));
    await db.lists.put({ key, fetchedAt: Date.now(), next: null, count: answers.length });
  });
}

/** Reactions of a note (server ones plus queued), live; revalidated like a feed once the note is synced. */
export function useReactionsSync(cooking: string): ReactionRow[] | undefined {
  const synced = useSynced(cooking);
  useRevalidate(
    useCallback(
      (online: boolean) => {
        if (synced) refreshReactions(cooking, online).catch(() => {}); // offline: the mirror is what we have
      },
      [cooking, synced],
    ),
  );
  return useLiveQuery(
    async () => (await db.reactions.where('cooking').equals(cooking).toArray()).filter(visible),
    [cooking],
  );
}
