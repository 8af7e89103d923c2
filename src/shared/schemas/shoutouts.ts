/**
 * Shoutouts (the spec's "sharing", each one teach one): a dancer credits an artist who taught them.
 * One that tags an artist with a portfolio (`teacher`) waits for that artist's approval; an untagged
 * one is public at once. It may name the workshop where the teaching was (issue 29). The write schemas
 * both sides validate with, and the read shape.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import {
  dayField,
  noSpaces,
  optionalCountry,
  refField,
  required,
  shortText,
  text,
  uuidField,
} from './fields';
import { COMMENT_LIMIT, LESSON_LIMIT, toWatchUrl, youtubeId } from './notes';
import { UPLOAD_KEY } from './uploads';
import { type NamedWorkshop, workshopRefField } from './workshop-door';

export const SHOUTOUT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ShoutoutStatus = (typeof SHOUTOUT_STATUSES)[number];

export const shoutoutMsg = {
  imageRequired: /*i18n*/ 'Please upload at least one image.',
  dateRequired: /*i18n*/ 'Date is required',
  nameRequired: /*i18n*/ 'Required.',
  unknownArtist: /*i18n*/ 'Choose an artist from the list.',
  notYourself: /*i18n*/ 'You cannot give yourself a shoutout.',
  alreadyMentioned: /*i18n*/ 'You have already given this artist a shoutout.',
  tooLong: /*i18n*/ 'Must be 5000 characters or less',
};

const longText = v.pipe(text(), v.trim(), v.maxLength(LESSON_LIMIT, shoutoutMsg.tooLong));
/** The lesson's YouTube link: optional, no spaces, a shorts link becomes a watch link. */
const teacherVideo = v.pipe(
  text(),
  v.trim(),
  v.maxLength(TEXT_LIMIT, msg.maxChars255),
  noSpaces,
  v.check((url) => url === '' || youtubeId(url) !== null, msg.invalidUrl),
  v.transform(toWatchUrl),
);
const coverKey = v.pipe(
  text(shoutoutMsg.imageRequired),
  v.trim(),
  v.nonEmpty(shoutoutMsg.imageRequired),
  v.check((key) => UPLOAD_KEY.test(key) && key.startsWith('s-'), msg.uploadAgain),
);

const editable = {
  /** The tagged artist's username; empty for an artist without a portfolio. */
  teacher: v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  s_teacher_name: v.pipe(required(shoutoutMsg.nameRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  s_teacher_country: optionalCountry,
  s_appreciation: longText,
  s_learnings: longText,
  s_location: shortText(),
  s_teacher_video: teacherVideo,
  occured: dayField(shoutoutMsg.dateRequired),
  image: coverKey,
  /** The workshop where the teaching was, by uuid; empty for none. */
  workshop: workshopRefField,
};

export const shoutoutInput = v.object({
  uuid: v.optional(uuidField),
  teacher: v.optional(editable.teacher, ''),
  s_teacher_name: editable.s_teacher_name,
  s_teacher_country: v.optional(editable.s_teacher_country, ''),
  s_appreciation: v.optional(editable.s_appreciation, ''),
  s_learnings: v.optional(editable.s_learnings, ''),
  s_location: v.optional(editable.s_location, ''),
  s_teacher_video: v.optional(editable.s_teacher_video, ''),
  /** Today (UTC) when left out. */
  occured: v.optional(editable.occured),
  image: editable.image,
  workshop: v.optional(editable.workshop, ''),
});
export type ShoutoutInput = v.InferOutput<typeof shoutoutInput>;

/** An edit: only the changed fields. */
export const shoutoutPatch = v.partial(v.object(editable));
export type ShoutoutPatch = v.InferOutput<typeof shoutoutPatch>;

/** An artist on a shoutout, as cards show them. */
export type ShoutoutArtist = {
  /** Their portfolio's id (what a video note's mention is written as); null without one. */
  id: number | null;
  username: string;
  artist_name: string;
  artist_metadata: { thumb: string | null };
};

export type Shoutout = {
  id: number;
  uuid: string;
  /** The author (the student). */
  username: string;
  student: ShoutoutArtist;
  /** The tagged artist, or null for an artist without a portfolio. */
  teacher: ShoutoutArtist | null;
  status: ShoutoutStatus;
  s_teacher_name: string;
  s_teacher_country: string;
  s_student_country: string;
  s_appreciation: string;
  s_learnings: string;
  s_location: string;
  s_teacher_video: string;
  occured: string;
  image: string;
  image_mini: string;
  /** The cover's small size, as mention chips read it. */
  s_photo: string;
  created: string;
  /**
   * The workshop where the teaching was, as the viewer may see it (null when none or hidden from them);
   * `attended` when the author was checked in there.
   */
  workshop: NamedWorkshop | null;
  /** True only when the viewer is its author and a moderator hid it (no one else sees it). */
  hidden: boolean;
};

/** Words on a shoutout: a comment, or a personal message between its two artists. */
const words = v.pipe(required(msg.writeSomething), v.maxLength(COMMENT_LIMIT, msg.commentTooLong));

export const loveInput = v.object({ uuid: v.optional(uuidField), shareidobj: refField });
export type LoveInput = v.InferOutput<typeof loveInput>;

export const shoutoutCommentInput = v.object({
  uuid: v.optional(uuidField),
  shareidobj: refField,
  comment: words,
});
export type ShoutoutCommentInput = v.InferOutput<typeof shoutoutCommentInput>;

export const chatInput = v.object({ uuid: v.optional(uuidField), shareid: refField, message: words });
export type ChatInput = v.InferOutput<typeof chatInput>;

/** Who wrote or loved something on a shoutout, as lists show them. */
type ByArtist = {
  id: number;
  uuid: string;
  username: string;
  artist_metadata: { thumb: string | null };
  created: string;
};
export type ShoutoutLove = ByArtist & { shareidobj: number };
export type ShoutoutComment = ByArtist & { shareidobj: number; comment: string };
export type ChatMessage = ByArtist & { shareid: number; message: string };
