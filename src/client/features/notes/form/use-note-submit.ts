/**
 * Saves the video-note form through the outbox, online or not: a create clears the form and thanks
 * the user, an edit sends only what changed ('unchanged' says it is up to date). Online the form
 * waits for the server: its field errors show at their fields (a mention's under the artists); any
 * other refusal opens the error dialog. The result dialog then leads to /create/{uuid}; after an
 * error its Ok goes back one page.
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { db, type LabRow, type NoteRow } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { showFieldErrors } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { createNote, updateNote } from '../notes.actions';
import { emptyValues, toDraft, type VideoFormValues } from './note-form.values';
import type { VideoResult } from './note-result-dialog';

/** The picked labs' rows; a lab the mirror lacks (beyond the pages loaded) is known by its relation. */
async function pickedLabs(uuids: string[], original: NoteRow | null): Promise<LabRow[]> {
  const rows = await db.labs.bulkGet(uuids);
  return uuids.map((uuid, i) => {
    const relation = original?.cooking_relations.find((r) => r.technique_uuid === uuid);
    return (
      rows[i] ?? {
        uuid,
        id: relation?.technique,
        name: '',
        about: '',
        username: original?.username ?? '',
        published: false,
      }
    );
  });
}

type Form = UseFormReturnType<VideoFormValues>;

/** Where the server's field errors show: the three mention columns are the one artists field. */
const FIELD_OF: Record<string, keyof VideoFormValues> = {
  video: 'video',
  lesson: 'lesson',
  access: 'access',
  mention1: 'mentions',
  mention2: 'mentions',
  mention3: 'mentions',
  workshop: 'workshop',
};

export function useVideoSubmit(form: Form, original: NoteRow | null) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<VideoResult | null>(null);

  async function submit(values: VideoFormValues) {
    setSaving(true);
    try {
      const draft = toDraft(values, await pickedLabs(values.labs, original));
      if (!original) {
        const { uuid, key } = await createNote(draft);
        const sent = await sendNow(key);
        form.setInitialValues(emptyValues());
        form.reset();
        setResult({ kind: 'created', uuid, offline: sent === 'queued' });
        return;
      }
      const key = await updateNote(original.uuid, draft);
      if (key === 'unchanged') {
        notifications.show({ message: translateMessage(msg.postUpToDate) });
        await navigate(`/create/${original.uuid}`);
        return;
      }
      await sendNow(key);
      form.resetDirty();
      setResult({ kind: 'updated', uuid: original.uuid });
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error, FIELD_OF)) setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  function done(finished: VideoResult) {
    setResult(null);
    if (finished.kind === 'failed') navigate(-1);
    else navigate(`/create/${finished.uuid}`);
  }

  return { submit, saving, result, done };
}
