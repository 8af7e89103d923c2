/**
 * The one place that picks the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the
 * sandbox when it is on (config.paymentsSandbox), else none: every payment then answers 503.
 */
import type Stripe from 'stripe';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../../shared/payment-countries';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
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

export const paymentsNotConfigured = () =>
  new HttpError(503, { detail: paymentMessages.notConfigured, code: PAYMENTS_NOT_CONFIGURED });

/**
 * The provider for this request (503 when none is configured). Built from the request's deps, so
 * the sandbox writes in the request's transaction (on PGlite a query outside it would wait forever).
 */
export function paymentProvider(deps: Deps): PaymentProvider {
  const stripe = deps.config.stripe;
  if (stripe) return stripeProvider(stripeFor(stripe), deps.log);
  if (deps.config.paymentsSandbox) return sandboxProvider(deps);
  throw paymentsNotConfigured();
}
