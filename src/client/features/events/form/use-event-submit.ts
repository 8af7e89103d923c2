/**
 * Saves the event form through the outbox, online or not (the poster made on the device rides in
 * the entry): a create under a uuid made once per form, so a second tap cannot create twice; an
 * edit sends only what changed, and says so when nothing did. Online the form waits for the server:
 * its field errors show at their fields, any other refusal says the save failed.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { msg } from '../../../../shared/messages';
import type { EventRow } from '../../../lib/db';
import { sendNow } from '../../../lib/outbox-answer';
import { showFieldErrors } from '../../../lib/server-errors';
import { toldStorageFull } from '../../../lib/storage-full';
import { outboxUpload } from '../../../lib/upload-progress';
import { queueEvent, queueEventEdit } from '../events.actions';
import { type EventFormValues, emptyValues, toInput, toPatch } from './event-form.values';

export type EventResult =
  | { kind: 'created' | 'updated' | 'unchanged'; uuid: string; offline: boolean }
  | { kind: 'failed' };

type Form = UseFormReturnType<EventFormValues>;

export function useEventSubmit(form: Form, original: EventRow | null) {
  const uuid = useRef(crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<EventResult | null>(null);

  async function submit(values: EventFormValues) {
    setSaving(true);
    try {
      if (!original) {
        if (!values.poster.local) throw new Error(msg.noImage);
        const sent = await sendNow(
          await queueEvent(
            { ...toInput(values, uuid.current), uuid: uuid.current },
            values.poster.local,
            values.event_workshops,
          ),
        );
        setResult({ kind: 'created', uuid: uuid.current, offline: sent === 'queued' });
        uuid.current = crypto.randomUUID();
        form.setInitialValues(emptyValues());
        form.reset();
      } else {
        const patch = toPatch(values, original);
        const changed = Object.keys(patch).length > 0 || values.poster.local !== null;
        const sent = changed
          ? await sendNow(await queueEventEdit(original, patch, values.poster.local, values.event_workshops))
          : 'sent';
        form.resetDirty();
        setResult({
          kind: changed ? 'updated' : 'unchanged',
          uuid: original.uuid,
          offline: sent === 'queued',
        });
      }
    } catch (error) {
      if (!toldStorageFull(error) && !showFieldErrors(form, error, { upload: 'poster' }))
        setResult({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  }

  return {
    submit,
    saving,
    result,
    close: () => setResult(null),
    upload: outboxUpload(original?.uuid ?? uuid.current),
  };
}
