/**
 * The people lists of a workshop (going, room members, room requests): newest first, keyset paged,
 * and only those shown to the viewer (db/visibility.ts).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectAuthored } from '../../db/authors';
import type { workshopGoing, workshopMembers, workshopRequests } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';

type PeopleTable = typeof workshopGoing | typeof workshopMembers | typeof workshopRequests;

/** One page of `table`'s rows for the workshop (with `extra` columns), with each person's name and photo. */
export async function listPeople<Extra extends Record<string, SQL | PgColumn>>(
  deps: Deps,
  viewer: AuthUser | null,
  table: PeopleTable,
  workshopId: number,
  page: Page,
  extra?: Extra,
) {
  const of = and(eq(table.workshopId, workshopId), personShown(viewer?.id ?? null, table.userId));
  const bounded = keyset(table.id, page, of);
  const [rows, count] = await Promise.all([
    selectPeople(deps, table, extra).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(deps.db, table.id, deps.db.select({ id: table.id }).from(table).where(of).$dynamic()),
  ]);
  return { rows, count };
}

/** `table`'s rows with the person's username, artist name and photo. */
export const selectPeople = <Extra extends Record<string, SQL | PgColumn>>(
  deps: Deps,
  table: PeopleTable,
  extra?: Extra,
) =>
  selectAuthored(deps.db, table, {
    ...(extra as Extra),
    id: table.id,
    userId: table.userId,
    createdAt: table.createdAt,
  });
