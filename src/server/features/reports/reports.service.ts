/**
 * A signed-in user reports something they can see (targets.ts), never their own, once per target:
 * the unique index keeps a second report out, also when two arrive at once. The report stores the
 * target's normalised key and whose it is, for the moderators' queue (features/moderation).
 */
import type * as v from 'valibot';
import { type Report, type reportInput, reportMsg } from '../../../shared/schemas/reports';
import { reports } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, fieldError } from '../../http/errors';
import { seenTarget, targetKey } from './targets';

/** Files the user's report; 400 for a target they cannot see, their own, or one they reported before. */
export async function createReport(
  deps: Deps,
  user: AuthUser,
  input: v.InferOutput<typeof reportInput>,
): Promise<Report> {
  const key = targetKey(input.target_id);
  const target = await seenTarget(deps, user, input.target_type, key);
  if (!target) throw fieldError('target_id', reportMsg.unknownTarget);
  if (target.userId === user.id) throw fieldError('target_id', reportMsg.notYours);
  const [made] = await deps.db
    .insert(reports)
    .values({
      reporterId: user.id,
      targetType: input.target_type,
      targetKey: key,
      targetUserId: target.userId,
      reason: input.reason,
      text: input.text,
    })
    .onConflictDoNothing()
    .returning();
  if (!made) throw badRequest({ non_field_errors: [reportMsg.alreadyReported] });
  return {
    id: made.id,
    target_type: made.targetType,
    target_id: made.targetKey,
    reason: made.reason,
    text: made.text,
    created: made.createdAt.toISOString(),
  };
}
