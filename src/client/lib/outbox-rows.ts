/**
 * What a row shows of its queued writes (pending or failed, with the server's reason), and the
 * dancer's answers to a failed one: retry it now, or discard it and put the rows back as they were.
 */

import { db } from './db';
import { useLiveQuery } from './live-query';
import { replayOutbox, tables } from './outbox';
import { table } from './outbox-apply';
import { keepCount } from './outbox-lost';
import { resetBackoff } from './outbox-retry';

/** Retry a failed entry now. */
export async function retryWrite(seq: number): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', error: undefined, attempts: 0 });
  resetBackoff();
  void replayOutbox();
}

/** Drop a failed (or unsent) entry and put its rows back as they were before the change. */
export async function discardWrite(seq: number): Promise<void> {
  await db.transaction('rw', tables(), async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.sending) return;
    for (const { table: name, uuid, before } of [...entry.undo].reverse()) {
      if (before) await table(name).put(before as Record<string, unknown>);
      else await table(name).delete(uuid);
    }
    await db.outbox.delete(seq);
  });
  void keepCount();
}

/** The state of the queued writes on a row: failed wins over pending; null when all are confirmed. */
export function useWriteState(target: string) {
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('target').equals(target).sortBy('seq');
    const failed = entries.find((e) => e.state === 'failed');
    const shown = failed ?? entries[0];
    if (!shown) return null;
    return { state: shown.state, error: shown.error, seq: shown.seq as number };
  }, [target]);
}
