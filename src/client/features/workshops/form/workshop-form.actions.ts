/**
 * Workshop writes from the form. Online: the create (its uuid made here, so a repeat after a lost
 * answer gets the same workshop) and the update of only the changed fields, the server's copy then
 * put into the mirror so the workshop's page shows it at once; errors are the API's, for the form.
 * Offline, a create or an update is queued in the outbox with its poster (presign, PUT, complete,
 * then the write), like a shoutout's cover.
 */
import { msg } from '../../../../shared/messages';
import {
  uniqueUrl,
  type Workshop,
  type WorkshopInput,
  type WorkshopPatch,
} from '../../../../shared/schemas/workshops';
import { api } from '../../../lib/api';
import { db, type OutboxStep, type WorkshopRow } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../../lib/outbox-steps';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { saveWorkshop, WORKSHOPS, workshopPath } from '../workshops.remote';
import type { WorkshopFormValues } from './workshop-form.values';

export async function postWorkshop(input: WorkshopInput): Promise<Workshop> {
  const saved = await api<Workshop>(`${WORKSHOPS}create/`, { method: 'POST', body: input });
  await saveWorkshop(saved);
  return saved;
}

/** The updated workshop, or 'unchanged' (nothing to send, or the server's 'No change'). */
export async function patchWorkshop(uuid: string, patch: WorkshopPatch): Promise<Workshop | 'unchanged'> {
  if (Object.keys(patch).length === 0) return 'unchanged';
  const answer = await api<Workshop | { detail: string }>(workshopPath(uuid), {
    method: 'PATCH',
    body: patch,
  });
  if (!('uuid' in answer)) return 'unchanged';
  await saveWorkshop(answer);
  return answer;
}

const imageOf = async (file: File) => ({ bytes: await file.arrayBuffer(), type: file.type });

/** Creates a workshop offline: its row shows at once (with the poster's bytes), one entry sends it. */
export async function queueWorkshop(values: WorkshopFormValues, uuid: string, poster: File): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const image = await imageOf(poster);
  const row: WorkshopRow = {
    ...values,
    uuid,
    username: user.username,
    lists: [`organised:${user.username}`],
    poster: '',
    poster_mini: '',
    starts_at: `${values.start_date}T00:00:00.000Z`,
    ends_at: null,
    content: values.content,
    photo1: values.teacher1 === user.username ? (user.portfolio?.thumb ?? null) : null,
    videolink1: '',
    info1: '',
    event: null,
    uniqueurl: uniqueUrl(values.title, values.name1, values.start_date),
    category: 1,
    going_count: 0,
    is_going: false,
    created: new Date().toISOString(),
    localImage: image,
  };
  const steps: OutboxStep[] = [
    ...uploadSteps('W', 0),
    {
      method: 'POST',
      path: `${WORKSHOPS}create/`,
      body: { ...values, uuid, poster: uploadedKey(0) },
      apply: 'workshops',
    },
  ];
  await queueWrite(
    {
      kind: 'workshop.create',
      target: uuid,
      steps,
      touches: [{ table: 'workshops', uuid }],
      images: [image],
    },
    () => db.workshops.add(row),
  );
}

/** Updates a workshop offline: the change shows at once and one entry sends it (a new poster first). */
export async function queueWorkshopEdit(
  uuid: string,
  patch: WorkshopPatch,
  poster: File | null,
): Promise<void> {
  const image = poster ? await imageOf(poster) : undefined;
  const steps: OutboxStep[] = [
    ...(image ? uploadSteps('W', 0) : []),
    {
      method: 'PATCH',
      path: workshopPath(uuid),
      body: image ? { ...patch, poster: uploadedKey(0) } : patch,
      apply: 'workshops',
    },
  ];
  const { poster: _key, ...fields } = patch;
  const change: Partial<WorkshopRow> = { ...fields } as Partial<WorkshopRow>;
  if (image) Object.assign(change, { poster: '', poster_mini: '', localImage: image });
  await queueWrite(
    {
      kind: 'workshop.edit',
      target: uuid,
      steps,
      touches: [{ table: 'workshops', uuid }],
      ...(image ? { images: [image] } : {}),
    },
    () => db.workshops.update(uuid, change),
  );
}
