/**
 * The state of the signed-in user's queued reactions on a note. A taken-back reaction's row is hidden
 * while its delete is queued, so its state cannot show on a row: the panel shows it instead.
 * Built on the mirror tables (the outbox hook reads one row only). Failed wins over pending.
 */

import { useAtomValue } from 'jotai';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { userAtom } from '../../../lib/session';
import type { QueuedState } from '../../../ui/write-state';

export function useReactionWrites(cooking: string): QueuedState | null | undefined {
  const me = useAtomValue(userAtom)?.username;
  return useLiveQuery(async () => {
    if (!me) return null;
    const mine = await db.reactions
      .where('cooking')
      .equals(cooking)
      .filter((r) => r.username === me)
      .primaryKeys();
    if (mine.length === 0) return null;
    const entries = await db.outbox.where('target').anyOf(mine).sortBy('seq');
    const shown = entries.find((e) => e.state === 'failed') ?? entries[0];
    return shown ? { state: shown.state, error: shown.error, seq: shown.seq as number } : null;
  }, [cooking, me]);
}
