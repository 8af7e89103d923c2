/**
 * The workshop form's values (spec 2.8, 4.6, 5), checked with the shared `workshopInput` (the spec's
 * messages word for word), and the conversions: from a workshop being edited, to the whole input of
 * a create, and to only the changed fields of an update. The poster is kept as bytes on the device
 * until it is uploaded.
 */
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import { type Workshop, type WorkshopPatch, workshopInput } from '../../../../shared/schemas/workshops';
import { schemaResolver } from '../../../lib/form-resolver';
import { deviceZone } from '../../../ui/fields/country-zone';

/** A workshop as the form edits it (a mirrored row has no server id yet when made offline). */
export type EditedWorkshop = Omit<Workshop, 'id'>;

export type WorkshopFormValues = {
  title: string;
  start_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  datetime: string;
  country: string;
  venue: string;
  content: string;
  iglink: string;
  videolink: string;
  contact_email: string;
  name1: string;
  /** The tagged artist's username: the organiser's own with own tagging (spec 4.6). */
  teacher1: string;
  country1: string;
};

const FIELDS = [
  'title',
  'start_date',
  'start_time',
  'end_time',
  'timezone',
  'datetime',
  'country',
  'venue',
  'content',
  'iglink',
  'videolink',
  'contact_email',
  'name1',
  'teacher1',
  'country1',
] as const satisfies (keyof WorkshopFormValues)[];

const formSchema = v.pick(workshopInput, FIELDS);
const resolve = schemaResolver(formSchema);

/** A new workshop, tagged with the organiser's own portfolio (own tagging), in this device's zone. */
export const emptyValues = (own: {
  username: string;
  artistName: string;
  country: string;
}): WorkshopFormValues => ({
  title: '',
  start_date: '',
  start_time: '',
  end_time: '',
  timezone: deviceZone(),
  datetime: '',
  country: '',
  venue: '',
  content: '',
  iglink: '',
  videolink: '',
  contact_email: '',
  name1: own.artistName,
  teacher1: own.username,
  country1: own.country,
});

export const valuesOfWorkshop = (w: EditedWorkshop): WorkshopFormValues =>
  Object.fromEntries(FIELDS.map((field) => [field, w[field]])) as WorkshopFormValues;

/** The form's errors in the app's language. */
export const validateWorkshopForm = (values: WorkshopFormValues): FormErrors => resolve(values);

/** The values as the server takes them (trimmed). */
export const parseValues = (values: WorkshopFormValues) => v.parse(formSchema, values);

/** Only what differs from the workshop being edited (a new poster rides in the outbox entry). */
export function changedFields(original: EditedWorkshop, values: WorkshopFormValues): WorkshopPatch {
  const before = valuesOfWorkshop(original);
  const parsed = parseValues(values);
  const patch: WorkshopPatch = {};
  for (const field of FIELDS)
    if (parsed[field] !== before[field]) Object.assign(patch, { [field]: parsed[field] });
  return patch;
}
