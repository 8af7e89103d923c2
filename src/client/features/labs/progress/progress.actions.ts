/**
 * Marking a note of a lab Learning or Got it (issue 28): the mark changes on the device at once and
 * its PUT waits in the outbox, offline too. The outbox sends a note's marks in order, so the last wins.
 */
import { progressApi } from '../../../../shared/api-paths';
import type { ProgressState } from '../../../../shared/schemas/practice';
import { db } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';

/** The outbox target of a note's marks, apart from the note's own writes (which target its uuid). */
export const markTarget = (uuid: string) => `progress:${uuid}`;

/** Marks note `uuid` for the signed-in viewer; 'none' takes the mark away. */
export const markProgress = (uuid: string, state: ProgressState): Promise<string> =>
  queueWrite(
    {
      kind: 'progress.mark',
      target: markTarget(uuid),
      steps: [{ method: 'PUT', path: progressApi.mark, body: { cooking: uuid, state } }],
      touches: [{ table: 'progress', uuid }],
    },
    () => (state === 'none' ? db.progress.delete(uuid) : db.progress.put({ uuid, state })),
  );
