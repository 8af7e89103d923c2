/**
 * Stripe's webhook events: verified by their signature, then each applied once. The event's id is
 * stored in the same transaction as its effect, so a replay (Stripe retries, or an attacker resends a
 * captured event) changes nothing, and a failed effect leaves the id unstored for Stripe's retry.
 */
import type Stripe from 'stripe';
import { webhookEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { stripeFor } from './choose-provider';
import { storeAccountStatus } from './payments.service';
import { cancelPurchase, completePurchase } from './purchases.service';

const signatureNotValid = () => new HttpError(400, { detail: /*i18n*/ 'Webhook signature not valid.' });

/** The event in `payload`, when Stripe is configured and the signature is Stripe's; else 400. */
export async function verifiedEvent(deps: Deps, payload: string, signature: string | undefined) {
  const stripe = deps.config.stripe;
  if (!stripe?.webhookSecret || !signature) throw signatureNotValid();
  try {
    return await stripeFor(stripe).webhooks.constructEventAsync(payload, signature, stripe.webhookSecret);
  } catch {
    throw signatureNotValid();
  }
}

/** Applies the event once; a replay of one already applied does nothing. Unknown types are only recorded. */
export async function applyStripeEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh) await apply(inTx, event);
  });
}

async function apply(deps: Deps, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed payment method completes later, with async_payment_succeeded.
      if (event.data.object.payment_status === 'paid')
        await completePurchase(deps, { checkoutId: event.data.object.id });
      return;
    case 'checkout.session.async_payment_succeeded':
      await completePurchase(deps, { checkoutId: event.data.object.id });
      return;
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await cancelPurchase(deps, { checkoutId: event.data.object.id });
      return;
    case 'account.updated': {
      const account = event.data.object;
      await storeAccountStatus(deps, 'stripe', account.id, {
        charges_enabled: account.charges_enabled === true,
        payouts_enabled: account.payouts_enabled === true,
        details_submitted: account.details_submitted === true,
      });
      return;
    }
  }
}
