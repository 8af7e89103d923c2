/**
 * Workshop writes from the form, queued in the outbox online or not, each with its poster (presign,
 * PUT, complete, then the write): the create under a uuid made by the form, so a repeat after a lost
 * answer gets the same workshop, and the update of only the changed fields. The row shows at once;
 * the server's copy replaces it when the write is sent. Each answers its outbox entry's key.
 */
import { workshopsApi } from '../../../../shared/api-paths';
import { msg } from '../../../../shared/messages';
import { uniqueUrl, type WorkshopPatch } from '../../../../shared/schemas/workshops';
import { db, type LocalImage, type OutboxStep, type WorkshopRow } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../../lib/outbox-steps';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import type { WorkshopFormValues } from './workshop-form.values';

/** Creates a workshop: its row shows at once (with the poster's bytes), one entry sends it. */
export async function queueWorkshop(
  values: WorkshopFormValues,
  uuid: string,
  image: LocalImage,
): Promise<string> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const row: WorkshopRow = {
    ...values,
    uuid,
    username: user.username,
    lists: [`organised:${user.username}`],
    poster: '',
    poster_mini: '',
    hidden: false,
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
    attended_count: 0,
    my_door: null,
    created: new Date().toISOString(),
    localImage: image,
  };
  const steps: OutboxStep[] = [
    ...uploadSteps('W', 0),
    {
      method: 'POST',
      path: workshopsApi.create,
      body: { ...values, uuid, poster: uploadedKey(0) },
      apply: 'workshops',
    },
  ];
  return queueWrite(
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

/** Updates a workshop: the change shows at once and one entry sends it (a new poster first). */
export async function queueWorkshopEdit(
  uuid: string,
  patch: WorkshopPatch,
  image: LocalImage | null,
): Promise<string> {
  const steps: OutboxStep[] = [
    ...(image ? uploadSteps('W', 0) : []),
    {
      method: 'PATCH',
      path: workshopsApi.workshop(uuid),
      body: image ? { ...patch, poster: uploadedKey(0) } : patch,
      apply: 'workshops',
    },
  ];
  const { poster: _key, ...fields } = patch;
  const change: Partial<WorkshopRow> = { ...fields } as Partial<WorkshopRow>;
  if (image) Object.assign(change, { poster: '', poster_mini: '', localImage: image });
  return queueWrite(
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
