/**
 * The one interface behind which payment providers sit: Stripe Connect Express when
 * STRIPE_SECRET_KEY is set, otherwise the local sandbox. Routes and services only see this.
 */
import { paymentMessages } from '../../../shared/payment-countries';
import type { ProviderName } from '../../config';
import { HttpError } from '../../http/errors';

export type { ProviderName };

export type ProviderAccountStatus = {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
};

/** A one-off payment for a purchase, paid to the artist's account less the platform's fee. */
export type CheckoutRequest = {
  /** The purchase's uuid, sent back with the paid session. */
  reference: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  /** The artist's connected account id. */
  destination: string;
  /** What the buyer sees they pay for (the lab's name). */
  description: string;
  /** May carry `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
};

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface PaymentProvider {
  readonly name: ProviderName;
  createAccount(input: { userId: number; email: string; country: string }): Promise<{ accountId: string }>;
  accountStatus(accountId: string): Promise<ProviderAccountStatus>;
  /** Where the account's owner completes onboarding; returns to one of the two URLs afterwards. */
  accountLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The account owner's dashboard (Stripe Express login link). */
  dashboardLink(accountId: string): Promise<string>;
  /** Opens a checkout session; the buyer pays at `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Whether the session is paid, and the reference it was opened with. */
  retrieveCheckout(sessionId: string): Promise<{ paid: boolean; reference: string | null }>;
}

/** The provider could not be reached or refused the call: 502 with the spec's wording. */
export const providerFailed = () => new HttpError(502, { detail: paymentMessages.providerFailed });
