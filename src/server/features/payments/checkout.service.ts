/**
 * Buying a fee lab or joining a free one. A join is paid at once; a purchase starts pending with the
 * subscription's terms copied onto it and a provider checkout whose payment completes it. A suspended
 * owner's lab is not found, and no one buys or joins across a block (403, issue 27).
 */
import { and, eq } from 'drizzle-orm';
import { blockMsg } from '../../../shared/schemas/blocks';
import type { CheckoutAnswer, CheckoutInput } from '../../../shared/schemas/payments';
import { labMessages } from '../../../shared/schemas/published-labs';
import { labPurchases, plabSubs, publishedLabs } from '../../db/schema';
import { blockedBetween, notSuspended } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { activePurchase, isFree, type PlabSubRow, type PublishedLabRow } from '../published-labs/lab-access';
import { notifyJoined } from '../published-labs/lab-notifications';
import { paymentProvider } from './choose-provider';
import { payoutAccount } from './payments.service';
import { SESSION_ID_PLACEHOLDER } from './provider';
import { expiryFrom } from './purchases.service';

/** The platform's share of a price, in whole cents. */
export const platformFee = (deps: Deps, amountCents: number) =>
  Math.round((amountCents * deps.config.platformFeePercent) / 100);

export async function startCheckout(
  deps: Deps,
  user: AuthUser,
  input: CheckoutInput,
): Promise<CheckoutAnswer> {
  const [listed] = await deps.db
    .select({
      lab: publishedLabs,
      sub: plabSubs,
      blocked: blockedBetween(user.id, publishedLabs.userId).mapWith(Boolean),
    })
    .from(publishedLabs)
    .innerJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
    .where(
      and(byRef(publishedLabs, input.plab), eq(plabSubs.isActive, true), notSuspended(publishedLabs.userId)),
    );
  if (!listed) throw notFound();
  const { lab, sub } = listed;
  if (lab.userId === user.id) throw fieldError('non_field_errors', labMessages.ownLab);
  if (listed.blocked) throw forbidden(blockMsg.refused);
  if (await activePurchase(deps, user.id, lab.id))
    throw fieldError('non_field_errors', labMessages.alreadyBought);
  return isFree(sub) ? join(deps, user, lab, sub) : buy(deps, user, lab, sub);
}

/** A free lab: a paid purchase of amount 0 from now, and the way to the lab. */
async function join(
  deps: Deps,
  user: AuthUser,
  lab: PublishedLabRow,
  sub: PlabSubRow,
): Promise<CheckoutAnswer> {
  const now = deps.clock();
  const [joined] = await deps.db
    .insert(labPurchases)
    .values({
      userId: user.id,
      plabId: lab.id,
      amountCents: 0,
      feeCents: 0,
      currency: sub.currency,
      periodDays: sub.periodDays,
      provider: 'free',
      status: 'paid',
      paidAt: now,
      expiresAt: expiryFrom(now, sub.periodDays),
    })
    .returning();
  if (!joined) throw new Error('join not stored');
  await notifyJoined(deps, joined);
  return { url: `${deps.config.publicUrl}/mypurchasedlabs/${lab.uuid}` };
}

/** A fee lab: a pending purchase and the provider's checkout for it, paid to the artist's account. */
async function buy(
  deps: Deps,
  user: AuthUser,
  lab: PublishedLabRow,
  sub: PlabSubRow,
): Promise<CheckoutAnswer> {
  const provider = paymentProvider(deps);
  const account = await payoutAccount(deps, provider, lab.userId);
  if (!account) throw fieldError('non_field_errors', labMessages.notTakingPayments);
  const feeCents = platformFee(deps, sub.priceCents);
  const [purchase] = await deps.db
    .insert(labPurchases)
    .values({
      userId: user.id,
      plabId: lab.id,
      amountCents: sub.priceCents,
      feeCents,
      currency: sub.currency,
      periodDays: sub.periodDays,
      provider: provider.name,
    })
    .returning();
  if (!purchase) throw new Error('purchase not stored');
  const base = deps.config.publicUrl;
  const { sessionId, url } = await provider.createCheckout({
    reference: purchase.uuid,
    amountCents: sub.priceCents,
    feeCents,
    currency: sub.currency,
    destination: account.accountId,
    description: lab.name,
    successUrl: `${base}/stripe/payments/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${base}/stripe/payments/cancel?plab=${lab.uuid}`,
  });
  await deps.db.update(labPurchases).set({ checkoutId: sessionId }).where(eq(labPurchases.id, purchase.id));
  return { url };
}
