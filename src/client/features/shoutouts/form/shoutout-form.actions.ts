/**
 * Shoutout writes from the form, queued in the outbox online or not, with the cover: the post under a
 * uuid made by the form (a repeat after a lost answer gets the same shoutout) and the edit of only the
 * changed fields. The row shows at once (the tagged artist and the workshop as the form chose them);
 * the server's copy replaces it when the write is sent. Each answers its outbox entry's key.
 */
import { shoutoutsApi } from '../../../../shared/api-paths';
import { msg } from '../../../../shared/messages';
import type { ShoutoutInput, ShoutoutPatch } from '../../../../shared/schemas/shoutouts';
import type { NamedWorkshop } from '../../../../shared/schemas/workshop-door';
import { db, type LocalImage, type OutboxStep, type ShoutoutRow } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../../lib/outbox-steps';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import type { TaggedArtist } from '../../artists/artist-tag-field';

/**
 * Posts a shoutout: its row shows at once (with the cover's bytes as its image) and one outbox entry
 * uploads the cover (presign, PUT, complete) and then posts it, resuming where it stopped. Without a
 * cover the post goes as it is, for the server to say what is missing.
 */
export async function queueShoutout(
  input: Omit<ShoutoutInput, 'image'> & { uuid: string },
  image: LocalImage | null,
  tagged: TaggedArtist | null,
  workshop: NamedWorkshop | null,
): Promise<string> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  /* Portfolio ids come with the server's answer; the queued row shows names and photos. */
  const artist = (username: string, name: string, thumb: string | null) => ({
    id: null,
    username,
    artist_name: name,
    artist_metadata: { thumb },
  });
  const row: ShoutoutRow = {
    ...input,
    occured: input.occured ?? '',
    workshop,
    hidden: false,
    username: user.username,
    student: artist(
      user.username,
      user.portfolio?.artist_name ?? user.username,
      user.portfolio?.thumb ?? null,
    ),
    teacher: tagged && artist(tagged.username, tagged.artist_name, null),
    teacherUsername: tagged?.username ?? null,
    status: tagged ? 'pending' : 'approved',
    s_student_country: user.portfolio?.country ?? '',
    image: '',
    image_mini: '',
    s_photo: '',
    created: new Date().toISOString(),
    ...(image ? { localImage: image } : {}),
  };
  const steps: OutboxStep[] = [
    ...(image ? uploadSteps('S', 0) : []),
    {
      method: 'POST',
      path: shoutoutsApi.create,
      body: { ...input, image: image ? uploadedKey(0) : '' },
      apply: 'shoutouts',
    },
  ];
  return queueWrite(
    {
      kind: 'shoutout.create',
      target: input.uuid,
      steps,
      touches: [{ table: 'shoutouts', uuid: input.uuid }],
      ...(image ? { images: [image] } : {}),
    },
    () => db.shoutouts.add(row),
  );
}

/** Edits a shoutout: the change shows at once and one outbox entry sends it (a new cover first). */
export async function queueShoutoutEdit(
  uuid: string,
  patch: ShoutoutPatch,
  image: LocalImage | null,
  tagged: TaggedArtist | null,
  workshop: NamedWorkshop | null,
): Promise<string> {
  const steps: OutboxStep[] = [
    ...(image ? uploadSteps('S', 0) : []),
    {
      method: 'PATCH',
      path: shoutoutsApi.shoutout(uuid),
      body: image ? { ...patch, image: uploadedKey(0) } : patch,
      apply: 'shoutouts',
    },
  ];
  const { teacher, image: _key, workshop: named, ...fields } = patch;
  const change: Partial<ShoutoutRow> = { ...fields };
  if (named !== undefined) change.workshop = workshop;
  if (image) Object.assign(change, { image: '', image_mini: '', s_photo: '', localImage: image });
  if (teacher !== undefined)
    Object.assign(change, {
      teacher: tagged && {
        id: null,
        username: tagged.username,
        artist_name: tagged.artist_name,
        artist_metadata: { thumb: null },
      },
      teacherUsername: tagged?.username ?? null,
      status: tagged ? 'pending' : 'approved',
    });
  return queueWrite(
    {
      kind: 'shoutout.edit',
      target: uuid,
      steps,
      touches: [{ table: 'shoutouts', uuid }],
      ...(image ? { images: [image] } : {}),
    },
    () => db.shoutouts.update(uuid, change),
  );
}
