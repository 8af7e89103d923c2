/**
 * Saves the workshop form (spec 2.8, 4.6, 8): the poster is uploaded first (type W; once per chosen
 * file, so a retry does not upload it again), then the workshop is created, or only its changed
 * fields are sent. Creating needs a poster ("Image is required."); nothing changed says "Workshop is
 * upto date." and goes to the workshop. The server's field errors show at their fields; any other
 * failure says "Some error occured. Please try again." and the poster can be chosen again. Offline,
 * a create or an update waits in the outbox with its poster; so does an update online while an
 * earlier write of the workshop (its create, made offline) still waits there.
 */
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { workshopMsg } from '../../../../shared/schemas/workshops';
import { translateMessage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { queuedTargets } from '../../../lib/mirrored-rows';
import { toldStorageFull } from '../../../lib/storage-full';
import { uploadImage } from '../../../lib/upload';
import { patchWorkshop, postWorkshop, queueWorkshop, queueWorkshopEdit } from './workshop-form.actions';
import {
  changedFields,
  createInput,
  type EditedWorkshop,
  parseValues,
  type WorkshopFormValues,
} from './workshop-form.values';

type Form = UseFormReturnType<WorkshopFormValues>;
export type WorkshopResult = { kind: 'created' | 'updated'; uuid: string; offline: boolean };

/** Puts a 400's field errors on the form; false when there are none to show there. */
function showFieldErrors(form: Form, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const shown = Object.entries(error.fields).filter(([field]) => field in form.values || field === 'poster');
  for (const [field, messages] of shown) form.setFieldError(field, messages.map(translateMessage).join(' '));
  return shown.length > 0;
}

type Options = { form: Form; original: EditedWorkshop | null; poster: File | null; onFailed: () => void };

export function useWorkshopSubmit({ form, original, poster, onFailed }: Options) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<WorkshopResult | null>(null);
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  const uuid = useRef(crypto.randomUUID());
  const say = (message: string, color?: string) => notifications.show({ message, color });

  async function uploadPoster(): Promise<string | undefined> {
    if (!poster) return undefined;
    if (uploaded.current?.file !== poster)
      uploaded.current = { file: poster, key: (await uploadImage('W', poster)).key };
    return uploaded.current.key;
  }

  async function upToDate(target: string) {
    say(t`Workshop is upto date.`);
    await navigate(`/workshops/${target}`);
  }

  async function save(values: WorkshopFormValues) {
    const offline = !navigator.onLine;
    if (!original) {
      if (offline && poster) await queueWorkshop(parseValues(values), uuid.current, poster);
      else await postWorkshop(createInput(values, uuid.current, (await uploadPoster()) ?? ''));
      form.resetDirty();
      setResult({ kind: 'created', uuid: uuid.current, offline });
      return;
    }
    // Behind its create or an earlier change still in the outbox, a change waits there too, even online.
    if (offline || (await queuedTargets()).has(original.uuid)) {
      const patch = changedFields(original, values);
      if (Object.keys(patch).length === 0 && !poster) return upToDate(original.uuid);
      await queueWorkshopEdit(original.uuid, patch, poster);
    } else {
      const answer = await patchWorkshop(
        original.uuid,
        changedFields(original, values, await uploadPoster()),
      );
      if (answer === 'unchanged') return upToDate(original.uuid);
    }
    form.resetDirty();
    setResult({ kind: 'updated', uuid: original.uuid, offline });
  }

  /** Creating needs a poster: said as the spec's snackbar, also when other fields are wrong. */
  const missingPoster = () => {
    if (original || poster) return false;
    say(translateMessage(workshopMsg.imageRequired), 'red');
    return true;
  };

  async function submit(values: WorkshopFormValues) {
    if (missingPoster()) return;
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error)) {
        uploaded.current = null;
        onFailed();
        say(t`Some error occured. Please try again.`, 'red');
      }
    } finally {
      setSaving(false);
    }
  }

  function done(finished: WorkshopResult) {
    setResult(null);
    uuid.current = crypto.randomUUID();
    navigate(`/workshops/${finished.uuid}`);
  }

  return { submit, missingPoster, saving, result, done };
}
