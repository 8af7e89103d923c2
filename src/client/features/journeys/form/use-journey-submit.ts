/**
 * Saves the journey form: a post sends every field (photos already uploaded) under a uuid made once
 * per form, so a retry cannot post twice; offline (or with photos kept on the device) it is queued in
 * the outbox with them. An edit sends only what changed, at once or (offline) through the outbox. The result dialog
 * then leads to the journey on the artist's Journey tab.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JourneyRow } from '../../../lib/db';
import { queuedTargets } from '../../../lib/mirrored-rows';
import { toldStorageFull } from '../../../lib/storage-full';
import { editJourney, postJourney, queueJourney, queueJourneyEdit } from '../journeys.actions';
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
        const offline = !navigator.onLine || values.photos.some((photo) => photo.local);
        if (offline) await queueJourney({ ...input, uuid: uuid.current }, values.photos);
        else await postJourney(input);
        setResult({ kind: offline ? 'queued' : 'posted', uuid: uuid.current });
        uuid.current = crypto.randomUUID();
        form.setInitialValues(emptyValues());
        form.reset();
      } else {
        const patch = toPatch(values, original);
        // Photos from the device, or the journey's create or an earlier change still in the outbox:
        // the change waits there too, even online.
        const queued =
          !navigator.onLine ||
          values.photos.some((photo) => photo.local) ||
          (await queuedTargets()).has(original.uuid);
        const kind =
          queued && Object.keys(patch).length > 0
            ? await queueJourneyEdit(original.uuid, patch, values.photos).then(() =>
                navigator.onLine ? ('updated' as const) : ('saved' as const),
              )
            : await editJourney(original.uuid, patch);
        form.resetDirty();
        setResult({ kind, uuid: original.uuid });
      }
    } catch (error) {
      if (!toldStorageFull(error)) setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  const view = (journey: string) => navigate(`/${original?.username ?? username}/journey?journey=${journey}`);

  return { submit, saving, result, view, close: () => setResult(null) };
}
