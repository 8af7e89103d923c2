/**
 * "I'm going", offline first: the mirrored workshop shows the answer at once and one outbox entry
 * sends it. Saying it and unsaying it before either is sent cancel out, so rapid taps make at most
 * one request. The count shown is the server's plus what is still queued (useGoingCount).
 */
import { db, type WorkshopRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { WORKSHOPS } from './workshops.remote';

const SAY = 'workshop.going';
const UNSAY = 'workshop.notgoing';

export async function setGoing(row: WorkshopRow, going: boolean): Promise<void> {
  const mark = () => db.workshops.update(row.uuid, { is_going: going });
  if (await cancelUnsent(row.uuid, going ? UNSAY : SAY, mark)) return;
  await queueWrite(
    {
      kind: going ? SAY : UNSAY,
      target: row.uuid,
      steps: [
        going
          ? {
              method: 'POST',
              path: `${WORKSHOPS}iamgoing/`,
              body: { workshop: row.uuid },
              apply: 'workshops',
            }
          : { method: 'DELETE', path: `${WORKSHOPS}iamgoing/${row.uuid}/` },
      ],
      touches: [{ table: 'workshops', uuid: row.uuid }],
    },
    mark,
  );
}

/** The confirmed going count, plus one for a queued "I'm going" and minus one for a queued unsay. */
export function useGoingCount(row: WorkshopRow): number {
  const queued = useLiveQuery(
    async () => (await db.outbox.where('target').equals(row.uuid).toArray()).map((entry) => entry.kind),
    [row.uuid],
  );
  const last = queued?.filter((kind) => kind === SAY || kind === UNSAY).at(-1);
  if (last === SAY) return row.going_count + 1;
  if (last === UNSAY) return Math.max(0, row.going_count - 1);
  return row.going_count;
}

/** The organiser deletes their workshop: hidden at once, deleted once sent (a 404 means it is gone). */
export async function deleteWorkshop(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'workshop.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: `${WORKSHOPS}${uuid}/`, apply: 'workshops', goneIsDone: true }],
      touches: [{ table: 'workshops', uuid }],
    },
    () => db.workshops.update(uuid, { deleted: 1 }),
  );
}
