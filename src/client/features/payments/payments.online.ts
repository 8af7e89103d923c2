/** The online-only payments calls (spec platform-shell 7); never queued. */
import { paymentsApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../../shared/payment-countries';
import { ApiError, api } from '../../lib/api';

export type AccountStatus = {
  has_account: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  onboarding_complete: boolean;
};

type Link = { url?: string | null };

export const fetchAccountStatus = () => api<AccountStatus>(paymentsApi.accountStatus);

/** Whether the server supports the country; a check that cannot reach the server counts as yes. */
export async function validateCountry(country: string): Promise<boolean> {
  try {
    const answer = await api<{ supported: boolean }>(paymentsApi.validateCountry, {
      method: 'POST',
      body: { country },
    });
    return answer?.supported !== false;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return true;
  }
}

export const createConnectAccount = (country: string) =>
  api<unknown>(paymentsApi.createConnectAccount, { method: 'POST', body: { country } });

async function link(path: string): Promise<string> {
  const answer = await api<Link | null>(path, { method: 'POST' });
  if (!answer?.url) throw new Error(msg.noOnboardingUrl);
  return answer.url;
}

export const createAccountLink = () => link(paymentsApi.createAccountLink);
export const createDashboardLink = () => link(paymentsApi.createDashboardLink);

/** Whether the server has no payment provider (a deployed server without Stripe). */
export const paymentsNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.code === PAYMENTS_NOT_CONFIGURED;

/** The spec's wording for a failed payments step, or that the server takes no payments (src/shared's English: shown through translateMessage). */
export function paymentError(error: unknown): string {
  if (paymentsNotConfigured(error)) return paymentMessages.notConfigured;
  if (error instanceof ApiError) return error.status === 401 ? msg.paymentSignInFailed : msg.paymentFailed;
  if (error instanceof Error && error.message === msg.noOnboardingUrl) return msg.noOnboardingUrl;
  return msg.paymentFailed;
}
