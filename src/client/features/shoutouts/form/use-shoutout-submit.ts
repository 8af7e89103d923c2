/**
 * Saves the shoutout form (spec 4, "Shoutout submit" and "Shoutout update"): the cover is uploaded
 * first (type S; once per chosen file, so a retry does not upload it again), then the shoutout is
 * posted, or only its changed fields are sent. The server's field errors show at their fields (its
 * field `0`, the artist already thanked, under the tag); any other failure opens the error dialog.
 * 'No change' goes to the shoutout's page. Typed values stay until the save succeeds. Offline, a
 * new shoutout or an edit is queued, with a new cover (the outbox uploads it and sends the write).
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { queuedTargets } from '../../../lib/mirrored-rows';
import { toldStorageFull } from '../../../lib/storage-full';
import { uploadImage } from '../../../lib/upload';
import type { TaggedArtist } from '../../artists/artist-tag-field';
import { patchShoutout, postShoutout, queueShoutout, queueShoutoutEdit } from './shoutout-form.actions';
import {
  changedFields,
  createInput,
  type EditedShoutout,
  parseValues,
  type ShoutoutFormValues,
} from './shoutout-form.values';
import type { ShoutoutResult } from './shoutout-result-dialog';

type Form = UseFormReturnType<ShoutoutFormValues>;

/** Where the server's field errors show: its field `0` is the tag's 'already mentioned'. */
const FIELD_OF: Record<string, string> = {
  0: 'teacher',
  teacher: 'teacher',
  s_teacher_name: 's_teacher_name',
  s_teacher_country: 's_teacher_country',
  s_appreciation: 's_appreciation',
  s_learnings: 's_learnings',
  s_location: 's_location',
  s_teacher_video: 's_teacher_video',
  occured: 'occured',
  image: 'image',
};

/** Puts a 400's field errors on the form; false when there are none to show there. */
function showFieldErrors(form: Form, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const shown = Object.entries(error.fields).filter(([field]) => field in FIELD_OF);
  for (const [field, messages] of shown)
    form.setFieldError(FIELD_OF[field] as string, messages.map(translateMessage).join(' '));
  return shown.length > 0;
}

type Options = {
  form: Form;
  original: EditedShoutout | null;
  cover: File | null;
  tagged: TaggedArtist | null;
  /** Called after a post: the form starts afresh. */
  onPosted: () => void;
};

export function useShoutoutSubmit({ form, original, cover, tagged, onPosted }: Options) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ShoutoutResult | null>(null);
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  const uuid = useRef(crypto.randomUUID());

  async function uploadCover(): Promise<string | undefined> {
    if (!cover) return undefined;
    if (uploaded.current?.file !== cover)
      uploaded.current = { file: cover, key: (await uploadImage('S', cover)).key };
    return uploaded.current.key;
  }

  async function save(values: ShoutoutFormValues, key: string | undefined) {
    if (!original) {
      const saved = await postShoutout(createInput(values, uuid.current, key ?? ''));
      uuid.current = crypto.randomUUID();
      uploaded.current = null;
      onPosted();
      setResult({ kind: 'created', uuid: saved.uuid, tagged: saved.teacher !== null });
      return;
    }
    const answer = await patchShoutout(original.uuid, changedFields(original, values, key));
    if (answer === 'unchanged') {
      notifications.show({ message: translateMessage(msg.noChange) });
      await navigate(`/e1t1/${original.uuid}`);
      return;
    }
    form.resetDirty();
    setResult({ kind: 'updated', uuid: answer.uuid, tagged: answer.status === 'pending' });
  }

  /** Offline (or behind the shoutout's earlier writes), an edit waits in the outbox, unless nothing changed. */
  async function queueEdit(edited: EditedShoutout, values: ShoutoutFormValues) {
    const patch = changedFields(edited, values);
    if (Object.keys(patch).length === 0 && !cover) {
      notifications.show({ message: translateMessage(msg.noChange) });
      await navigate(`/e1t1/${edited.uuid}`);
      return;
    }
    await queueShoutoutEdit(edited.uuid, patch, cover, tagged);
    form.resetDirty();
    const pending = patch.teacher === undefined ? edited.status === 'pending' : tagged !== null;
    setResult({ kind: 'updated', uuid: edited.uuid, tagged: pending, offline: !navigator.onLine });
  }

  /** Offline, a new shoutout waits in the outbox with its cover. */
  async function queue(values: ShoutoutFormValues, file: File) {
    const queued = uuid.current;
    await queueShoutout({ ...parseValues(values), uuid: queued }, file, tagged);
    uuid.current = crypto.randomUUID();
    onPosted();
    setResult({ kind: 'created', uuid: queued, tagged: tagged !== null, offline: true });
  }

  async function submit(values: ShoutoutFormValues) {
    setSaving(true);
    try {
      if (!original && cover && !navigator.onLine) return await queue(values, cover);
      // Behind its create or an earlier change still in the outbox, a change waits there too, even online.
      if (original && (!navigator.onLine || (await queuedTargets()).has(original.uuid)))
        return await queueEdit(original, values);
      let key: string | undefined;
      try {
        key = await uploadCover();
      } catch (error) {
        form.setFieldError('image', translateMessage(error instanceof Error ? error.message : String(error)));
        return;
      }
      await save(values, key);
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error)) setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  function done(finished: ShoutoutResult) {
    setResult(null);
    if (finished.kind === 'failed') navigate(-1);
    else navigate(`/e1t1/${finished.uuid}`);
  }

  return { submit, saving, result, done };
}
