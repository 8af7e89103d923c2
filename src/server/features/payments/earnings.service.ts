/**
 * An artist's earnings: the paid sales of their own labs (free joins left out), newest first, with
 * totals over all of them. Net is what reaches the artist: the amount less the platform's fee.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Earning, EarningsTotals } from '../../../shared/schemas/payments';
import { CURRENCY, formatCents } from '../../../shared/schemas/published-labs';
import { labPurchases, publishedLabs, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';

const salesOf = (artist: AuthUser) =>
  and(eq(publishedLabs.userId, artist.id), eq(labPurchases.status, 'paid'), gt(labPurchases.amountCents, 0));

const sum = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * One page of the artist's sales (`id` is the purchase's, for keyset paging), their count (up to the
 * cap, as every list's) and the totals of all, exact: they are what the artist is paid.
 */
export async function earnings(deps: Deps, artist: AuthUser, page: Page) {
  const [rows, count, totals] = await Promise.all([
    salesPage(deps, artist, page),
    countUpTo(
      deps.db,
      labPurchases.id,
      deps.db
        .select({ id: labPurchases.id })
        .from(labPurchases)
        .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
        .where(salesOf(artist))
        .$dynamic(),
    ),
    earningsTotals(deps, artist),
  ]);
  return { rows, count, totals };
}

async function earningsTotals(deps: Deps, artist: AuthUser): Promise<EarningsTotals> {
  const [totals] = await deps.db
    .select({
      sales: sql`count(*)`.mapWith(Number),
      gross: sum(labPurchases.amountCents),
      fee: sum(labPurchases.feeCents),
    })
    .from(labPurchases)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
    .where(salesOf(artist));
  const { sales = 0, gross = 0, fee = 0 } = totals ?? {};
  return {
    sales,
    gross: formatCents(gross),
    fee: formatCents(fee),
    net: formatCents(gross - fee),
    currency: CURRENCY,
  };
}

async function salesPage(deps: Deps, artist: AuthUser, page: Page) {
  const q = keyset(labPurchases.id, page, salesOf(artist));
  const rows = await deps.db
    .select({
      purchase: labPurchases,
      plab: { uuid: publishedLabs.uuid, name: publishedLabs.name },
      buyer: users.username,
    })
    .from(labPurchases)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
    .innerJoin(users, eq(users.id, labPurchases.userId))
    .where(q.where)
    .orderBy(q.orderBy)
    .limit(q.limit);
  return rows.map(({ purchase, plab, buyer }) => ({
    id: purchase.id,
    earning: toEarning(purchase, plab, buyer),
  }));
}

function toEarning(
  purchase: typeof labPurchases.$inferSelect,
  plab: Earning['plab'],
  buyer: string,
): Earning {
  return {
    uuid: purchase.uuid,
    plab,
    buyer,
    amount: formatCents(purchase.amountCents),
    fee: formatCents(purchase.feeCents),
    net: formatCents(purchase.amountCents - purchase.feeCents),
    currency: CURRENCY,
    paid_at: purchase.paidAt?.toISOString() ?? '',
  };
}
