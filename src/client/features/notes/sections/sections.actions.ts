/**
 * Saving a note's sections (issue 28): the author's whole list, shown at once from the mirror and
 * queued for the server like every write, offline too. The server keeps the later save.
 */
import { notesApi } from '../../../../shared/api-paths';
import type { Section } from '../../../../shared/schemas/practice';
import { db } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';

/** The outbox target of the saves of note `uuid`'s sections, whose state shows under them. */
export const sectionsTarget = (uuid: string) => `sections:${uuid}`;

/** Replaces the sections of note `uuid` with `sections` (already valid); answers the outbox entry's key. */
export const saveSections = (uuid: string, sections: Section[]): Promise<string> =>
  queueWrite(
    {
      kind: 'sections.save',
      target: sectionsTarget(uuid),
      steps: [{ method: 'PUT', path: notesApi.sections(uuid), body: { sections } }],
      touches: [{ table: 'sections', uuid }],
    },
    async () => {
      const before = await db.sections.get(uuid);
      await db.sections.put({ uuid, sections, updated: before?.updated ?? null });
    },
  );
