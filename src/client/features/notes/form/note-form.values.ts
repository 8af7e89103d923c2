/**
 * The video-note form's values, their validation (the shared `videoField` and the spec's mention
 * rules, word for word) and the conversions from a mirrored note and to the draft the actions take.
 */
import type { FormErrors } from '@mantine/form';
import * as v from 'valibot';
import { msg } from '../../../../shared/messages';
import type { Portfolio } from '../../../../shared/schemas/artists';
import {
  type Access,
  LESSON_LIMIT,
  MAX_MENTIONS,
  type Mention,
  videoField,
} from '../../../../shared/schemas/notes';
import { translateMessage } from '../../../i18n/i18n';
import type { LabRow, NoteRow } from '../../../lib/db';
import { schemaResolver } from '../../../lib/form-resolver';
import type { NoteDraft } from '../notes.actions';

/** Radio values are strings; `labs` holds lab uuids, `mentions` the chosen artists' portfolios. */
export type VideoFormValues = {
  video: string;
  lesson: string;
  access: '1' | '3' | '5';
  labs: string[];
  mentions: Portfolio[];
  workshop: number | null;
};

export const emptyValues = (video = ''): VideoFormValues => ({
  video,
  lesson: '',
  access: '1',
  labs: [],
  mentions: [],
  workshop: null,
});

/** The most artists the picker takes for an access level (spec 4: one for 3, three for 5). */
export const mentionLimit = (access: VideoFormValues['access']) => (access === '3' ? 1 : MAX_MENTIONS);

/** Null when the mentions fit the access level, else the message to show under the picker (in the app's language). */
export function mentionError(access: VideoFormValues['access'], count: number): string | null {
  if (access === '1') return null;
  if (access === '3' && count === 0) return translateMessage(msg.mentionRequired);
  if (access === '3' && count > 1) return translateMessage(msg.oneMention);
  if (count > MAX_MENTIONS) return translateMessage(msg.tooManyMentions);
  return null;
}

const videoFormSchema = v.pipe(
  v.object({
    video: videoField,
    lesson: v.pipe(v.string(), v.trim(), v.maxLength(LESSON_LIMIT, msg.lessonTooLong)),
    access: v.picklist(['1', '3', '5']),
    labs: v.array(v.string()),
    mentions: v.array(v.custom<Portfolio>(() => true)),
    workshop: v.nullable(v.number()),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = mentionError(dataset.value.access, dataset.value.mentions.length);
      if (message) addIssue({ message });
    }),
    ['mentions'],
  ),
);

const resolve = schemaResolver(videoFormSchema);

/** The form's errors: the mention rule is checked even while another field is invalid, so all show at once. */
export function validateVideoForm(values: VideoFormValues): FormErrors {
  const mentions = mentionError(values.access, values.mentions.length);
  return { ...resolve(values), ...(mentions ? { mentions } : {}) };
}

/** A mention as read, as a portfolio entry (the picker shows and the action sends portfolios). */
const mentionPortfolio = (mention: Mention): Portfolio => ({
  id: mention.id,
  username: mention.teacher.username,
  artist_name: mention.s_teacher_name,
  country: '',
  bio: '',
  thumb: mention.teacher.artist_metadata.thumb,
  profile_photo: mention.s_photo,
  cover: null,
  created: '',
});

/** The form's starting values for editing a note. */
export function valuesOfRow(row: NoteRow): VideoFormValues {
  const mentions = [row.mention1, row.mention2, row.mention3].filter((m): m is Mention => m != null);
  return {
    video: row.video,
    lesson: row.lesson ?? '',
    access: String(row.access) as VideoFormValues['access'],
    labs: [...new Set(row.cooking_relations.map((relation) => relation.technique_uuid))],
    mentions: mentions.map(mentionPortfolio),
    workshop: row.workshop ?? null,
  };
}

/**
 * The draft to save: the parsed link (shorts rewritten to a watch link), labs resolved to their rows.
 * A private note keeps no mentions: only its author can see it.
 */
export function toDraft(values: VideoFormValues, labs: LabRow[]): NoteDraft {
  const parsed = v.parse(videoFormSchema, values);
  const byUuid = new Map(labs.map((lab) => [lab.uuid, lab]));
  const isPrivate = parsed.access === '1';
  return {
    video: parsed.video,
    lesson: parsed.lesson,
    access: Number(parsed.access) as Access,
    mentions: isPrivate ? [] : parsed.mentions,
    labs: parsed.labs.map((uuid) => byUuid.get(uuid)).filter((lab): lab is LabRow => lab !== undefined),
    workshop: isPrivate ? null : parsed.workshop,
  };
}
