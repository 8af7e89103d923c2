/**
 * The sections of a download about labs published and sold, labs bought, and lab-room messages.
 * Buyers and sellers appear by username; the platform's fee shows on the user's own sales only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/schemas/published-labs';
import { labPurchases, labroomMessages, plabSubs, publishedLabs, techniques } from '../../db/schema';
import type { Deps } from '../../deps';
import { iso, usernameOf } from './export-names';

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

export async function publishedLabsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ lab: publishedLabs, source: techniques.uuid, sub: plabSubs })
    .from(publishedLabs)
    .innerJoin(techniques, eq(techniques.id, publishedLabs.labId))
    .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
    .where(eq(publishedLabs.userId, userId))
    .orderBy(asc(publishedLabs.id));
  return rows.map(({ lab, source, sub }) => ({
    uuid: lab.uuid,
    name: lab.name,
    about: lab.about,
    lab: source,
    created: iso(lab.createdAt),
    terms: sub && {
      price: formatCents(sub.priceCents),
      currency: sub.currency,
      period_days: sub.periodDays,
      is_active: sub.isActive,
      created: iso(sub.createdAt),
    },
  }));
}

export async function purchasesSection(deps: Deps, userId: number) {
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

export async function salesSection(deps: Deps, userId: number) {
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

export async function labRoomSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: labroomMessages.uuid,
      lab: publishedLabs.uuid,
      comment: labroomMessages.comment,
      created: labroomMessages.createdAt,
    })
    .from(labroomMessages)
    .innerJoin(publishedLabs, eq(publishedLabs.id, labroomMessages.plabId))
    .where(eq(labroomMessages.userId, userId))
    .orderBy(asc(labroomMessages.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}
