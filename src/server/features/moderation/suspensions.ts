/**
 * Suspending an account: it is marked, and its sessions end as after a password change (its access
 * tokens within 30 s, http/live-sessions.ts); sign-in is refused (auth/session.service.ts) and
 * everything it made is hidden (db/visibility.ts) until a moderator lifts the suspension.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SuspendedAccount } from '../../../shared/schemas/reports';
import { authorProfile } from '../../db/authors';
import { portfolios, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { revokeAllSessions } from '../auth/session.service';
import { record } from './records';

/** Suspends the user (again, if they were: the first time stays) and ends their sessions. */
export async function suspend(deps: Deps, userId: number): Promise<void> {
  await deps.db
    .update(users)
    .set({ suspendedAt: deps.clock() })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  await revokeAllSessions(deps, userId);
}

/** Lifts the suspension of the user called `username` (any case) and records it; 404 when not suspended. */
export async function lift(deps: Deps, moderator: AuthUser, username: string): Promise<void> {
  const [lifted] = await deps.db
    .update(users)
    .set({ suspendedAt: null })
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNotNull(users.suspendedAt)))
    .returning({ id: users.id, username: users.username });
  if (!lifted) throw notFound();
  const aim = {
    targetType: 'artist',
    targetKey: lifted.username.toLowerCase(),
    targetUserId: lifted.id,
  } as const;
  await record(deps, moderator.id, 'lift', aim);
}

/** A page of the suspended accounts (by user id, newest account first) and their count (up to the cap). */
export async function listSuspended(deps: Deps, page: Page) {
  const where = isNotNull(users.suspendedAt);
  const bounded = keyset(users.id, page, where);
  const [rows, count] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        username: users.username,
        name: portfolios.artistName,
        photo: portfolios.photo,
        // Never null here (the where says so), which the column's type does not know.
        at: sql`${users.suspendedAt}`.mapWith(users.suspendedAt),
      })
      .from(users)
      .leftJoin(portfolios, eq(portfolios.userId, users.id))
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(deps.db, users.id, deps.db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  const shaped = rows.map(
    (row): SuspendedAccount => ({ id: row.id, ...authorProfile(row), suspended: row.at.toISOString() }),
  );
  return { rows: shaped, count };
}
