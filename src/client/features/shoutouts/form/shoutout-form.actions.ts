/**
 * Shoutout writes from the form. Online: the post (its uuid made here, so a repeat after a lost
 * answer gets the same shoutout) and the edit of only the changed fields, the server's copy then
 * put into the mirror so the shoutout's page shows it at once; errors are the API's, for the form.
 * Offline, a post or an edit is queued in the outbox, with its cover.
 */
import { msg } from '../../../../shared/messages';
import type { Shoutout, ShoutoutInput, ShoutoutPatch } from '../../../../shared/schemas/shoutouts';
import { api } from '../../../lib/api';
import { db, type OutboxStep, type ShoutoutRow } from '../../../lib/db';
import { queueWrite } from '../../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../../lib/outbox-steps';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import type { TaggedArtist } from '../../artists/artist-tag-field';
import { SHARING, saveShoutout } from '../shoutouts.remote';

export async function postShoutout(input: ShoutoutInput): Promise<Shoutout> {
  const saved = await api<Shoutout>(SHARING, { method: 'POST', body: input });
  await saveShoutout(saved);
  return saved;
}

/** The updated shoutout, or 'unchanged' (nothing to send, or the server's 'No change'). */
export async function patchShoutout(uuid: string, patch: ShoutoutPatch): Promise<Shoutout | 'unchanged'> {
  if (Object.keys(patch).length === 0) return 'unchanged';
  const answer = await api<Shoutout | { detail: string }>(`${SHARING}${uuid}/`, {
    method: 'PATCH',
    body: patch,
  });
  if (!('uuid' in answer)) return 'unchanged';
  await saveShoutout(answer);
  return answer;
}

/**
 * Posts a shoutout made offline: its row shows at once (with the cover's bytes as its image) and one
 * outbox entry uploads the cover (presign, PUT, complete) and then posts it, resuming where it stopped.
 */
export async function queueShoutout(
  input: Omit<ShoutoutInput, 'image'> & { uuid: string },
  cover: File,
  tagged: TaggedArtist | null,
): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const image = { bytes: await cover.arrayBuffer(), type: cover.type };
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
    localImage: image,
  };
  const steps: OutboxStep[] = [
    ...uploadSteps('S', 0),
    { method: 'POST', path: SHARING, body: { ...input, image: uploadedKey(0) }, apply: 'shoutouts' },
  ];
  await queueWrite(
    {
      kind: 'shoutout.create',
      target: input.uuid,
      steps,
      touches: [{ table: 'shoutouts', uuid: input.uuid }],
      images: [image],
    },
    () => db.shoutouts.add(row),
  );
}

/**
 * Edits a shoutout offline: the change shows at once and one outbox entry sends it (a new cover's
 * bytes uploaded first), once, when the connection is back.
 */
export async function queueShoutoutEdit(
  uuid: string,
  patch: ShoutoutPatch,
  cover: File | null,
  tagged: TaggedArtist | null,
): Promise<void> {
  const image = cover ? { bytes: await cover.arrayBuffer(), type: cover.type } : undefined;
  const steps: OutboxStep[] = [
    ...(image ? uploadSteps('S', 0) : []),
    {
      method: 'PATCH',
      path: `${SHARING}${uuid}/`,
      body: image ? { ...patch, image: uploadedKey(0) } : patch,
      apply: 'shoutouts',
    },
  ];
  const { teacher, image: _key, ...fields } = patch;
  const change: Partial<ShoutoutRow> = { ...fields };
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
  await queueWrite(
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
