/**
 * The journey form's values, their validation (the shared `journeyInput`, so the messages are the
 * spec's, word for word) and the conversions from a mirrored journey, to the input a post sends and
 * to the patch of the changed fields an edit sends.
 */
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import {
  type JourneyEvent,
  type JourneyInput,
  type JourneyPatch,
  journeyInput,
} from '../../../../shared/schemas/journeys';
import { keyOfMediaUrl } from '../../../../shared/schemas/uploads';
import type { NamedWorkshop } from '../../../../shared/schemas/workshop-door';
import type { JourneyRow, LocalImage } from '../../../lib/db';
import { schemaResolver } from '../../../lib/form-resolver';

/**
 * A photo of the journey: its upload key and an address to show it at, or (picked offline) its
 * resized bytes kept on the device, to be uploaded with the post.
 */
export type JourneyPhoto = { key: string; url: string; local?: LocalImage };

/** A well-formed key standing in for a photo kept on the device, so the form validates as it will be sent. */
const ON_DEVICE = 'j-00000000-0000-4000-8000-000000000000';

/** `occured` is yyyy-mm-dd or null (today); `photos` are the filled slots, in order (at most 3). */
export type JourneyFormValues = {
  joevent: string;
  jocontent: string;
  photos: JourneyPhoto[];
  country: string | null;
  occured: string | null;
  isprivate: boolean;
  joiglink: string;
  joytlink: string;
  jolink: string;
  /** The event it was at, if any. */
  event: JourneyEvent | null;
  /** The workshop it was at, if any. */
  workshop: NamedWorkshop | null;
};

export const emptyValues = (): JourneyFormValues => ({
  joevent: '',
  jocontent: '',
  photos: [],
  country: null,
  occured: null,
  isprivate: false,
  joiglink: '',
  joytlink: '',
  jolink: '',
  event: null,
  workshop: null,
});

export function valuesOfRow(row: JourneyRow): JourneyFormValues {
  const photos = [row.jophoto1, row.jophoto2, row.jophoto3]
    .filter((url): url is string => Boolean(url))
    .map((url) => ({ key: keyOfMediaUrl(url), url }));
  return {
    joevent: row.joevent,
    jocontent: row.jocontent,
    photos,
    country: row.country || null,
    occured: row.occured || null,
    isprivate: row.isprivate,
    joiglink: row.joiglink,
    joytlink: row.joytlink,
    jolink: row.jolink,
    event: row.event,
    workshop: row.workshop ?? null,
  };
}

const keyOf = (photo: JourneyPhoto | undefined) => (photo?.local ? ON_DEVICE : (photo?.key ?? ''));

/** The fields as the API takes them (an empty date becomes today on the server). */
function fieldsOf(values: JourneyFormValues) {
  const [one, two, three] = values.photos;
  return {
    joevent: values.joevent,
    jocontent: values.jocontent,
    jophoto1: keyOf(one),
    jophoto2: keyOf(two),
    jophoto3: keyOf(three),
    country: values.country ?? '',
    occured: values.occured ?? '',
    isprivate: values.isprivate,
    joiglink: values.joiglink,
    joytlink: values.joytlink,
    jolink: values.jolink,
    event: values.event?.uuid ?? '',
    workshop: values.workshop?.uuid ?? '',
  };
}

const resolve = schemaResolver(journeyInput);

/** The form's errors; a photo's message shows at the photos. */
export function validateJourneyForm(values: JourneyFormValues): FormErrors {
  const { jophoto1, jophoto2, jophoto3, ...errors } = resolve(fieldsOf(values));
  const photos = jophoto1 ?? jophoto2 ?? jophoto3;
  return photos ? { ...errors, photos } : errors;
}

export const toInput = (values: JourneyFormValues, uuid: string): JourneyInput =>
  v.parse(journeyInput, { ...fieldsOf(values), uuid });

/** Only the fields that differ from the journey as it was (the date left empty keeps its date). */
export function toPatch(values: JourneyFormValues, row: JourneyRow): JourneyPatch {
  const now = toInput({ ...values, occured: values.occured ?? row.occured }, row.uuid);
  const before = fieldsOf(valuesOfRow(row));
  return Object.fromEntries(
    Object.entries(before).flatMap(([field, was]) => {
      const value = now[field as keyof typeof before];
      return value === was ? [] : [[field, value]];
    }),
  ) as JourneyPatch;
}
