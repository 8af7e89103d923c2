/** The one place that picks the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeClient, stripeProvider } from './stripe-provider';

const clients = new WeakMap<NonNullable<Config['stripe']>, Stripe>();

/** The SDK client for the configured Stripe account, made once per configuration. */
export function stripeFor(stripe: NonNullable<Config['stripe']>): Stripe {
  let client = clients.get(stripe);
  if (!client) {
    client = stripeClient(stripe);
    clients.set(stripe, client);
  }
  return client;
}

/**
 * The provider for this request. Built from the request's deps, so the sandbox writes in the
 * request's transaction (on PGlite a query outside it would wait for it forever).
 */
export function paymentProvider(deps: Deps): PaymentProvider {
  const stripe = deps.config.stripe;
  return stripe ? stripeProvider(stripeFor(stripe), deps.log) : sandboxProvider(deps);
}
