/**
 * Video notes (cookings), their tagged teachers, reactions and comments: the
 * write schemas both sides validate with, and the read shapes the API answers with.
 * Object references (`cookingidobj`, `cooking`, `technique`) take a server id or the object's
 * uuid, so a write queued offline can point at an object that is itself still queued.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import { idField, idNumber, refField, required, text, uuidField } from './fields';
import { momentField } from './practice';

export const ACCESS = { private: 1, mention: 3, community: 5 } as const;
export type Access = (typeof ACCESS)[keyof typeof ACCESS];
const ACCESS_CODES = [1, 3, 5] as const;

export const LIKE_TYPES = ['LO', 'FI', 'DE'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

export const MAX_MENTIONS = 3;
export const LESSON_LIMIT = 5000;
export const COMMENT_LIMIT = 1000;

const YOUTUBE =
  /^(?:https?:\/\/)?(?:www\.|m\.|music\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/i;

/** The 11-character video id of a YouTube link, or null. */
export const youtubeId = (url: string): string | null => YOUTUBE.exec(url.trim())?.[1] ?? null;

/** A shorts (or any recognised) link rewritten to the normal watch link; other text unchanged. */
export const toWatchUrl = (url: string): string => {
  const id = youtubeId(url);
  return id && /\/shorts\//i.test(url) ? `https://www.youtube.com/watch?v=${id}` : url.trim();
};

/** The thumbnail derived from the video id (YouTube's image host). */
export const thumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

const optionalId = v.optional(
  v.nullable(
    v.union([
      idNumber,
      v.pipe(
        v.string(),
        v.transform((s) => (s === '' || s === 'null' ? null : Number(s))),
        v.nullable(idNumber),
      ),
    ]),
  ),
);

export const videoField = v.pipe(
  required(msg.youtubeRequired),
  v.maxLength(TEXT_LIMIT, msg.maxChars255),
  v.check((url) => youtubeId(url) !== null, msg.invalidUrl),
  v.transform(toWatchUrl),
);

const chooseAccess = /*i18n*/ 'Choose who can see this note.';
const accessField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(Number))], chooseAccess),
  v.picklist(ACCESS_CODES, chooseAccess),
);

const noteFields = {
  video: videoField,
  lesson: v.optional(v.pipe(text(), v.trim(), v.maxLength(LESSON_LIMIT, msg.lessonTooLong)), ''),
  access: accessField,
  mention1: optionalId,
  mention2: optionalId,
  mention3: optionalId,
  workshop: optionalId,
};

type MentionFields = {
  access?: number;
  mention1?: number | null;
  mention2?: number | null;
  mention3?: number | null;
};
const mentionsOf = (n: MentionFields) => [n.mention1, n.mention2, n.mention3].filter((m) => m != null);

/** Access 3 needs exactly one mention; mentions are distinct. The message, or null when the note is fine. */
export const checkMentions = (note: MentionFields): string | null => {
  const mentions = mentionsOf(note);
  if (mentions.length > MAX_MENTIONS) return msg.tooManyMentions;
  if (new Set(mentions).size !== mentions.length) return msg.oneMention;
  if (note.access === ACCESS.mention && mentions.length === 0) return msg.mentionRequired;
  if (note.access === ACCESS.mention && mentions.length !== 1) return msg.oneMention;
  return null;
};

const noteObject = v.object({ uuid: v.optional(uuidField), ...noteFields });

export const noteInput = v.pipe(
  noteObject,
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? checkMentions(dataset.value) : null;
      if (message) addIssue({ message });
    }),
    ['mention1'],
  ),
);
export type NoteInput = v.InferOutput<typeof noteInput>;

/** An edit: only the changed fields (the access/mention rule is checked on the merged note). */
export const notePatch = v.partial(v.object(noteFields));
export type NotePatch = v.InferOutput<typeof notePatch>;

export const taggedTeacherInput = v.object({
  uuid: v.optional(uuidField),
  cookingidobj: refField,
  shareidobj: idField,
  idea: v.optional(v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.maxChars255)), ''),
});
export type TaggedTeacherInput = v.InferOutput<typeof taggedTeacherInput>;

export const likeInput = v.object({
  uuid: v.optional(uuidField),
  cookingidobj: refField,
  like_type: v.picklist(LIKE_TYPES, /*i18n*/ 'Unknown reaction.'),
});
export type LikeInput = v.InferOutput<typeof likeInput>;

export const commentInput = v.object({
  uuid: v.optional(uuidField),
  cookingidobj: refField,
  comment: v.pipe(required(msg.writeSomething), v.maxLength(COMMENT_LIMIT, msg.commentTooLong)),
  /** The moment of the video it is about, in whole seconds (issue 28); none for most comments. */
  at: v.optional(v.nullable(momentField)),
});
export type CommentInput = v.InferOutput<typeof commentInput>;

/**
 * A mention as read (spec: a shoutout object). Written as the artist's portfolio id (`id`); read as
 * the note author's shoutout to that artist (`uuid`, its artist name and cover) when there is one the
 * viewer may see, else as the artist's directory entry with a null `uuid` (it links to the portfolio).
 */
export type Mention = {
  id: number;
  uuid: string | null;
  s_teacher_name: string;
  s_photo: string | null;
  teacher: { username: string; artist_metadata: { thumb: string | null } };
};

export type Note = {
  id: number;
  uuid: string;
  username: string;
  /** The author's artist name (their portfolio's). */
  artist_name: string;
  video: string;
  thumbjs: string;
  lesson: string;
  access: Access;
  profile_photo: string | null;
  created: string;
  mention1: Mention | null;
  mention2: Mention | null;
  mention3: Mention | null;
  workshop: number | null;
  /** `technique_uuid`: the lab's uuid, so a client can match a relation to a lab it made offline. */
  cooking_relations: { id: number; uuid: string; technique: number; technique_uuid: string }[];
  /**
   * Its tagged teachers, each with the teacher's username and artist name, and the author's question
   * to them (`idea`, empty when none) about a moment (`at`, whole seconds, or null).
   */
  taggedteachers: TaggedOnNote[];
  /**
   * A moderator hid it: only its author still sees it, with this set (issue 27). A row made on the
   * device is not hidden.
   */
  hidden: boolean;
};

export type TaggedOnNote = {
  id: number;
  uuid: string;
  shareidobj: { id: number };
  username: string;
  artist_name: string;
  idea: string;
  at: number | null;
};

export type TaggedTeacher = {
  id: number;
  uuid: string;
  username: string;
  cookingidobj: number;
  shareidobj: number;
  idea: string;
  at: number | null;
};

/**
 * PATCH /whatiscooking/taggedteachers/{id}/: the note's author asks its tagged teacher something
 * about a moment of the video (issue 28); the teacher hears it in the bell. An empty idea takes the
 * question back.
 */
export const taggedTeacherQuestion = v.object({
  idea: v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.maxChars255)),
  at: v.nullable(momentField),
});
export type TaggedTeacherQuestion = v.InferOutput<typeof taggedTeacherQuestion>;
export type Reaction = {
  id: number;
  uuid: string;
  username: string;
  like_type: LikeType;
  cookingidobj: number;
  profile_photo: string | null;
};
export type Comment = {
  id: number;
  uuid: string;
  username: string;
  comment: string;
  /** The moment it is pinned to, in whole seconds into the video, or null. */
  at: number | null;
  cookingidobj: number;
  created: string;
  artist_metadata: { thumb: string | null };
  /**
   * A moderator hid it: only its author still sees it, with this set (issue 27). A row made on the
   * device is not hidden.
   */
  hidden: boolean;
};
