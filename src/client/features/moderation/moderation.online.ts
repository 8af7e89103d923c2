/**
 * The moderators' actions: online only, never queued (a moderator acts on what the server shows now,
 * and a queued suspension could land long after the reason for it changed).
 */
import { moderationApi } from '../../../shared/api-paths';
import type { ModerationAction, ModerationRecord } from '../../../shared/schemas/reports';
import { api } from '../../lib/api';

/** Dismisses a group of reports, hides what they report, or suspends its author. */
export const resolveGroup = (group: number, action: Exclude<ModerationAction, 'lift'>) =>
  api<ModerationRecord>(moderationApi.resolve(group), { method: 'POST', body: { action } });

/** Lifts an account's suspension. */
export const liftSuspension = (username: string) =>
  api<void>(moderationApi.lift(username), { method: 'DELETE' });
