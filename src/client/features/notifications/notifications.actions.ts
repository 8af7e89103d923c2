/**
 * Marking a notification seen (spec 4.4), or all of them: each row turns seen in the mirror at once
 * and its PUT is queued in the outbox, so a click made offline lands on the server once the
 * connection is back.
 * The product's welcome is marked through its own path (spec 7, onboarding).
 */
import { notificationsApi } from '../../../shared/api-paths';
import { fromProduct } from '../../../shared/schemas/notifications';
import { db } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';

/** Marks one notification seen; nothing happens when it already is. */
export async function markSeen(id: number): Promise<void> {
  const row = await db.notifications.get(id);
  if (!row || row.is_seen) return;
  const kind = fromProduct(row) ? 'onboarding' : 'e1t1';
  await queueWrite(
    {
      kind: 'notification.seen',
      target: String(id),
      steps: [
        { method: 'PUT', path: notificationsApi.seen(kind, id), body: { is_seen: true }, goneIsDone: true },
      ],
      touches: [],
    },
    () => db.notifications.update(id, { is_seen: true }),
  );
}

/** Marks every notification in the mirror seen ("Mark all as seen"). */
export async function markAllSeen(): Promise<void> {
  const unseen = await db.notifications.filter((row) => !row.is_seen).primaryKeys();
  for (const id of unseen) await markSeen(id);
}
