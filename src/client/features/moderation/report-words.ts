/** How the moderators' queue names what was reported and why, in the active language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason, ReportTarget } from '../../../shared/schemas/reports';

/** The reasons as a moderator reads them on a badge. */
export const REASONS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  violence: msg`Nudity or violence`,
  not_theirs: msg`Not theirs`,
  other: msg`Other`,
};

/** What kind of thing the reports are about, above what it shows. */
export const TARGETS: Record<ReportTarget, MessageDescriptor> = {
  note: msg`Video note`,
  comment: msg`Comment on a video note`,
  shoutout: msg`Shoutout`,
  journey: msg`Journey`,
  workshop: msg`Workshop`,
  event: msg`Event`,
  room_message: msg`Lab room message`,
  artist: msg`Artist`,
};
