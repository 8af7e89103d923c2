/**
 * Deletes expired pending uploads: a batch of rows is locked (skipping rows another server's sweep
 * or a completion holds), their objects are deleted from the store, then the rows, in one
 * transaction. A store that fails rolls the batch back for the next sweep, so no row is lost while
 * its objects stay. A completion that finds its upload expired keeps nothing (uploads.service).
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { startPeriodic } from '../../periodic';
import { expiryCutoff } from './pending-uploads';

const BATCH = 100;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Deletes every pending upload presigned before the expiry cutoff; answers how many. */
export async function sweepExpiredUploads(deps: Deps): Promise<number> {
  let swept = 0;
  for (;;) {
    const keys = await deps.db.transaction(async (tx) => {
      const expired = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.status, 'pending'), lte(uploads.createdAt, expiryCutoff(deps))))
        .orderBy(asc(uploads.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const batch = expired.map((row) => row.key);
      // Derivatives too: a completion may have stored them and then lost its commit.
      for (const key of batch)
        await Promise.all(
          ['original', 'medium', 'mini'].map((folder) => deps.storage.delete(`${folder}/${key}`)),
        );
      if (batch.length > 0) await tx.delete(uploads).where(inArray(uploads.key, batch));
      return batch;
    });
    swept += keys.length;
    if (keys.length < BATCH) return swept;
  }
}

/** Sweeps now and every `everyMs` (../../periodic.ts). */
export function startUploadSweep(deps: Deps, everyMs = SWEEP_EVERY_MS) {
  return startPeriodic(
    deps.log,
    'Sweeping expired uploads failed:',
    async () => {
      const swept = await sweepExpiredUploads(deps);
      if (swept > 0) deps.log.info(`Deleted ${swept} expired pending uploads.`);
    },
    everyMs,
  );
}
