/**
 * Reports and moderation (issue 27): a signed-in user reports something they can see, once per
 * target; moderators (the accounts in MODERATOR_EMAILS) see open reports grouped by target and act.
 */
import * as v from 'valibot';
import { text } from './fields';

/** What may be reported. A target is named by its uuid where it has one, else its id; an artist by username. */
export const REPORT_TARGETS = [
  'note',
  'comment',
  'shoutout',
  'journey',
  'workshop',
  'event',
  'room_message',
  'artist',
] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'violence', 'not_theirs', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a moderator does about a target's open reports. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number] | 'lift';

export const REPORT_TEXT_LIMIT = 1000;

export const reportMsg = {
  unknownTarget: /*i18n*/ 'There is nothing to report here.',
  alreadyReported: /*i18n*/ 'You have already reported this.',
  notYours: /*i18n*/ 'You cannot report what you made.',
  textTooLong: /*i18n*/ 'Must be 1000 characters or less',
  reasonRequired: /*i18n*/ 'Choose a reason.',
} as const;

/** POST /api/reports/ */
export const reportInput = v.object({
  target_type: v.picklist(REPORT_TARGETS, reportMsg.unknownTarget),
  target_id: v.pipe(
    v.union([text(), v.pipe(v.number(), v.integer())], reportMsg.unknownTarget),
    v.transform(String),
    v.maxLength(150, reportMsg.unknownTarget),
  ),
  reason: v.picklist(REPORT_REASONS, reportMsg.reasonRequired),
  text: v.optional(v.pipe(text(), v.trim(), v.maxLength(REPORT_TEXT_LIMIT, reportMsg.textTooLong)), ''),
});
export type ReportInput = v.InferInput<typeof reportInput>;

/** POST /api/moderation/reports/{id}/resolve/ */
export const resolveInput = v.object({ action: v.picklist(MODERATION_ACTIONS) });

/** What a moderator cannot do to a target: an artist is not hidden, their account is suspended. */
export const moderationMsg = {
  notHideable: /*i18n*/ 'An artist cannot be hidden. Suspend the account instead.',
} as const;

/** A report as POST /api/reports/ answers it. */
export type Report = {
  id: number;
  target_type: ReportTarget;
  target_id: string;
  reason: ReportReason;
  text: string;
  created: string;
};

/** Someone as the moderation lists show them. */
type Person = { username: string; artist_name: string; profile_photo: string | null };

/**
 * GET /api/moderation/reports/: one target's open reports. `id` is the newest report's (resolve by
 * it); `content` is null when the target was deleted since; `url` is its page in the app, if any.
 */
export type ReportGroup = {
  id: number;
  target_type: ReportTarget;
  target_id: string;
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** The reporters' words, newest first, at most 10. */
  texts: string[];
  last_reported: string;
  author: Person;
  content: { text: string; image: string | null; video: string | null; url: string | null } | null;
  hidden: boolean;
  suspended: boolean;
};

/** GET /api/moderation/actions/ and a resolve's answer: what a moderator did, to what, when. */
export type ModerationRecord = {
  id: number;
  action: ModerationAction;
  /** The moderator's username; null once their account is gone. */
  moderator: string | null;
  target_type: ReportTarget;
  target_id: string;
  target_username: string | null;
  created: string;
};

/** GET /api/moderation/suspended/: a suspended account. */
export type SuspendedAccount = Person & { id: number; suspended: string };
