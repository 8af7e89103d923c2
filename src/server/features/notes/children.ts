/** What hangs off a video note (lab relations, tagged teachers, reactions, comments): deleting one. */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { type comments, cookings, type ctRelations, type likes, type taggedTeachers } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { visibleTo } from './access';

type Child = typeof ctRelations | typeof taggedTeachers | typeof likes | typeof comments;

/** Only the row's owner deletes it: 404 when it is missing or its note is hidden, 403 when not theirs. */
export async function deleteOwnChild(deps: Deps, user: AuthUser, table: Child, ref: Ref): Promise<void> {
  const [row] = await deps.db
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .innerJoin(cookings, eq(cookings.id, table.cookingId))
    .where(and(byRef(table, ref), visibleTo(user)));
  if (!row) throw notFound();
  if (row.userId !== user.id) throw forbidden();
  await deps.db.delete(table).where(eq(table.id, row.id));
}
