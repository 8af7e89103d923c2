/** How a sent step's answer reaches the mirror rows the user sees it on. */
import { db, type OutboxEntry, type OutboxStep, type Undo } from './db';
import { toRow } from './mirror';

export type MirrorTable = Undo['table'];

/** Mirror rows are keyed by uuid; the table type differences do not matter to the outbox. */
export const table = (name: MirrorTable) => db.table<Record<string, unknown>, string>(name);

/**
 * Puts a step's answer into the mirror. A DELETE removes the row. An answer is not applied while a
 * later entry still changes the same row, so a queued edit does not flicker back to the old state.
 */
export async function applyAnswer(entry: OutboxEntry, step: OutboxStep, answer: unknown): Promise<void> {
  if (!step.apply) return;
  const rows = table(step.apply);
  if (step.method === 'DELETE') {
    await rows.delete(entry.target);
    return;
  }
  if (!answer || typeof answer !== 'object' || !('uuid' in answer)) return;
  const later = await db.outbox
    .where('target')
    .equals(entry.target)
    .filter((e) => (e.seq as number) > (entry.seq as number))
    .count();
  if (later > 0) return;
  const current = await rows.get(entry.target);
  if (!current) return;
  const server = toRow(step.apply, answer as Record<string, unknown>, current);
  // The server may answer with an object it already had (the same reaction made on another device).
  if (server.uuid !== entry.target) await rows.delete(entry.target);
  await rows.put(server);
}
