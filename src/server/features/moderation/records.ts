/**
 * The record of what moderators did (moderation_actions): written for every resolve and lift, and
 * listed newest first, paged, naming the moderator and the target's owner by username.
 */
import { eq } from 'drizzle-orm';
import type { ModerationAction, ModerationRecord, ReportTarget } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { usernameOf } from '../../db/download';
import { moderationActions } from '../../db/schema';
import type { Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';

/** What an action is about: a target, and whose it is. */
export type Aim = { targetType: ReportTarget; targetKey: string; targetUserId: number };

const selectRecords = (db: Db) =>
  db
    .select({
      row: moderationActions,
      moderator: usernameOf(moderationActions.moderatorId),
      owner: usernameOf(moderationActions.targetUserId),
    })
    .from(moderationActions)
    .$dynamic();

const toRecord = ({
  row,
  moderator,
  owner,
}: Awaited<ReturnType<typeof selectRecords>>[number]): ModerationRecord => ({
  id: row.id,
  action: row.action,
  moderator,
  target_type: row.targetType,
  target_id: row.targetKey,
  target_username: owner,
  created: row.createdAt.toISOString(),
});

/** Records that `moderatorId` did `action` about `aim`; answers the record's id. */
export async function record(deps: Deps, moderatorId: number, action: ModerationAction, aim: Aim) {
  const [made] = await deps.db
    .insert(moderationActions)
    .values({ moderatorId, action, ...aim })
    .returning({ id: moderationActions.id });
  if (!made) throw new Error('Insert returned no moderation action');
  return made.id;
}

/** One record as the API shows it. */
export async function readRecord(deps: Deps, id: number): Promise<ModerationRecord> {
  const [row] = await selectRecords(deps.db).where(eq(moderationActions.id, id));
  if (!row) throw new Error(`Moderation action ${id} is missing`);
  return toRecord(row);
}

/** A page of every record, newest first, and their count (up to the cap). */
export async function listRecords(deps: Deps, page: Page) {
  const bounded = keyset(moderationActions.id, page);
  const [rows, count] = await Promise.all([
    selectRecords(deps.db).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      moderationActions.id,
      deps.db.select({ id: moderationActions.id }).from(moderationActions).$dynamic(),
    ),
  ]);
  return { rows: rows.map(toRecord), count };
}
