/**
 * What blocks, moderators and suspensions leave in the database, set straight there for the access
 * tests (db/visibility.ts reads them): a block between two users, a hidden row, a suspended account.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blocks, users } from '../../src/server/db/schema';
import type { TestContext } from './server';

/** `blockerId` blocks `blockedId`. */
export const block = (t: TestContext, blockerId: number, blockedId: number) =>
  t.deps.db.insert(blocks).values({ blockerId, blockedId });

/** Lifts every block. */
export const unblockAll = (t: TestContext) => t.deps.db.delete(blocks);

/** A moderator hides the row of `table` with this uuid. */
export const hide = (t: TestContext, table: PgTable & { uuid: AnyPgColumn }, uuid: string) =>
  t.deps.db.execute(sql`update ${table} set "hidden_at" = now() where ${table.uuid} = ${uuid}`);

/** A moderator suspends the account. */
export const suspend = (t: TestContext, userId: number) =>
  t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
