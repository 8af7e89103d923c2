/** Shared by the payments tests: account statuses, a provider link, and the redirect spy. */
import { vi } from 'vitest';
import * as redirect from '../../src/client/features/payments/redirect';

export const LINK = 'https://connect.example/onboarding/acct_1';

export const status = (fields: Partial<Record<string, boolean>> = {}) => ({
  has_account: false,
  charges_enabled: false,
  payouts_enabled: false,
  onboarding_complete: false,
  ...fields,
});

/** Replaces the browser redirect with a mock that records where it would have gone. */
export function spyRedirect() {
  const assign = vi.fn<(url: string) => void>();
  vi.spyOn(redirect, 'redirectTo').mockImplementation(assign);
  return assign;
}
