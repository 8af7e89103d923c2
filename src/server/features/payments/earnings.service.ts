/**
 * An artist's earnings: the paid sales of their own labs (free joins left out), newest first, with
 * totals over all of them, and their net by calendar month (UTC). Net is what reaches the artist: the
 * amount less the platform's fee.
 */
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Earning, EarningsMonths, EarningsTotals } from '../../../shared/schemas/payments';
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

/** The months the chart shows: this one and the 11 before. */
const MONTHS = 12;

/** "2026-03" for the UTC month `offset` months after `year`-`month` (0-based month). */
const monthKey = (year: number, month: number, offset: number) =>
  new Date(Date.UTC(year, month + offset, 1)).toISOString().slice(0, 7);

/**
 * The net and count of the artist's sales in each of the last 12 calendar months (UTC) by the
 * server's clock, oldest first; a month without a sale is 0. Summed in SQL, the gaps filled here.
 */
export async function earningsMonths(deps: Deps, artist: AuthUser): Promise<EarningsMonths> {
  const now = deps.clock();
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
  const from = new Date(Date.UTC(year, month - (MONTHS - 1), 1));
  const until = new Date(Date.UTC(year, month + 1, 1));
  const monthOf = sql<string>`to_char(${labPurchases.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await deps.db
    .select({
      month: monthOf,
      net: sql`sum(${labPurchases.amountCents} - ${labPurchases.feeCents})`.mapWith(Number),
      sales: sql`count(*)`.mapWith(Number),
    })
    .from(labPurchases)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
    .where(and(salesOf(artist), gte(labPurchases.paidAt, from), lt(labPurchases.paidAt, until)))
    .groupBy(monthOf);
  const found = new Map(rows.map((row) => [row.month, row]));
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const key = monthKey(year, month, i - (MONTHS - 1));
    const row = found.get(key);
    return { month: key, net: formatCents(row?.net ?? 0), sales: row?.sales ?? 0 };
  });
  return { months, currency: CURRENCY };
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
