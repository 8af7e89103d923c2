/**
 * The caller's purchased labs (fee labs bought and free labs joined): one row per lab, its latest
 * paid purchase, active or expired, newest purchase first. Only labs the detail would show.
 */
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { CURRENCY, formatCents } from '../../../shared/schemas/published-labs';
import type { PurchasedLab } from '../../../shared/schemas/purchased-labs';
import { labPurchases, plabSubs, publishedLabs, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { purchaseTerm } from '../published-labs/lab-access';
import { listedTo, selectPublishedLabs, toPublishedLab } from '../published-labs/published-lab-shape';

/** No later paid purchase of the same lab by the same user (the order latestPurchase uses). */
const latestOfLab = sql`not exists (select 1 from ${labPurchases} later
  where later.user_id = ${labPurchases.userId} and later.plab_id = ${labPurchases.plabId}
  and later.status = 'paid' and (later.expires_at > ${labPurchases.expiresAt}
    or (later.expires_at = ${labPurchases.expiresAt} and later.id > ${labPurchases.id})))`;

/** Only purchases still within their period. */
export const stillActive = (now: Date): SQL => gt(labPurchases.expiresAt, now);

/** One page of the user's purchased labs that pass `filter`, and their count. */
export async function listPurchasedLabs(deps: Deps, user: AuthUser, page: Page, filter?: SQL) {
  const where = and(
    eq(labPurchases.userId, user.id),
    eq(labPurchases.status, 'paid'),
    latestOfLab,
    listedTo(user),
    filter,
  );
  const bounded = keyset(labPurchases.id, page, where);
  const [rows, count] = await Promise.all([
    selectPublishedLabs(deps.db, { purchase: labPurchases })
      .innerJoin(labPurchases, eq(labPurchases.plabId, publishedLabs.id))
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(
      deps.db,
      labPurchases.id,
      deps.db
        .select({ id: labPurchases.id })
        .from(labPurchases)
        .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
        .innerJoin(users, eq(users.id, publishedLabs.userId))
        .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
        .where(where)
        .$dynamic(),
    ),
  ]);
  const results = rows.map(
    (row): PurchasedLab => ({
      id: row.purchase.id,
      uuid: row.purchase.uuid,
      plab: toPublishedLab(row),
      price: formatCents(row.purchase.amountCents),
      currency: CURRENCY,
      paid_at: (row.purchase.paidAt ?? row.purchase.createdAt).toISOString(),
      ...purchaseTerm(row.purchase, deps.clock()),
    }),
  );
  return { rows: results, count };
}
