/**
 * Saves the workshop form (spec 2.8, 4.6, 8) through the outbox, online or not: the create with its
 * poster (type W), or only the changed fields (and a new poster). Creating needs a poster ("Image is
 * required."); nothing changed says "Workshop is upto date." and goes to the workshop. Online the form
 * waits for the server: its field errors show at their fields, any other refusal says "Some error
 * occured. Please try again." and the poster can be chosen again. Offline (or with the server busy)
 * the write waits in the outbox and the result says it will be sent.
 */
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { workshopMsg } from '../../../../shared/schemas/workshops';
import { translateMessage } from '../../../i18n/i18n';
import type { LocalImage } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { showFieldErrors } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { outboxUpload } from '../../../lib/upload-progress';
import { queueWorkshop, queueWorkshopEdit } from './workshop-form.actions';
import {
  changedFields,
  type EditedWorkshop,
  parseValues,
  type WorkshopFormValues,
} from './workshop-form.values';

type Form = UseFormReturnType<WorkshopFormValues>;
export type WorkshopResult = { kind: 'created' | 'updated'; uuid: string; offline: boolean };

type Options = {
  form: Form;
  original: EditedWorkshop | null;
  /** The new poster made on the device, if one was chosen. */
  poster: LocalImage | null;
  onFailed: () => void;
};

export function useWorkshopSubmit({ form, original, poster, onFailed }: Options) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<WorkshopResult | null>(null);
  const uuid = useRef(crypto.randomUUID());
  const say = (message: string, color?: string) => notifications.show({ message, color });

  async function upToDate(target: string) {
    say(t`Workshop is upto date.`);
    await navigate(`/workshops/${target}`);
  }

  async function save(values: WorkshopFormValues, image: LocalImage | null) {
    if (!original) {
      if (!image) return;
      const sent = await sendNow(await queueWorkshop(parseValues(values), uuid.current, image));
      form.resetDirty();
      setResult({ kind: 'created', uuid: uuid.current, offline: sent === 'queued' });
      return;
    }
    const patch = changedFields(original, values);
    if (Object.keys(patch).length === 0 && !image) return upToDate(original.uuid);
    const sent = await sendNow(await queueWorkshopEdit(original.uuid, patch, image));
    form.resetDirty();
    setResult({ kind: 'updated', uuid: original.uuid, offline: sent === 'queued' });
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
      await save(values, poster);
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error, { poster: 'poster', upload: 'poster' })) {
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

  return {
    submit,
    missingPoster,
    saving,
    result,
    done,
    upload: outboxUpload(original?.uuid ?? uuid.current),
  };
}
