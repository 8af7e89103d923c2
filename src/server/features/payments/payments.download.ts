/**
 * The purchases' parts of the data download (account/export-zip.ts): labs the user bought or joined,
 * and sales of their labs with the platform's fee (shown on the user's own sales only). The other
 * side of a purchase appears by username.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/schemas/published-labs';
import { type DownloadSection, iso, usernameOf } from '../../db/download';
import { labPurchases, publishedLabs } from '../../db/schema';
import type { Deps } from '../../deps';

type Purchase = typeof labPurchases.$inferSelect;

const term = (p: Purchase) => ({
  uuid: p.uuid,
  amount: formatCents(p.amountCents),
  currency: p.currency,
  period_days: p.periodDays,
  status: p.status,
  paid_at: iso(p.paidAt),
  expires_at: iso(p.expiresAt),
  created: iso(p.createdAt),
});

async function purchasesSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      purchase: labPurchases,
      lab: { uuid: publishedLabs.uuid, name: publishedLabs.name },
      seller: usernameOf(publishedLabs.userId),
    })
    .from(labPurchases)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labPurchases.plabId))
    .where(eq(labPurchases.userId, userId))
    .orderBy(asc(labPurchases.id));
  return rows.map(({ purchase, lab, seller }) => ({ lab, seller, ...term(purchase) }));
}

async function salesSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      purchase: labPurchases,
      lab: { uuid: publishedLabs.uuid, name: publishedLabs.name },
      buyer: usernameOf(labPurchases.userId),
    })
    .from(labPurchases)
    .innerJoin(
      publishedLabs,
      and(eq(publishedLabs.id, labPurchases.plabId), eq(publishedLabs.userId, userId)),
    )
    .orderBy(asc(labPurchases.id));
  return rows.map(({ purchase, lab, buyer }) => ({
    lab,
    buyer,
    ...term(purchase),
    fee: formatCents(purchase.feeCents),
    net: formatCents(purchase.amountCents - purchase.feeCents),
  }));
}

export const purchasesDownload: DownloadSection = {
  file: 'purchases.json',
  about: 'labs you bought or joined',
  read: purchasesSection,
};

export const salesDownload: DownloadSection = {
  file: 'sales.json',
  about: 'sales of your labs, with the platform fee',
  read: salesSection,
};
