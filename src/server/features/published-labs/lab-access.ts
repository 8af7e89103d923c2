/**
 * Who may watch a published lab, in one place: its owner; for a free lab ('Pay as they wish', price
 * 0) any signed-in user; for a fee lab a buyer whose paid purchase has not expired; for a closed lab
 * (its owner deleted their account) only buyers inside their period. Every lab endpoint (detail,
 * videos, lab room, payment checks) asks here.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { labPurchases, type plabSubs, type publishedLabs } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';

export type PublishedLabRow = typeof publishedLabs.$inferSelect;
export type PlabSubRow = typeof plabSubs.$inferSelect;
export type PurchaseRow = typeof labPurchases.$inferSelect;

/** The lab's paid purchases and joins still within their period: the one rule for "current member". */
export const activePurchasesOf = (deps: Deps, plabId: number) =>
  and(
    eq(labPurchases.plabId, plabId),
    eq(labPurchases.status, 'paid'),
    gt(labPurchases.expiresAt, deps.clock()),
  );

/** The user's paid purchase (or free join) of the lab that ends last; `active` keeps only one not yet over. */
async function lastPurchase(deps: Deps, userId: number, plabId: number, active: boolean) {
  const [row] = await deps.db
    .select()
    .from(labPurchases)
    .where(
      and(
        eq(labPurchases.userId, userId),
        active
          ? activePurchasesOf(deps, plabId)
          : and(eq(labPurchases.plabId, plabId), eq(labPurchases.status, 'paid')),
      ),
    )
    .orderBy(desc(labPurchases.expiresAt))
    .limit(1);
  return row;
}

/** The user's paid purchase (or free join) of the lab that is still within its period. */
export const activePurchase = (deps: Deps, userId: number, plabId: number) =>
  lastPurchase(deps, userId, plabId, true);

/** The user's latest paid purchase of the lab, active or expired. */
export const latestPurchase = (deps: Deps, userId: number, plabId: number) =>
  lastPurchase(deps, userId, plabId, false);

export const isFree = (sub: PlabSubRow | undefined) => sub !== undefined && sub.priceCents === 0;

/** Whether the viewer may watch the lab's videos. A lab without a subscription is its owner's alone. */
export async function canWatch(
  deps: Deps,
  viewer: AuthUser | null,
  lab: PublishedLabRow,
  sub: PlabSubRow | undefined,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === lab.userId) return true;
  if (!lab.closedAt && !sub?.isActive) return false;
  if (!lab.closedAt && isFree(sub)) return true;
  return (await activePurchase(deps, viewer.id, lab.id)) !== undefined;
}

/** Members of a lab room: the owner and users with an active purchase or join. */
export async function isMember(deps: Deps, viewer: AuthUser | null, lab: PublishedLabRow): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === lab.userId) return true;
  return (await activePurchase(deps, viewer.id, lab.id)) !== undefined;
}

/** When a paid purchase ends, and whether it still grants the lab. */
export function purchaseTerm(row: PurchaseRow, now: Date) {
  const expires = row.expiresAt ?? row.createdAt;
  return { expires_at: expires.toISOString(), is_active: expires > now };
}
