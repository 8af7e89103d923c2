/**
 * "I'm going", offline first: the mirrored workshop shows the answer at once and one outbox entry
 * sends it, the count changed with it in the same row (as an event's), so the two never disagree,
 * and the workshop joins or leaves my `going:` list at once.
 * Saying it and unsaying it before either is sent cancel out, so rapid taps make at most one request.
 */
import { workshopsApi } from '../../../shared/api-paths';
import { db, type WorkshopRow } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

const SAY = 'workshop.going';
const UNSAY = 'workshop.notgoing';

export async function setGoing(row: WorkshopRow, going: boolean): Promise<void> {
  const user = store.get(userAtom);
  if (!user || row.is_going === going) return;
  const key = `going:${user.username}`;
  const mark = () =>
    db.workshops.update(row.uuid, {
      is_going: going,
      going_count: Math.max(0, row.going_count + (going ? 1 : -1)),
      lists: going ? [...new Set([...row.lists, key])] : row.lists.filter((k) => k !== key),
    });
  if (await cancelUnsent(row.uuid, going ? UNSAY : SAY, mark)) return;
  await queueWrite(
    {
      kind: going ? SAY : UNSAY,
      target: row.uuid,
      steps: [
        going
          ? {
              method: 'POST',
              path: workshopsApi.going,
              body: { workshop: row.uuid },
              apply: 'workshops',
            }
          : { method: 'DELETE', path: workshopsApi.notGoing(row.uuid) },
      ],
      touches: [{ table: 'workshops', uuid: row.uuid }],
    },
    mark,
  );
}

/** The organiser deletes their workshop: hidden at once, deleted once sent (a 404 means it is gone). */
export async function deleteWorkshop(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'workshop.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: workshopsApi.workshop(uuid), apply: 'workshops', goneIsDone: true }],
      touches: [{ table: 'workshops', uuid }],
    },
    () => db.workshops.update(uuid, { deleted: 1 }),
  );
}
