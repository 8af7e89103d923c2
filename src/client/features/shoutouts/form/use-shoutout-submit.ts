/**
 * Saves the shoutout form (spec 4, "Shoutout submit" and "Shoutout update") through the outbox,
 * online or not: the post with its cover (type S), or only the changed fields (and a new cover).
 * Online the form waits for the server: its field errors show at their fields (its field `0`, the
 * artist already thanked, under the tag); any other refusal opens the error dialog. Nothing changed
 * says 'No change' and goes to the shoutout's page. Typed values stay until the save succeeds.
 * Offline (or with the server busy) the write waits in the outbox and the result says so.
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msg } from '../../../../shared/messages';
import type { NamedWorkshop } from '../../../../shared/schemas/workshop-door';
import { translateMessage } from '../../../i18n/i18n';
import type { LocalImage } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { showFieldErrors } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { outboxUpload } from '../../../lib/upload-progress';
import type { TaggedArtist } from '../../artists/artist-tag-field';
import { queueShoutout, queueShoutoutEdit } from './shoutout-form.actions';
import {
  changedFields,
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
  upload: 'image',
  workshop: 'workshop',
};

type Options = {
  form: Form;
  original: EditedShoutout | null;
  /** The new cover made on the device, if one was chosen. */
  cover: LocalImage | null;
  tagged: TaggedArtist | null;
  /** The workshop chosen, as the shoutout shows it until the server answers. */
  workshop: NamedWorkshop | null;
  /** Called after a post: the form starts afresh. */
  onPosted: () => void;
};

export function useShoutoutSubmit({ form, original, cover, tagged, workshop, onPosted }: Options) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ShoutoutResult | null>(null);
  const uuid = useRef(crypto.randomUUID());

  async function noChange(target: string) {
    notifications.show({ message: translateMessage(msg.noChange) });
    await navigate(`/e1t1/${target}`);
  }

  async function save(values: ShoutoutFormValues) {
    if (!original) {
      const posted = uuid.current;
      const sent = await sendNow(
        await queueShoutout({ ...parseValues(values), uuid: posted }, cover, tagged, workshop),
      );
      uuid.current = crypto.randomUUID();
      onPosted();
      setResult({ kind: 'created', uuid: posted, tagged: tagged !== null, offline: sent === 'queued' });
      return;
    }
    const patch = changedFields(original, values);
    if (Object.keys(patch).length === 0 && !cover) return noChange(original.uuid);
    const sent = await sendNow(await queueShoutoutEdit(original.uuid, patch, cover, tagged, workshop));
    form.resetDirty();
    const pending = patch.teacher === undefined ? original.status === 'pending' : tagged !== null;
    setResult({ kind: 'updated', uuid: original.uuid, tagged: pending, offline: sent === 'queued' });
  }

  async function submit(values: ShoutoutFormValues) {
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error, FIELD_OF)) setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  function done(finished: ShoutoutResult) {
    setResult(null);
    if (finished.kind === 'failed') navigate(-1);
    else navigate(`/e1t1/${finished.uuid}`);
  }

  return { submit, saving, result, done, upload: outboxUpload(original?.uuid ?? uuid.current) };
}
