/**
 * Saves the journey form through the outbox, online or not, with the photos picked on the device: a
 * post sends every field under a uuid made once per form, so a retry cannot post twice; an edit sends
 * only what changed. Online the form waits for the server; offline (or with the server busy) the
 * write waits in the outbox and the result says so. The result dialog then leads to the journey on
 * the artist's Journey tab.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JourneyRow } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { showFieldErrors } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { outboxUpload } from '../../../lib/upload-progress';
import { queueJourney, queueJourneyEdit } from '../journeys.actions';
import { emptyValues, type JourneyFormValues, toInput, toPatch } from './journey-form.values';
import type { JourneyResult } from './journey-result-dialog';

export function useJourneySubmit(
  form: UseFormReturnType<JourneyFormValues>,
  original: JourneyRow | null,
  username: string,
) {
  const navigate = useNavigate();
  const uuid = useRef(crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<JourneyResult | null>(null);

  async function submit(values: JourneyFormValues) {
    setSaving(true);
    setResult(null);
    try {
      if (!original) {
        const input = toInput(values, uuid.current);
        const queued = await queueJourney({ ...input, uuid: uuid.current }, values.photos, values);
        const sent = await sendNow(queued);
        setResult({ kind: sent === 'sent' ? 'posted' : 'queued', uuid: uuid.current });
        uuid.current = crypto.randomUUID();
        form.setInitialValues(emptyValues());
        form.reset();
      } else {
        const patch = toPatch(values, original);
        const changed = Object.keys(patch).length > 0;
        const sent = changed
          ? await sendNow(await queueJourneyEdit(original.uuid, patch, values.photos, values))
          : null;
        form.resetDirty();
        setResult({
          kind: sent === null ? 'unchanged' : sent === 'sent' ? 'updated' : 'saved',
          uuid: original.uuid,
        });
      }
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error, { upload: 'photos' }))
        setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  const view = (journey: string) => navigate(`/${original?.username ?? username}/journey?journey=${journey}`);

  return {
    submit,
    saving,
    result,
    view,
    close: () => setResult(null),
    upload: outboxUpload(original?.uuid ?? uuid.current),
  };
}
