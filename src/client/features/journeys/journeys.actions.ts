/**
 * Journey writes, each queued in the outbox, online or not: the journey changes at once and the
 * outbox sends the change once. A post or an edit carries the photos picked on the device: one entry
 * uploads each, then sends the write (an edit only the changed fields). Posting and editing answer
 * their entry's key, for the form to await.
 */
import { journeysApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import type { JourneyInput, JourneyPatch } from '../../../shared/schemas/journeys';
import { db, type JourneyRow, type OutboxStep } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../lib/outbox-steps';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import type { JourneyPhoto } from './form/journey-form.values';

/** The event and workshop a write names, as the journey shows them until the server answers. */
type Cited = Pick<JourneyRow, 'event' | 'workshop'>;

/**
 * The photos of a queued write: the images kept on the device (uploaded first, in order), the keys
 * the write sends (`{{key<n>}}` for those) and the row's photo fields meanwhile.
 */
function queuedPhotos(photos: JourneyPhoto[]) {
  const images = photos.flatMap((photo) => (photo.local ? [photo.local] : []));
  let uploaded = 0;
  const keys = photos.map((photo) => (photo.local ? uploadedKey(uploaded++) : photo.key));
  const urls = photos.map((photo) => (photo.local ? '' : photo.url));
  return {
    images,
    steps: images.flatMap((_, n) => uploadSteps('J', n)),
    keys: { jophoto1: keys[0] ?? '', jophoto2: keys[1] ?? '', jophoto3: keys[2] ?? '' },
    row: {
      jophoto1: urls[0] ?? '',
      jophoto2: urls[1] || null,
      jophoto3: urls[2] || null,
      jp1thumb: urls[0] ?? '',
      localImages: images,
    },
  };
}

/**
 * Posts a journey: it shows at once on the Journey tab (its first photo from the device), and one
 * outbox entry uploads each photo (presign, PUT, complete), then posts it, resuming where it stopped.
 */
export async function queueJourney(
  input: JourneyInput & { uuid: string },
  photos: JourneyPhoto[],
  cited: Cited,
) {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const queued = queuedPhotos(photos);
  const { images } = queued;
  const steps: OutboxStep[] = [
    ...queued.steps,
    { method: 'POST', path: journeysApi.create, body: { ...input, ...queued.keys }, apply: 'journeys' },
  ];
  const row: JourneyRow = {
    ...input,
    ...queued.row,
    username: user.username,
    artist_name: user.portfolio?.artist_name ?? user.username,
    profile_photo: user.portfolio?.thumb ?? null,
    occured: input.occured || new Date().toISOString().slice(0, 10),
    event: cited.event,
    workshop: cited.workshop,
    results: [],
    hidden: false,
    created: new Date().toISOString(),
  };
  return queueWrite(
    {
      kind: 'journey.create',
      target: input.uuid,
      steps,
      touches: [{ table: 'journeys', uuid: input.uuid }],
      images,
    },
    () => db.journeys.add(row),
  );
}

/** Edits a journey: the change shows at once; one entry uploads new photos, then sends the change. */
export async function queueJourneyEdit(
  uuid: string,
  patch: JourneyPatch,
  photos: JourneyPhoto[],
  cited: Cited,
) {
  const { jophoto1, jophoto2, jophoto3, ...fields } = patch;
  const { event, workshop, ...shown } = fields;
  const photosChanged = [jophoto1, jophoto2, jophoto3].some((key) => key !== undefined);
  const queued = queuedPhotos(photosChanged ? photos : []);
  const body = photosChanged ? { ...fields, ...queued.keys } : fields;
  return queueWrite(
    {
      kind: 'journey.edit',
      target: uuid,
      steps: [...queued.steps, { method: 'PATCH', path: journeysApi.journey(uuid), body, apply: 'journeys' }],
      touches: [{ table: 'journeys', uuid }],
      ...(queued.images.length > 0 ? { images: queued.images } : {}),
    },
    () =>
      db.journeys.update(uuid, {
        ...shown,
        // Results at another event are the server's to tell.
        ...(event === undefined ? {} : { event: cited.event, results: [] }),
        ...(workshop === undefined ? {} : { workshop: cited.workshop }),
        ...(photosChanged ? queued.row : {}),
      }),
  );
}

export async function deleteJourney(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'journey.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: journeysApi.journey(uuid), apply: 'journeys', goneIsDone: true }],
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
      steps: [{ method: 'PATCH', path: journeysApi.journey(uuid), body: { ishighlight }, apply: 'journeys' }],
      touches: [{ table: 'journeys', uuid }],
    },
    () => db.journeys.update(uuid, { ishighlight }),
  );
}
