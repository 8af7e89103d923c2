/**
 * Journey writes. Posting and editing are sent at once (their photos are uploaded first, online) and
 * the answer goes into the mirror; an edit sends only the changed fields. Deleting and the highlight
 * switch are queued: the journey changes at once, the outbox sends the change once, online or not.
 */
import type { Journey, JourneyInput, JourneyPatch } from '../../../shared/schemas/journeys';
import { api } from '../../lib/api';
import { db } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';
import { saveJourney } from './journeys.remote';

const JOURNEY = '/journey/';

export async function postJourney(input: JourneyInput): Promise<Journey> {
  const journey = await api<Journey>(JOURNEY, { method: 'POST', body: input });
  await saveJourney(journey);
  return journey;
}

/** Sends the changed fields; 'unchanged' when there are none or the server says 'No change'. */
export async function editJourney(uuid: string, patch: JourneyPatch): Promise<'updated' | 'unchanged'> {
  if (Object.keys(patch).length === 0) return 'unchanged';
  const answer = await api<Journey | { detail: string }>(`${JOURNEY}${uuid}/`, {
    method: 'PATCH',
    body: patch,
  });
  if (!('uuid' in answer)) return 'unchanged';
  await saveJourney(answer);
  return 'updated';
}

export async function deleteJourney(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'journey.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: `${JOURNEY}${uuid}/`, apply: 'journeys', goneIsDone: true }],
      touches: [{ table: 'journeys', uuid }],
    },
    () => db.journeys.update(uuid, { deleted: 1 }),
  );
}

export async function setHighlight(uuid: string, ishighlight: boolean): Promise<void> {
  await queueWrite(
    {
      kind: 'journey.highlight',
      target: uuid,
      steps: [{ method: 'PATCH', path: `${JOURNEY}${uuid}/`, body: { ishighlight }, apply: 'journeys' }],
      touches: [{ table: 'journeys', uuid }],
    },
    () => db.journeys.update(uuid, { ishighlight }),
  );
}
