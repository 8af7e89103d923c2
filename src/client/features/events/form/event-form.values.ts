/**
 * The event form's values, their validation (the shared `eventInput`, so server and form say the
 * same thing) and the conversions from a mirrored event, to the input a create sends and to the
 * patch of the changed fields an edit sends.
 */
import { msg } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import type { BattleFormat } from '../../../../shared/schemas/battles';
import {
  type EventInput,
  type EventPatch,
  type EventWorkshop,
  eventInput,
  type GuestRole,
} from '../../../../shared/schemas/events';
import { keyOfMediaUrl } from '../../../../shared/schemas/uploads';
import { i18n } from '../../../i18n/i18n';
import type { EventRow } from '../../../lib/db';
import { schemaResolver } from '../../../lib/form-resolver';
import { deviceZone } from '../../../ui/fields/country-zone';
import type { PosterValue } from '../../../ui/fields/poster-field';

/** A well-formed key standing in for a poster kept on the device, so the form validates as it will be sent. */
const ON_DEVICE = 'w-00000000-0000-4000-8000-000000000000';

export type GuestValue = { username: string; artist_name: string; role: GuestRole };

export type EventFormValues = {
  title: string;
  /** The poster made on the device (to upload), or the current one's address (edit). */
  poster: PosterValue;
  /** Wall times, yyyy-mm-ddThh:mm; while only one part is chosen, the other is empty (`2031-06-13T`). */
  start: string;
  end: string;
  timezone: string;
  venue: string;
  country: string | null;
  content: string;
  iglink: string;
  videolink: string;
  contact_email: string;
  event_guests: GuestValue[];
  event_subevents: { title: string; time: string; info: string }[];
  /** `id`: a battle already saved, sent back so an edit keeps it (its entrants and bracket). */
  event_battles: { id?: number; category: string; style: string; format: BattleFormat }[];
  /** The linked workshops, with their titles for the chips. */
  event_workshops: EventWorkshop[];
};

/** A wall time's day and time, each empty when not chosen. */
export function wallParts(wall: string) {
  const [date = '', time = ''] = wall.split('T');
  return { date, time };
}

/** The wall time of a day and a time; empty when neither is chosen. */
export const wallOf = (date: string, time: string) => (date || time ? `${date}T${time}` : '');

export const emptyValues = (): EventFormValues => ({
  title: '',
  poster: { local: null, url: '' },
  start: '',
  end: '',
  timezone: deviceZone(),
  venue: '',
  country: null,
  content: '',
  iglink: '',
  videolink: '',
  contact_email: '',
  event_guests: [],
  event_subevents: [],
  event_battles: [],
  event_workshops: [],
});

export const valuesOfRow = (row: EventRow): EventFormValues => ({
  title: row.title,
  poster: { local: null, url: row.poster },
  start: row.start,
  end: row.end,
  timezone: row.timezone,
  venue: row.venue,
  country: row.country || null,
  content: row.content,
  iglink: row.iglink,
  videolink: row.videolink,
  contact_email: row.contact_email,
  event_guests: row.event_guests.map(({ username, artist_name, role }) => ({ username, artist_name, role })),
  event_subevents: row.event_subevents.map((s) => ({ ...s })),
  event_battles: row.event_battles.map(({ id, category, style, format }) => ({
    ...(id ? { id } : {}),
    category,
    style,
    // An event mirrored before battles had a format has none: they were all as the default.
    format: format ?? '1v1',
  })),
  event_workshops: row.event_workshops.map(({ uuid, title }) => ({ uuid, title })),
});

/** The fields as the API takes them. */
function fieldsOf(values: EventFormValues) {
  const { poster, country, event_guests, event_workshops, ...rest } = values;
  return {
    ...rest,
    poster: poster.local ? ON_DEVICE : keyOfMediaUrl(poster.url),
    country: country ?? '',
    event_guests: event_guests.map(({ username, role }) => ({ username, role })),
    event_workshops: event_workshops.map(({ uuid }) => uuid),
  };
}

const resolve = schemaResolver(eventInput);

/** The form's errors, at the form's own field paths; a day chosen without its time asks for the time. */
export function validateEventForm(values: EventFormValues): FormErrors {
  const errors = resolve(fieldsOf(values));
  for (const field of ['start', 'end'] as const) {
    const { date, time } = wallParts(values[field]);
    if (errors[field] && date && !time) errors[field] = i18n._(msg`Choose a time.`);
  }
  return errors;
}

export const toInput = (values: EventFormValues, uuid: string): EventInput =>
  v.parse(eventInput, { ...fieldsOf(values), uuid });

/** Only the fields that differ from the event as it was (a new poster is sent by the outbox). */
export function toPatch(values: EventFormValues, row: EventRow): EventPatch {
  const { uuid: _uuid, poster: _poster, ...now } = toInput(values, row.uuid);
  const { poster: _before, ...before } = fieldsOf(valuesOfRow(row));
  return Object.fromEntries(
    Object.entries(now).flatMap(([field, value]) => {
      const was = before[field as keyof typeof before];
      return JSON.stringify(value) === JSON.stringify(was) ? [] : [[field, value]];
    }),
  ) as EventPatch;
}
