/**
 * What a moderator's act tells (context 11): each reporter of the target hears their report was
 * handled (type 11), and the author of what was hidden hears what and why (type 12). The words are
 * kept as templates with the target type and reason as codes, which each reader's language words.
 * They come from the product, not from the moderator: no sender, so no moderator's name is shown.
 */
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import type { ReportReason } from '../../../shared/schemas/reports';
import type { Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';
import type { Aim } from './records';

const HANDLED = /*i18n*/ 'A moderator looked at your report. Thank you.';
const HIDDEN =
  /*i18n*/ "A moderator hid your {thing, select, note {video note} comment {comment} shoutout {shoutout} journey {journey} workshop {workshop} event {event} room_message {message in a lab room} other {post}}. Reason: {reason, select, spam {spam} harassment {harassment} violence {nudity or violence} not_theirs {someone else's work} other {something else}}.";

const moderation = (recipientId: number, type: number) => ({
  recipientId,
  senderId: null,
  context: NOTIFICATION_CONTEXT.moderation,
  type,
});

/** Tells each reporter that a moderator handled their report. */
export async function notifyReporters(deps: Deps, reporterIds: number[]): Promise<void> {
  await notify(
    deps,
    ...reporterIds.map((id) => ({
      ...moderation(id, NOTIFICATION_TYPE.reportHandled),
      ...wording(HANDLED, {}),
    })),
  );
}

/** Tells the author that a moderator hid their row, for the reason most reporters gave. */
export async function notifyHidden(deps: Deps, aim: Aim, reason: ReportReason): Promise<void> {
  await notify(deps, {
    ...moderation(aim.targetUserId, NOTIFICATION_TYPE.hidden),
    ...wording(HIDDEN, { thing: aim.targetType, reason }),
  });
}
