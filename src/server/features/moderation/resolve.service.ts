/**
 * A moderator resolves a target's open reports, named by any of them: all of them at once, in the
 * request's transaction, with the act recorded. Dismiss does nothing more; hide sets the row's
 * hidden_at; suspend suspends its owner (suspensions.ts). Reporters are told, and so is the author of
 * what was hidden. Two moderators at once: the second finds no open report left and gets 404.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type ModerationRecord, moderationMsg, type ReportReason } from '../../../shared/schemas/reports';
import { reports } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { TARGETS } from '../reports/targets';
import { notifyHidden, notifyReporters } from './moderation-notifications';
import { type Aim, readRecord, record } from './records';
import { suspend } from './suspensions';

type Resolution = 'dismiss' | 'hide' | 'suspend';

/** Hides the target's row unless it is hidden already (or gone); whether this hid it. */
async function hide(deps: Deps, aim: Aim): Promise<boolean> {
  const target = TARGETS[aim.targetType];
  if (!target.hidden) throw fieldError('action', moderationMsg.notHideable);
  const result = await deps.db.execute(
    sql`update ${target.table} set ${sql.identifier(target.hidden.name)} = ${deps.clock().toISOString()}
      where ${and(eq(target.key, aim.targetKey), isNull(target.hidden))} returning 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The reason most of the reports gave (on a tie, the one met first). */
function mainReason(given: ReportReason[]): ReportReason {
  const counts = new Map<ReportReason, number>();
  for (const reason of given) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Resolves the open reports of the target report `id` names; 404 when it is unknown or resolved. */
export async function resolveReports(
  deps: Deps,
  moderator: AuthUser,
  id: number,
  action: Resolution,
): Promise<ModerationRecord> {
  const [lead] = await deps.db
    .select({
      targetType: reports.targetType,
      targetKey: reports.targetKey,
      targetUserId: reports.targetUserId,
    })
    .from(reports)
    .where(and(eq(reports.id, id), isNull(reports.resolvedAt)));
  if (!lead) throw notFound();
  const hidden = action === 'hide' && (await hide(deps, lead));
  const actionId = await record(deps, moderator.id, action, lead);
  const handled = await deps.db
    .update(reports)
    .set({ resolvedAt: deps.clock(), actionId })
    .where(
      and(
        eq(reports.targetType, lead.targetType),
        eq(reports.targetKey, lead.targetKey),
        isNull(reports.resolvedAt),
      ),
    )
    .returning({ reporterId: reports.reporterId, reason: reports.reason });
  if (handled.length === 0) throw notFound();
  if (action === 'suspend') await suspend(deps, lead.targetUserId);
  await notifyReporters(
    deps,
    handled.map((report) => report.reporterId),
  );
  if (hidden) await notifyHidden(deps, lead, mainReason(handled.map((report) => report.reason)));
  return readRecord(deps, actionId);
}
