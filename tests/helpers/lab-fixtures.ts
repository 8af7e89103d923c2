/**
 * Published labs, their subscriptions, payment accounts and purchases written straight to the
 * database, for tests of what happens after publishing (checkout, payments, access).
 */
import {
  labPurchases,
  paymentAccounts,
  plabSubs,
  publishedLabs,
  sandboxAccounts,
  techniques,
} from '../../src/server/db/schema';
import type { TestContext } from './server';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A published lab of `ownerId` with its subscription (price in cents, 0 = free). */
export async function publishLab(
  t: TestContext,
  ownerId: number,
  terms: { name?: string; priceCents: number; periodDays?: number; isActive?: boolean },
) {
  const name = terms.name ?? 'Footwork foundations';
  const [source] = await t.deps.db
    .insert(techniques)
    .values({ userId: ownerId, name, published: true })
    .returning();
  if (!source) throw new Error('lab not created');
  const [lab] = await t.deps.db
    .insert(publishedLabs)
    .values({ userId: ownerId, labId: source.id, name })
    .returning();
  if (!lab) throw new Error('published lab not created');
  const [sub] = await t.deps.db
    .insert(plabSubs)
    .values({
      userId: ownerId,
      plabId: lab.id,
      priceCents: terms.priceCents,
      periodDays: terms.periodDays ?? 30,
      isActive: terms.isActive ?? true,
    })
    .returning();
  if (!sub) throw new Error('subscription not created');
  return { lab, sub };
}

/** A published lab that has no subscription yet (listed to nobody but its owner). */
export async function publishLabWithoutTerms(t: TestContext, ownerId: number) {
  const [source] = await t.deps.db
    .insert(techniques)
    .values({ userId: ownerId, name: 'Draft lab' })
    .returning();
  if (!source) throw new Error('lab not created');
  const [lab] = await t.deps.db
    .insert(publishedLabs)
    .values({ userId: ownerId, labId: source.id, name: 'Draft lab' })
    .returning();
  if (!lab) throw new Error('published lab not created');
  return lab;
}

/** A payment account of `userId` with the given provider; `ready` means onboarding is complete. */
export async function givePaymentAccount(
  t: TestContext,
  userId: number,
  { provider, accountId, ready }: { provider: 'stripe' | 'sandbox'; accountId: string; ready: boolean },
) {
  if (provider === 'sandbox')
    await t.deps.db.insert(sandboxAccounts).values({
      accountId,
      email: `${accountId}@example.com`,
      country: 'US',
      detailsSubmitted: ready,
      chargesEnabled: ready,
      payoutsEnabled: ready,
    });
  await t.deps.db.insert(paymentAccounts).values({
    userId,
    provider,
    accountId,
    country: 'US',
    chargesEnabled: ready,
    payoutsEnabled: ready,
    onboardingComplete: ready,
  });
}

/** A paid purchase made `daysAgo` days ago for `periodDays` days (expired when daysAgo >= periodDays). */
export async function paidPurchase(
  t: TestContext,
  buyerId: number,
  plabId: number,
  {
    daysAgo,
    periodDays,
    amountCents = 999,
    feeCents = 100,
  }: { daysAgo: number; periodDays: number; amountCents?: number; feeCents?: number },
) {
  const paidAt = new Date(t.deps.clock().getTime() - daysAgo * DAY_MS);
  const [row] = await t.deps.db
    .insert(labPurchases)
    .values({
      userId: buyerId,
      plabId,
      amountCents,
      feeCents,
      periodDays,
      provider: 'sandbox',
      status: 'paid',
      paidAt,
      expiresAt: new Date(paidAt.getTime() + periodDays * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('purchase not created');
  return row;
}
