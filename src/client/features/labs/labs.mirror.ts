/**
 * The signed-in user's labs, pulled into the mirror by the 15-minute rule. The videos of a personal lab for the lab form's edit mode: fetched from the owner's paged lab list
 * into the mirror, then read from the mirror (notes whose relations name the lab). The fetch is held
 * at least 500 ms (spec 9). A lab with a queued write keeps its local set; offline the mirrored set
 * is what shows.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage } from '../../../shared/api';
import { labsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Lab, LabNote } from '../../../shared/schemas/labs';
import { api } from '../../lib/api';
import { db, type LabRow, type NoteRow } from '../../lib/db';
import { toRow } from '../../lib/mirror';
import { cached, mergePage, same, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { videosOfLab } from './labs.actions';

export const LAB_FETCH_HOLD_MS = 500;

const labList = (me: string) =>
  cached<Lab>(`labs:${me}`, () => ({
    key: `labs:${me}`,
    first: labsApi.mine(PAGE_SIZE),
    tables: () => [db.labs],
    save: (rows, range) => mergePage('labs', rows, range, (row) => same(row.username as string, me)),
  }));

/** The signed-in user's labs, newest first (queued ones on top). */
export function useMyLabs() {
  const me = useAtomValue(userAtom)?.username ?? '';
  const read = useCallback(
    async (limit: number) =>
      (await db.labs.where('username').equalsIgnoreCase(me).toArray())
        .filter(visible)
        .sort((a, b) => (b.id ?? Number.MAX_SAFE_INTEGER) - (a.id ?? Number.MAX_SAFE_INTEGER))
        .slice(0, limit),
    [me],
  );
  return useMirroredRows<LabRow>(me ? labList(me) : null, read, false);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Fetches every page of the lab's notes into the mirror (notes with a queued write keep theirs). */
async function fetchLabVideos(uuid: string, id: number | undefined): Promise<void> {
  const queued = async () => new Set((await db.outbox.toArray()).map((entry) => entry.target));
  if (id === undefined || (await queued()).has(uuid)) return;
  let url: string | null = labsApi.notes(id, PAGE_SIZE);
  while (url) {
    const page: ListPage<LabNote> = await api<ListPage<LabNote>>(url);
    await db.transaction('rw', db.cookings, db.outbox, async () => {
      const skip = await queued();
      if (skip.has(uuid)) return;
      const fresh = page.results.map((item) => item.cooking).filter((cooking) => !skip.has(cooking.uuid));
      await db.cookings.bulkPut(fresh.map((cooking) => toRow('cookings', cooking as never) as NoteRow));
    });
    url = page.next;
  }
}

/**
 * The lab's notes for the edit form, read once: fetched first, then taken from the mirror, at least
 * 500 ms after the start. A failed fetch (offline) opens the mirrored set; `error` says why.
 */
export function useLabVideos(lab: LabRow) {
  const [videos, setVideos] = useState<NoteRow[] | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const { uuid } = lab;
  /* The server id as the form opened: a lab that syncs meanwhile must not reload (and reset) the form. */
  const id = useRef(lab.id).current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is fixed at mount on purpose
  useEffect(() => {
    let alive = true;
    const started = Date.now();
    setVideos(undefined);
    void (async () => {
      const failure = await fetchLabVideos(uuid, id).then(
        () => null,
        (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason))),
      );
      await pause(LAB_FETCH_HOLD_MS - (Date.now() - started));
      const rows = (await videosOfLab(uuid)).sort((a, b) => b.created.localeCompare(a.created));
      if (!alive) return;
      setError(failure);
      setVideos(rows);
    })();
    return () => {
      alive = false;
    };
  }, [uuid]);
  return { videos, error };
}
