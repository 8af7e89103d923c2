/**
 * The purge of closed labs (labs whose owner deleted their account, kept for buyers inside their
 * period): once no paid purchase of one is still running, its videos go, and with them the deleted
 * owner's notes that no other kept lab holds; the lab's row stays as its sales' record. Runs in the
 * server beside the upload sweep, in batches locked with skip-locked so several servers share it.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { cookings, ctRelations, labPurchases, publishedLabs, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { startPeriodic } from '../../periodic';

const BATCH = 100;
export const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Purges every closed lab whose last period has ended; answers how many. */
export async function purgeClosedLabs(deps: Deps): Promise<number> {
  const now = deps.clock().toISOString();
  let purged = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: publishedLabs.id, labId: publishedLabs.labId })
        .from(publishedLabs)
        .where(
          and(
            isNotNull(publishedLabs.closedAt),
            sql`exists (select 1 from ${ctRelations} where ${ctRelations.techniqueId} = ${publishedLabs.labId})`,
            sql`not exists (select 1 from ${labPurchases} where ${labPurchases.plabId} = ${publishedLabs.id}
              and ${labPurchases.status} = 'paid' and ${labPurchases.expiresAt} > ${now}::timestamptz)`,
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const notes = await tx
        .delete(ctRelations)
        .where(
          inArray(
            ctRelations.techniqueId,
            due.map((lab) => lab.labId),
          ),
        )
        .returning({ id: ctRelations.cookingId });
      if (notes.length > 0)
        await tx.delete(cookings).where(
          and(
            inArray(
              cookings.id,
              notes.map((note) => note.id),
            ),
            sql`not exists (select 1 from ${ctRelations} where ${ctRelations.cookingId} = ${cookings.id})`,
            sql`exists (select 1 from ${users} where ${users.id} = ${cookings.userId} and ${isNotNull(users.deletedAt)})`,
          ),
        );
      await tx
        .update(publishedLabs)
        .set({ about: '' })
        .where(
          inArray(
            publishedLabs.id,
            due.map((lab) => lab.id),
          ),
        );
      return due.length;
    });
    purged += count;
    if (count < BATCH) return purged;
  }
}

/** Purges now and every `everyMs` (../../periodic.ts). */
export function startClosedLabPurge(deps: Deps, everyMs = PURGE_EVERY_MS) {
  return startPeriodic(
    deps.log,
    'Purging closed labs failed:',
    async () => {
      const purged = await purgeClosedLabs(deps);
      if (purged > 0) deps.log.info(`Purged ${purged} closed labs whose last period ended.`);
    },
    everyMs,
  );
}
