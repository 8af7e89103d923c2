/**
 * Journeys: a dancer's reflection on a step of their way (a battle, a workshop, a trip), with up to
 * three photos. A private journey is its author's alone. The write schemas both sides validate with,
 * and the read shape.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import type { BattleResult } from './battles';
import {
  dayField,
  flagField,
  linkField,
  optionalCountry,
  required,
  shortText,
  text,
  uuidField,
} from './fields';
import { LESSON_LIMIT } from './notes';
import { UPLOAD_KEY } from './uploads';
import { type NamedWorkshop, workshopRefField } from './workshop-door';

export const MAX_JOURNEY_PHOTOS = 3;

export const journeyMsg = {
  titleRequired: /*i18n*/ 'Journey title is required',
  imageRequired: /*i18n*/ 'Please upload at least one image.',
  dateRequired: /*i18n*/ 'Date is required',
  tooLong: /*i18n*/ 'Must be 5000 characters or less',
  unknownEvent: /*i18n*/ 'Choose an event from the list.',
};

/** A journey photo's upload key (type J); `required` for the first. */
const photo = (required: boolean) =>
  v.pipe(
    text(journeyMsg.imageRequired),
    v.trim(),
    v.check((key) => !required || key !== '', journeyMsg.imageRequired),
    v.check((key) => key === '' || (UPLOAD_KEY.test(key) && key.startsWith('j-')), msg.uploadAgain),
  );

const editable = {
  joevent: v.pipe(required(journeyMsg.titleRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  jocontent: v.pipe(text(), v.trim(), v.maxLength(LESSON_LIMIT, journeyMsg.tooLong)),
  occured: dayField(journeyMsg.dateRequired),
  jophoto1: photo(true),
  jophoto2: photo(false),
  jophoto3: photo(false),
  country: optionalCountry,
  city: shortText(),
  jolink: linkField,
  joiglink: linkField,
  joytlink: linkField,
  isprivate: flagField,
  ishighlight: flagField,
  /** The event it was at, by uuid; empty for none. */
  event: v.union([v.literal(''), uuidField], journeyMsg.unknownEvent),
  /** The workshop it was at, by uuid; empty for none. */
  workshop: workshopRefField,
};

export const journeyInput = v.object({
  uuid: v.optional(uuidField),
  joevent: editable.joevent,
  jocontent: v.optional(editable.jocontent, ''),
  /** Today (UTC) when left out or empty. */
  occured: v.optional(v.union([v.literal(''), editable.occured]), ''),
  jophoto1: editable.jophoto1,
  jophoto2: v.optional(editable.jophoto2, ''),
  jophoto3: v.optional(editable.jophoto3, ''),
  country: v.optional(editable.country, ''),
  city: v.optional(editable.city, ''),
  jolink: v.optional(editable.jolink, ''),
  joiglink: v.optional(editable.joiglink, ''),
  joytlink: v.optional(editable.joytlink, ''),
  isprivate: v.optional(editable.isprivate, false),
  ishighlight: v.optional(editable.ishighlight, false),
  event: v.optional(editable.event, ''),
  workshop: v.optional(editable.workshop, ''),
});
export type JourneyInput = v.InferOutput<typeof journeyInput>;

/** An edit: only the changed fields. */
export const journeyPatch = v.partial(v.object(editable));
export type JourneyPatch = v.InferOutput<typeof journeyPatch>;

export type Journey = {
  id: number;
  uuid: string;
  username: string;
  artist_name: string;
  profile_photo: string | null;
  joevent: string;
  jocontent: string;
  occured: string;
  /** Medium-size photo addresses; the second and third may be null. */
  jophoto1: string;
  jophoto2: string | null;
  jophoto3: string | null;
  /** The first photo's small size. */
  jp1thumb: string;
  country: string;
  city: string;
  jolink: string;
  joiglink: string;
  joytlink: string;
  isprivate: boolean;
  ishighlight: boolean;
  created: string;
  /** The event it was at, as the viewer may see it; null for none. */
  event: JourneyEvent | null;
  /** The workshop it was at, as the viewer may see it (`attended`: its author's check-in); null for none. */
  workshop: NamedWorkshop | null;
  /** The author's results in the battles of its event that the viewer may see; empty for none. */
  results: BattleResult[];
  /** True only when the viewer is its author and a moderator hid it (no one else sees it). */
  hidden: boolean;
};

/** The event a journey names: enough to link it. */
export type JourneyEvent = { uuid: string; title: string };
