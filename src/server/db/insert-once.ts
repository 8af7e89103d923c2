/**
 * Creates that a client may repeat: an offline write carries its own uuid, and some objects are
 * unique by nature (one reaction per user, note and type). A repeat answers the existing object.
 */
import { msg } from '../../shared/messages';
import type { AuthUser } from '../deps';
import { fieldError } from '../http/errors';

/**
 * Runs `insert` (an insert ... on conflict do nothing returning). When it wrote nothing, `existing`
 * finds the row in the way: the caller's own is answered as is, someone else's uuid is 400.
 */
export async function insertOnce<Row extends { userId: number }>(
  user: AuthUser,
  insert: () => Promise<Row[]>,
  existing: () => Promise<Row[]>,
): Promise<{ row: Row; created: boolean }> {
  const [row] = await insert();
  if (row) return { row, created: true };
  const [found] = await existing();
  if (!found || found.userId !== user.id) throw fieldError('uuid', msg.uuidTaken);
  return { row: found, created: false };
}
