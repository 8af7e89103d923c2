/**
 * The viewer's marks on a lab's notes (issue 28), pulled into the mirror (`db.progress`, by note
 * uuid) so marks and the lab's summary show offline. A note whose mark is still queued keeps it.
 */
import { useEffect, useState } from 'react';
import { progressApi } from '../../../../shared/api-paths';
import type { Progress } from '../../../../shared/schemas/practice';
import { api } from '../../../lib/api';
import { db, type ProgressRow } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { markTarget } from './progress.actions';

/** Fetches the viewer's marks on personal lab `labId`'s notes into the mirror; answers those notes' uuids. */
export async function fetchProgress(labId: number): Promise<string[]> {
  const { results } = await api<{ results: Progress[] }>(progressApi.ofLab(labId));
  await db.transaction('rw', db.progress, db.outbox, async () => {
    const queued = new Set((await db.outbox.toArray()).map((entry) => entry.target));
    for (const { cooking, state } of results) {
      if (queued.has(markTarget(cooking))) continue;
      if (state === 'none') await db.progress.delete(cooking);
      else await db.progress.put({ uuid: cooking, state });
    }
  });
  return results.map((mark) => mark.cooking);
}

/**
 * The notes of lab `labId` the viewer may watch, as the server lists them, their marks fetched into
 * the mirror; undefined until then (or when it failed: `error`, e.g. offline).
 */
export function useLabNotes(labId: number | undefined) {
  const [notes, setNotes] = useState<string[] | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (labId === undefined) return;
    let alive = true;
    fetchProgress(labId).then(
      (uuids) => alive && setNotes(uuids),
      (reason: unknown) => alive && setError(reason instanceof Error ? reason : new Error(String(reason))),
    );
    return () => {
      alive = false;
    };
  }, [labId]);
  return { notes, error };
}

/** The viewer's marks on these notes, live, by note uuid (a note without one is absent). */
export function useMarks(uuids: readonly string[]) {
  return useLiveQuery(async () => {
    const rows = await db.progress.bulkGet([...uuids]);
    return new Map(
      rows.filter((row): row is ProgressRow => row !== undefined).map((row) => [row.uuid, row.state]),
    );
  }, [uuids.join()]);
}
