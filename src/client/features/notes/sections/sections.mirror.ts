/**
 * A note's sections (issue 28) pulled from the API into the mirror (`db.sections`, by the note's
 * uuid) and read live from there, so they show offline as last seen. While a save of them waits in
 * the outbox, the device's list wins over the server's.
 */
import { useCallback } from 'react';
import { notesApi } from '../../../../shared/api-paths';
import type { NoteSections, Section } from '../../../../shared/schemas/practice';
import { ApiError, api } from '../../../lib/api';
import { db, type NoteRow, type SectionsRow } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { useRemoteCall } from '../../../lib/use-remote-call';
import { useRevalidate } from '../../../lib/use-revalidate';

/** Whether a queued write changes the sections of note `uuid`. */
const saveWaits = async (uuid: string) =>
  (await db.outbox.toArray()).some((entry) =>
    entry.undo.some((touched) => touched.table === 'sections' && touched.uuid === uuid),
  );

/** The server's sections of note `uuid`, null when the note is gone or not this user's to see. */
async function answerOf(uuid: string): Promise<NoteSections | null> {
  try {
    return await api<NoteSections>(notesApi.sections(uuid));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Puts the server's sections of note `uuid` into the mirror; a note it refuses keeps none. */
export async function fetchSections(uuid: string): Promise<void> {
  const answer = await answerOf(uuid);
  await db.transaction('rw', db.sections, db.outbox, async () => {
    if (await saveWaits(uuid)) return;
    if (!answer) return db.sections.delete(uuid);
    await db.sections.put({ uuid, sections: answer.sections, updated: answer.updated });
  });
}

/** The sections of note `uuid`, live: undefined while the mirror is read, null when it has none. */
export const useSections = (uuid: string): SectionsRow | null | undefined =>
  useLiveQuery(async () => (await db.sections.get(uuid)) ?? null, [uuid]);

/**
 * Fetches the note's sections when it is on the server and the device online, as the note opens or
 * comes back into view; true while that fetch has not answered.
 */
export function useSectionsSync(note: NoteRow): boolean {
  const { uuid } = note;
  const synced = note.id !== undefined;
  const { run, pending } = useRemoteCall(synced && navigator.onLine);
  useRevalidate(
    useCallback(
      (online: boolean) => {
        // Offline, or when the read fails, the mirror's copy is what shows.
        if (online && synced) run(() => fetchSections(uuid));
      },
      [uuid, synced, run],
    ),
  );
  return pending;
}

/** The sections the mirror holds for note `uuid` now, for an editor to start from. */
export const mirroredSections = async (uuid: string): Promise<Section[]> =>
  (await db.sections.get(uuid))?.sections ?? [];
