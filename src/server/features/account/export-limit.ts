/**
 * One download of one's data per 24 hours, kept on the user's row so every server shares it. The
 * slot is taken before the zip starts (one conditional update, so two requests cannot both pass) and
 * given back when building the zip fails.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { accountMessages, EXPORT_EVERY_MS } from '../../../shared/account';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError, tokenNotValid } from '../../http/errors';

/** Takes today's download for the user; a 429 naming when the next is allowed when it is taken. */
export async function claimExport(deps: Deps, userId: number): Promise<{ previous: Date | null }> {
  const now = deps.clock();
  const [before] = await deps.db
    .select({ exportedAt: users.exportedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!before) throw tokenNotValid();
  const [claimed] = await deps.db
    .update(users)
    .set({ exportedAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.exportedAt), lte(users.exportedAt, new Date(now.getTime() - EXPORT_EVERY_MS))),
      ),
    )
    .returning({ id: users.id });
  if (claimed) return { previous: before.exportedAt };
  const last = before.exportedAt ?? now;
  const next = new Date(last.getTime() + EXPORT_EVERY_MS);
  throw new HttpError(
    429,
    { detail: accountMessages.exportTooSoon, next_export_at: next.toISOString() },
    { 'Retry-After': String(Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000))) },
  );
}

/** Gives the slot back after a failed download, unless another download has taken it since. */
export async function releaseExport(deps: Deps, userId: number, taken: Date, previous: Date | null) {
  await deps.db
    .update(users)
    .set({ exportedAt: previous })
    .where(and(eq(users.id, userId), eq(users.exportedAt, taken)));
}
