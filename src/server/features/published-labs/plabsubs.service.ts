/**
 * A published lab's subscription (its price and period): one per lab, created and edited by the
 * lab's owner within the lab terms; read by whoever may see the lab.
 */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import {
  labMessages,
  type PlabSub,
  type PlabSubInput,
  type PlabSubPatch,
} from '../../../shared/schemas/published-labs';
import { insertOnce } from '../../db/insert-once';
import { plabSubs, publishedLabs } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { notifyLabListed } from './lab-notifications';
import { checkTerms } from './lab-terms';
import { toPlabSub, visiblePublishedLab } from './published-lab-shape';
import { ownPublishedLab } from './published-labs.service';

/**
 * Creates the lab's terms, which list the lab (its owner's students hear of it); a repeat of the client's uuid answers the
 * subscription already made.
 */
export async function createPlabSub(deps: Deps, user: AuthUser, input: PlabSubInput) {
  const plab = await ownPublishedLab(deps, user, input.plab);
  const [existing] = await deps.db.select().from(plabSubs).where(eq(plabSubs.plabId, plab.id));
  if (existing && existing.uuid === input.uuid)
    return { sub: toPlabSub(existing, user.username), created: false };
  if (existing) throw fieldError('plab', labMessages.hasSubscription);
  await checkTerms(deps, user, plab, input.price);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(plabSubs)
        .values({
          uuid: input.uuid,
          userId: user.id,
          plabId: plab.id,
          priceCents: input.price,
          currency: input.currency,
          periodDays: input.subscription_period,
        })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(plabSubs)
        .where(eq(plabSubs.uuid, input.uuid ?? '')),
  );
  if (created) await notifyLabListed(deps, user, plab.id);
  return { sub: toPlabSub(row, user.username), created };
}

/** Applies the owner's changed price or period (a new price within the terms); null when nothing differs. */
export async function updatePlabSub(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: PlabSubPatch,
): Promise<PlabSub | null> {
  const [found] = await deps.db
    .select({ sub: plabSubs, plab: publishedLabs })
    .from(plabSubs)
    .innerJoin(publishedLabs, eq(publishedLabs.id, plabSubs.plabId))
    .where(and(byRef(plabSubs, ref), eq(publishedLabs.userId, user.id)));
  if (!found) throw notFound();
  const { sub, plab } = found;
  const changes = {
    ...(patch.price !== undefined && patch.price !== sub.priceCents ? { priceCents: patch.price } : {}),
    ...(patch.subscription_period !== undefined && patch.subscription_period !== sub.periodDays
      ? { periodDays: patch.subscription_period }
      : {}),
  };
  if (Object.keys(changes).length === 0) return null;
  if (changes.priceCents !== undefined) await checkTerms(deps, user, plab, changes.priceCents);
  const [row] = await deps.db.update(plabSubs).set(changes).where(eq(plabSubs.id, sub.id)).returning();
  return toPlabSub(row ?? sub, user.username);
}

/** The lab's subscription as a list (empty until the owner creates it); 404 when the lab is hidden. */
export async function listPlabSubs(deps: Deps, viewer: AuthUser | null, ref: Ref) {
  const row = await visiblePublishedLab(deps, viewer, ref);
  const results = row.sub ? [toPlabSub(row.sub, row.username)] : [];
  return { count: results.length, next: null, previous: null, results };
}
