/**
 * check-plab-payment-exists: whether a user holds a lab right now (an active paid purchase or join).
 * Only that user and the lab's owner may ask.
 */
import { eq, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { plabSubs, publishedLabs, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { activePurchase } from '../published-labs/lab-access';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function plabPaymentExists(
  deps: Deps,
  viewer: AuthUser,
  subRef: Ref,
  username: string,
): Promise<{ exists: boolean }> {
  const [sub] = await deps.db
    .select({ plabId: plabSubs.plabId, ownerId: publishedLabs.userId })
    .from(plabSubs)
    .innerJoin(publishedLabs, eq(publishedLabs.id, plabSubs.plabId))
    .where(byRef(plabSubs, subRef));
  if (!sub) throw notFound();
  if (viewer.id !== sub.ownerId && !sameName(viewer.username, username)) throw forbidden();
  const [buyer] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return { exists: buyer !== undefined && (await activePurchase(deps, buyer.id, sub.plabId)) !== undefined };
}
