/**
 * The one interface behind which payment providers sit: Stripe Connect Express when
 * STRIPE_SECRET_KEY is set, otherwise the local sandbox. Routes and services only see this.
 */
import { paymentMessages } from '../../../shared/payment-countries';
import { HttpError } from '../../http/errors';

export type ProviderName = 'stripe' | 'sandbox';

export type ProviderAccountStatus = {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  createAccount(input: { userId: number; email: string; country: string }): Promise<{ accountId: string }>;
  accountStatus(accountId: string): Promise<ProviderAccountStatus>;
  /** Where the account's owner completes onboarding; returns to one of the two URLs afterwards. */
  accountLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The account owner's dashboard (Stripe Express login link). */
  dashboardLink(accountId: string): Promise<string>;
}

/** The provider could not be reached or refused the call: 502 with the spec's wording. */
export const providerFailed = () => new HttpError(502, { detail: paymentMessages.providerFailed });
