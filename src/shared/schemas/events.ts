/**
 * Events (battles, jams, festivals): a poster, when (wall times in the event's own IANA zone) and
 * where, links, and the lists the spec names (event_guests, event_subevents, event_workshops,
 * event_battles). The write schemas both sides validate with, and the read shape. A form sends the
 * lists as JSON text in their field; JSON bodies send them as arrays.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import { isTimeZone, isWallTime } from '../wall-time';
import { BATTLE_FORMATS } from './battles';
import {
  countryField,
  idNumber,
  linkField,
  noSpaces,
  refField,
  required,
  shortText,
  text,
  uuidField,
  yearWithin,
  ZONED_YEARS,
} from './fields';
import { UPLOAD_KEY } from './uploads';

export const INFO_LIMIT = 5000;
/** The most entries one list of an event holds. */
export const EVENT_LIST_LIMIT = 30;

export const GUEST_ROLES = ['judge', 'teacher', 'dj', 'host', 'mc', 'performer'] as const;
export type GuestRole = (typeof GUEST_ROLES)[number];

export const eventMsg = {
  nameRequired: /*i18n*/ 'Name is required',
  imageRequired: /*i18n*/ 'Image is required.',
  dateRequired: /*i18n*/ 'Date is required',
  endRequired: /*i18n*/ 'End is required',
  endBeforeStart: /*i18n*/ 'The end must be after the start.',
  timeZone: /*i18n*/ 'Choose a time zone from the list.',
  infoTooLong: /*i18n*/ 'Must be 5000 characters or less',
  tooMany: /*i18n*/ 'At most 30 entries.',
  invalidList: /*i18n*/ 'Invalid list.',
  role: /*i18n*/ 'Choose a role from the list.',
  format: /*i18n*/ 'Choose a format from the list.',
  categoryRequired: /*i18n*/ 'Category is required',
  unknownArtist: /*i18n*/ 'Choose an artist from the search.',
  unknownWorkshop: /*i18n*/ 'Choose a workshop from the search.',
  guestTwice: /*i18n*/ 'This artist is already a guest.',
  notAGuest: /*i18n*/ 'You are not a guest of this event.',
};

const title = v.pipe(required(eventMsg.nameRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255));
const wallTime = (message: string) =>
  v.pipe(required(message), v.check(isWallTime, message), yearWithin(ZONED_YEARS));

/** A list: an array in JSON, or JSON text in a form field; at most EVENT_LIST_LIMIT entries. */
const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value !== 'string') return dataset.value;
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: eventMsg.invalidList });
        return NEVER;
      }
    }),
    v.array(item, eventMsg.invalidList),
    v.maxLength(EVENT_LIST_LIMIT, eventMsg.tooMany),
  );

export const guestInput = v.object({
  username: required(eventMsg.unknownArtist),
  role: v.picklist(GUEST_ROLES, eventMsg.role),
});
export const subeventInput = v.object({
  title,
  time: v.optional(shortText(), ''),
  info: v.optional(shortText(), ''),
});
/**
 * A battle of the list. `id`: one already saved, sent back so an edit keeps it (its entrants and
 * bracket); `format` left out keeps a saved battle's (a new one's is 1v1).
 */
export const battleInput = v.object({
  id: v.optional(idNumber),
  category: v.pipe(required(eventMsg.categoryRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  style: v.optional(shortText(), ''),
  format: v.optional(v.picklist(BATTLE_FORMATS, eventMsg.format)),
});

const editable = {
  title,
  poster: v.pipe(
    text(eventMsg.imageRequired),
    v.trim(),
    v.nonEmpty(eventMsg.imageRequired),
    v.check((key) => UPLOAD_KEY.test(key) && key.startsWith('w-'), msg.uploadAgain),
  ),
  start: wallTime(eventMsg.dateRequired),
  end: wallTime(eventMsg.endRequired),
  timezone: v.pipe(required(eventMsg.timeZone), v.check(isTimeZone, eventMsg.timeZone)),
  venue: shortText(),
  country: countryField,
  content: v.pipe(text(), v.trim(), v.maxLength(INFO_LIMIT, eventMsg.infoTooLong)),
  iglink: linkField,
  videolink: linkField,
  contact_email: v.pipe(
    shortText(),
    noSpaces,
    v.check((mail) => mail === '' || v.is(v.pipe(v.string(), v.email()), mail), msg.invalidEmail),
  ),
  event_guests: list(guestInput),
  event_subevents: list(subeventInput),
  event_workshops: list(uuidField),
  event_battles: list(battleInput),
};

/** Wall times compare as text: the end comes after the start (in the same zone). */
const endsAfterStart = (e: { start?: string; end?: string }) =>
  e.start === undefined || e.end === undefined || e.end > e.start;

export const eventInput = v.pipe(
  v.object({
    uuid: v.optional(uuidField),
    title: editable.title,
    poster: editable.poster,
    start: editable.start,
    end: editable.end,
    timezone: editable.timezone,
    venue: v.optional(editable.venue, ''),
    country: editable.country,
    content: v.optional(editable.content, ''),
    iglink: v.optional(editable.iglink, ''),
    videolink: v.optional(editable.videolink, ''),
    contact_email: v.optional(editable.contact_email, ''),
    event_guests: v.optional(editable.event_guests, []),
    event_subevents: v.optional(editable.event_subevents, []),
    event_workshops: v.optional(editable.event_workshops, []),
    event_battles: v.optional(editable.event_battles, []),
  }),
  v.forward(v.partialCheck([['start'], ['end']], endsAfterStart, eventMsg.endBeforeStart), ['end']),
);
export type EventInput = v.InferOutput<typeof eventInput>;

/** An edit: only the changed fields (a list replaces the whole list). */
export const eventPatch = v.pipe(
  v.partial(v.object(editable)),
  v.forward(v.partialCheck([['start'], ['end']], endsAfterStart, eventMsg.endBeforeStart), ['end']),
);
export type EventPatch = v.InferOutput<typeof eventPatch>;

/** POST /events/iamgoing/: the event the caller is going to. */
export const goingInput = v.object({ event: refField });

export const eventSearchQuery = v.object({
  query: v.optional(text()),
  event_name: v.optional(text()),
  this_month: v.optional(v.picklist(['yes', 'no'])),
});

export type EventGuest = {
  username: string;
  artist_name: string;
  profile_photo: string | null;
  country: string;
  role: GuestRole;
};
/** A linked workshop, as reads name it. */
export type EventWorkshop = { uuid: string; title: string };
export type EventSubevent = v.InferOutput<typeof subeventInput>;
/**
 * A battle as the list holds it. The server's reads always carry `id` (the battle's own page and API)
 * and `format`; an event written on the device, not yet sent, has them only where the form had them.
 */
export type EventBattle = v.InferOutput<typeof battleInput>;

export type Event = {
  id: number;
  uuid: string;
  /** The organiser. */
  username: string;
  artist_name: string;
  profile_photo: string | null;
  title: string;
  /** The poster's medium-size address, and its small size. */
  poster: string;
  poster_thumb: string;
  /** Wall times (yyyy-mm-ddThh:mm) in `timezone`, and the instants they name (ISO, UTC). */
  start: string;
  end: string;
  timezone: string;
  starts_at: string;
  ends_at: string;
  venue: string;
  country: string;
  content: string;
  iglink: string;
  videolink: string;
  contact_email: string;
  event_guests: EventGuest[];
  event_subevents: EventSubevent[];
  event_workshops: EventWorkshop[];
  event_battles: EventBattle[];
  going_count: number;
  /** Whether the caller said "I'm going" (false for a visitor). */
  iamgoing: boolean;
  created: string;
  /** True only when the viewer is its author and a moderator hid it (no one else sees it). */
  hidden: boolean;
};

/** A person going, as /events/iamgoing/list/ lists them. */
export type EventGoer = {
  id: number;
  username: string;
  artist_name: string;
  profile_photo: string | null;
  created: string;
};
