/**
 * Stripe Connect Express accounts, account links, login links and Checkout Sessions (destination
 * charges with the platform's application fee) through the official SDK.
 */
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { type PaymentProvider, providerFailed } from './provider';

type StripeConfig = NonNullable<Config['stripe']>;

/** The SDK client; `apiUrl` points it at a stand-in for api.stripe.com (tests). */
export function stripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripeProvider(stripe: Stripe, log: Logger): PaymentProvider {
  /** Any SDK failure becomes the spec's message; the cause is logged, never answered. */
  const guarded = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const e = error as { type?: string; message?: string; statusCode?: number };
      log.warn(`Stripe ${what} failed: ${e.type ?? 'error'} ${e.statusCode ?? ''} ${e.message ?? ''}`);
      throw providerFailed();
    }
  };

  return {
    name: 'stripe',
    createAccount: ({ userId, email, country }) =>
      guarded('account create', async () => {
        // One account per user even when a first answer was lost and the call is repeated.
        const account = await stripe.accounts.create(
          { type: 'express', country, email, metadata: { user_id: String(userId) } },
          { idempotencyKey: `connect-account-${userId}-${country}` },
        );
        return { accountId: account.id };
      }),
    accountStatus: (accountId) =>
      guarded('account retrieve', async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          charges_enabled: account.charges_enabled === true,
          payouts_enabled: account.payouts_enabled === true,
          details_submitted: account.details_submitted === true,
        };
      }),
    accountLink: (accountId, { refreshUrl, returnUrl }) =>
      guarded('account link', async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        });
        return link.url;
      }),
    dashboardLink: (accountId) =>
      guarded('login link', async () => (await stripe.accounts.createLoginLink(accountId)).url),
    createCheckout: (request) =>
      guarded('checkout create', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
                quantity: 1,
              },
            ],
            payment_intent_data: {
              application_fee_amount: request.feeCents,
              transfer_data: { destination: request.destination },
            },
            client_reference_id: request.reference,
            metadata: { purchase: request.reference },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          // A repeated call for the same purchase gets the same session back.
          { idempotencyKey: `checkout-${request.reference}` },
        );
        if (!session.url) throw new Error('checkout session without url');
        return { sessionId: session.id, url: session.url };
      }),
    retrieveCheckout: (sessionId) =>
      guarded('checkout retrieve', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          paid: session.payment_status === 'paid',
          reference: session.client_reference_id ?? session.metadata?.purchase ?? null,
        };
      }),
  };
}
