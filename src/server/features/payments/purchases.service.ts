/**
 * A purchase's one way from pending: paid (the buyer gets the lab from now for its period) or
 * canceled. The webhook, the sandbox's "Pay" button and the checkout-status read all complete a
 * purchase here; each step is idempotent, so a second completion changes nothing (and notifies nobody).
 */
import { and, eq } from 'drizzle-orm';
import { labPurchases } from '../../db/schema';
import type { Deps } from '../../deps';
import { activePurchase, type PurchaseRow } from '../published-labs/lab-access';
import { notifyJoined } from '../published-labs/lab-notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a purchase paid at `paidAt` ends: its period in days later. */
export const expiryFrom = (paidAt: Date, periodDays: number) =>
  new Date(paidAt.getTime() + periodDays * DAY_MS);

/** A purchase by its provider checkout id or by its own uuid (the checkout's reference). */
export type PurchaseMatch = { checkoutId: string } | { uuid: string };

const matching = (match: PurchaseMatch) =>
  'uuid' in match ? eq(labPurchases.uuid, match.uuid) : eq(labPurchases.checkoutId, match.checkoutId);

/**
 * Pending -> paid for the purchase's period; a paid or canceled purchase is left as it is. The period
 * starts now, or when the buyer's current access to the lab ends: a buyer who paid two checkouts
 * opened side by side gets both periods, one after the other, not one paid for nothing.
 */
export async function completePurchase(deps: Deps, match: PurchaseMatch): Promise<PurchaseRow | undefined> {
  const [row] = await deps.db.select().from(labPurchases).where(matching(match));
  if (row?.status !== 'pending') return row;
  const paidAt = deps.clock();
  const access = await activePurchase(deps, row.userId, row.plabId);
  const start = access?.expiresAt && access.expiresAt > paidAt ? access.expiresAt : paidAt;
  const [paid] = await deps.db
    .update(labPurchases)
    .set({ status: 'paid', paidAt, expiresAt: expiryFrom(start, row.periodDays) })
    .where(and(eq(labPurchases.id, row.id), eq(labPurchases.status, 'pending')))
    .returning();
  if (paid) {
    await notifyJoined(deps, paid);
    return paid;
  }
  // Completed meanwhile by another request: answer what it stored.
  const [current] = await deps.db.select().from(labPurchases).where(eq(labPurchases.id, row.id));
  return current;
}

/** Pending -> canceled (the checkout expired or its payment failed); anything else is left as it is. */
export async function cancelPurchase(deps: Deps, match: PurchaseMatch): Promise<void> {
  await deps.db
    .update(labPurchases)
    .set({ status: 'canceled' })
    .where(and(matching(match), eq(labPurchases.status, 'pending')));
}
