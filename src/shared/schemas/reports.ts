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
