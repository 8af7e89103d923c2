/**
 * The shoutout form's values, checked with the shared `shoutoutInput` (the spec's messages word for
 * word), and the conversions from a shoutout being edited and to what the server takes: the whole
 * input for a create, only the changed fields for an edit. The cover is kept as bytes on the device
 * until it is uploaded.
 */
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import {
  type Shoutout,
  type ShoutoutPatch,
  shoutoutInput,
  shoutoutMsg,
} from '../../../../shared/schemas/shoutouts';
import { translateMessage } from '../../../i18n/i18n';
import { schemaResolver } from '../../../lib/form-resolver';

/** A shoutout as the form edits it (a mirrored row has no server id yet when made offline). */
export type EditedShoutout = Omit<Shoutout, 'id'>;

export type ShoutoutFormValues = {
  /** The tagged artist's username; '' when none is tagged. */
  teacher: string;
  s_teacher_name: string;
  s_teacher_country: string;
  s_appreciation: string;
  s_learnings: string;
  s_location: string;
  s_teacher_video: string;
  /** yyyy-mm-dd; '' when cleared. */
  occured: string;
  /** The uuid of the workshop where the teaching was; '' for none. */
  workshop: string;
};

/** The form's fields as the schema checks them: the cover is checked apart (bytes on the device, not a key yet). */
const formSchema = v.omit(shoutoutInput, ['uuid', 'image']);
const resolve = schemaResolver(formSchema);

/** Today on this device, yyyy-mm-dd (the spec's default date). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyValues = (): ShoutoutFormValues => ({
  teacher: '',
  s_teacher_name: '',
  s_teacher_country: '',
  s_appreciation: '',
  s_learnings: '',
  s_location: '',
  s_teacher_video: '',
  occured: today(),
  workshop: '',
});

export const valuesOfShoutout = (shoutout: EditedShoutout): ShoutoutFormValues => ({
  teacher: shoutout.teacher?.username ?? '',
  s_teacher_name: shoutout.s_teacher_name,
  s_teacher_country: shoutout.s_teacher_country,
  s_appreciation: shoutout.s_appreciation,
  s_learnings: shoutout.s_learnings,
  s_location: shoutout.s_location,
  s_teacher_video: shoutout.s_teacher_video,
  occured: shoutout.occured,
  /* A shoutout kept on the device from before shoutouts named workshops has none. */
  workshop: shoutout.workshop?.uuid ?? '',
});

/** The form's errors in the app's language; `hasCover` says whether a cover is chosen (or kept). */
export function validateShoutoutForm(values: ShoutoutFormValues, hasCover: boolean): FormErrors {
  const errors = resolve({ ...values, occured: values.occured || undefined });
  if (!values.occured) errors.occured = translateMessage(shoutoutMsg.dateRequired);
  if (!hasCover) errors.image = translateMessage(shoutoutMsg.imageRequired);
  return errors;
}

/** The values as the server takes them (trimmed, a shorts link rewritten to a watch link). */
export const parseValues = (values: ShoutoutFormValues) => v.parse(formSchema, values);

/** Only what differs from the shoutout being edited (a new cover rides in the outbox entry). */
export function changedFields(original: EditedShoutout, values: ShoutoutFormValues): ShoutoutPatch {
  const before = valuesOfShoutout(original);
  const parsed = parseValues(values);
  const patch: ShoutoutPatch = {};
  for (const key of Object.keys(before) as (keyof ShoutoutFormValues)[]) {
    const value = parsed[key] ?? '';
    if (value !== before[key]) patch[key] = value;
  }
  return patch;
}
