/**
 * Workshops (platform-shell 2.8, 3, 4.6, 5, 7): an artist's workshop page and who is going (its room
 * is workshop-room.ts, its door workshop-door.ts). The write schemas form and server validate with,
 * and the read shapes. Beside the spec's
 * free-text time (`datetime`), a workshop has a wall-clock start (and optional end) in its own IANA
 * time zone, so lists sort by it and calendars get the right instant.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import {
  countryField,
  dayField,
  idField,
  optionalCountry,
  refField,
  required,
  shortText,
  text,
  uuidField,
  ZONED_YEARS,
} from './fields';
import { LESSON_LIMIT, youtubeId } from './notes';
import { UPLOAD_KEY } from './uploads';

export const workshopMsg = {
  nameRequired: /*i18n*/ 'Name is required',
  dateRequired: /*i18n*/ 'Date is required',
  urlInvalid: /*i18n*/ 'URL must be valid',
  imageRequired: /*i18n*/ 'Image is required.',
  invalidTime: /*i18n*/ 'Enter a time as hh:mm.',
  invalidZone: /*i18n*/ 'Choose a time zone from the list.',
  unknownArtist: /*i18n*/ 'Choose an artist from the list.',
  infoTooLong: /*i18n*/ 'Must be 5000 characters or less',
  alreadyInRoom: /*i18n*/ 'You are already in this room.',
  organiserInRoom: /*i18n*/ 'You organise this workshop.',
  askAgainLater: /*i18n*/ 'The organiser refused your request. You can ask again a day after you last asked.',
  notAMember: /*i18n*/ 'This dancer is not in the room.',
  wrongCode: /*i18n*/ "This code is not this dancer's.",
  unknownWorkshop: /*i18n*/ 'Choose a workshop from the list.',
  stayAttended: /*i18n*/ 'You were checked in at this workshop, so your place stays.',
};

/** The spec's unique URL: title, artist name and date, whitespace turned into hyphens, lowercased. */
export const uniqueUrl = (title: string, artistName: string, date: string) =>
  [title, artistName, date]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, '-')
    .toLowerCase();

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A wall-clock time, hh:mm (24 h); empty for none. */
const timeField = v.pipe(
  text(workshopMsg.invalidTime),
  v.trim(),
  v.check((time) => time === '' || HH_MM.test(time), workshopMsg.invalidTime),
);
const zoneField = v.pipe(
  text(workshopMsg.invalidZone),
  v.trim(),
  v.check(isTimeZone, workshopMsg.invalidZone),
);

/** Empty, or a link with no spaces (the spec's check for the social links). */
const linkField = v.pipe(
  shortText(),
  v.regex(/^\S*$/, msg.noSpaces),
  v.check(
    (url) => url === '' || URL.canParse(/^https?:\/\//i.test(url) ? url : `https://${url}`),
    workshopMsg.urlInvalid,
  ),
);
const youtubeLink = v.pipe(
  linkField,
  v.check((url) => url === '' || youtubeId(url) !== null, workshopMsg.urlInvalid),
);
/** The contact: empty, an e-mail address or a mailto: link, under the spec's URL message. */
const contactField = v.pipe(
  shortText(),
  v.regex(/^\S*$/, msg.noSpaces),
  v.check(
    (value) => value === '' || /^(mailto:)?[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(value),
    workshopMsg.urlInvalid,
  ),
);
const posterKey = v.pipe(
  text(workshopMsg.imageRequired),
  v.trim(),
  v.nonEmpty(workshopMsg.imageRequired),
  v.check((key) => UPLOAD_KEY.test(key) && key.startsWith('w-'), msg.uploadAgain),
);
const infoField = v.pipe(text(), v.trim(), v.maxLength(LESSON_LIMIT, workshopMsg.infoTooLong));
const optionalRef = v.union([
  v.null(),
  v.pipe(
    v.literal(''),
    v.transform(() => null),
  ),
  idField,
]);
const categoryField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))], msg.invalidValue),
  v.integer(msg.invalidValue),
  v.minValue(1, msg.invalidValue),
  v.maxValue(99, msg.invalidValue),
);

const editable = {
  title: v.pipe(required(workshopMsg.nameRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  poster: posterKey,
  start_date: dayField(workshopMsg.dateRequired, ZONED_YEARS),
  start_time: timeField,
  end_time: timeField,
  timezone: zoneField,
  datetime: shortText(),
  country: countryField,
  venue: shortText(),
  content: infoField,
  iglink: linkField,
  videolink: youtubeLink,
  contact_email: contactField,
  name1: shortText(),
  /** The tagged artist's username; empty tags nobody (the organiser's own tagging fills it). */
  teacher1: shortText(),
  country1: optionalCountry,
  info1: infoField,
  videolink1: youtubeLink,
  event: optionalRef,
  category: categoryField,
};

export const workshopInput = v.object({
  uuid: v.optional(uuidField),
  title: editable.title,
  poster: editable.poster,
  start_date: editable.start_date,
  start_time: v.optional(editable.start_time, ''),
  end_time: v.optional(editable.end_time, ''),
  timezone: v.optional(editable.timezone, 'UTC'),
  datetime: v.optional(editable.datetime, ''),
  country: editable.country,
  venue: v.optional(editable.venue, ''),
  content: v.optional(editable.content, ''),
  iglink: v.optional(editable.iglink, ''),
  videolink: v.optional(editable.videolink, ''),
  contact_email: v.optional(editable.contact_email, ''),
  name1: v.optional(editable.name1, ''),
  teacher1: v.optional(editable.teacher1, ''),
  country1: v.optional(editable.country1, ''),
  info1: v.optional(editable.info1, ''),
  videolink1: v.optional(editable.videolink1, ''),
  event: v.optional(editable.event, null),
  category: v.optional(editable.category, 1),
});
export type WorkshopInput = v.InferOutput<typeof workshopInput>;

/** An edit: only the changed fields. */
export const workshopPatch = v.partial(v.object(editable));
export type WorkshopPatch = v.InferOutput<typeof workshopPatch>;

/** The fields whose change tells everyone going (a change of time or venue). */
export const WHEN_AND_WHERE = [
  'start_date',
  'start_time',
  'end_time',
  'timezone',
  'datetime',
  'country',
  'venue',
] as const;

export type Workshop = {
  id: number;
  uuid: string;
  /** The organiser. */
  username: string;
  title: string;
  poster: string;
  poster_mini: string;
  start_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  /** The start (and end) as UTC instants; the start is the day's midnight when no time is set. */
  starts_at: string;
  ends_at: string | null;
  datetime: string;
  country: string;
  venue: string;
  content: string;
  iglink: string;
  videolink: string;
  contact_email: string;
  name1: string;
  photo1: string | null;
  videolink1: string;
  country1: string;
  info1: string;
  event: number | null;
  /** The tagged artist's username, or empty. */
  teacher1: string;
  uniqueurl: string;
  category: number;
  going_count: number;
  /** Whether the viewer said they are going (false for a guest). */
  is_going: boolean;
  /** How many of those going the organiser checked in at the door (counted as `going_count`). */
  attended_count: number;
  /** The viewer's own place at the door when they are going (no one else's): null otherwise. */
  my_door: MyDoor | null;
  created: string;
  /** True only when the viewer is its author and a moderator hid it (no one else sees it). */
  hidden: boolean;
};

/** A goer's door: their going id and code (what their QR code carries), and whether they were checked in. */
export type MyDoor = { going: number; code: string; attended: boolean };

/** Someone in a list of people (going, room members, requests). */
export type WorkshopPerson = {
  id: number;
  username: string;
  artist_name: string;
  artist_metadata: { thumb: string | null };
  created: string;
};

export const goingInput = v.object({ workshop: refField });
export const workshopSearchQuery = v.object({
  query: v.optional(v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.maxChars255))),
  workshop_name: v.optional(v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.maxChars255))),
  this_month: v.optional(v.picklist(['yes', 'no'], msg.invalidValue)),
});
export type WorkshopSearch = v.InferOutput<typeof workshopSearchQuery>;
