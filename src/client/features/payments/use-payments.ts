/**
 * The payments onboarding flow (spec platform-shell 4.5): check the status; an account that needs
 * verification goes to the provider after 2 s; a new account starts 1 s after the country is chosen.
 * The page checks on mount; the account drawer checks when asked ('manual'). On 'refresh' (the
 * provider's page for an expired onboarding link) an account still onboarding gets a fresh link at
 * once; one that is done, or none, shows its status as on /payments.
 */
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentMessages } from '../../../shared/payment-countries';
import { useOnline } from '../../lib/use-online';
import {
  type AccountStatus,
  createAccountLink,
  createConnectAccount,
  createDashboardLink,
  fetchAccountStatus,
  paymentError,
  validateCountry,
} from './payments.online';
import { redirectTo, wait } from './redirect';

export const VERIFY_DELAY_MS = 2000;
export const ONBOARD_DELAY_MS = 1000;
export const VERIFY_TEXT = msg`Your payment account needs verification. Taking you to the payment provider…`;

export type PaymentsMode = 'status' | 'refresh' | 'manual';

export function usePayments(mode: PaymentsMode) {
  const online = useOnline();
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [busy, setBusy] = useState<'dashboard' | 'onboarding' | null>(null);
  const alive = useRef(true);
  const started = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const goToAccountLink = useCallback(async (delay: number) => {
    setRedirecting(true);
    if (delay) await wait(delay);
    if (!alive.current) return;
    const url = await createAccountLink();
    if (alive.current) redirectTo(url);
  }, []);

  /** The status as read (null when the check failed or redirected straight to the provider). */
  const check = useCallback(async (): Promise<AccountStatus | null> => {
    setLoading(true);
    setError(null);
    try {
      const next = await fetchAccountStatus();
      if (!alive.current) return null;
      setStatus(next);
      setLoading(false);
      if (next.has_account && !next.onboarding_complete)
        await goToAccountLink(mode === 'refresh' ? 0 : VERIFY_DELAY_MS);
      return next;
    } catch (e) {
      if (!alive.current) return null;
      setRedirecting(false);
      setError(paymentError(e));
      return null;
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [mode, goToAccountLink]);

  useEffect(() => {
    if (mode === 'manual' || !online || started.current) return;
    started.current = true;
    void check();
  }, [mode, online, check]);

  /** Validates the country, then after 1 s creates the account and its link and redirects. */
  const onboard = useCallback(async (country: string): Promise<string | null> => {
    setBusy('onboarding');
    setError(null);
    try {
      if (!(await validateCountry(country))) return paymentMessages.countryUnsupported;
      await wait(ONBOARD_DELAY_MS);
      if (!alive.current) return null;
      await createConnectAccount(country);
      const url = await createAccountLink();
      if (alive.current) redirectTo(url);
      return null;
    } catch (e) {
      return paymentError(e);
    } finally {
      if (alive.current) setBusy(null);
    }
  }, []);

  const openDashboard = useCallback(async () => {
    setBusy('dashboard');
    setError(null);
    try {
      const url = await createDashboardLink();
      if (alive.current) redirectTo(url);
    } catch (e) {
      if (alive.current) setError(paymentError(e));
    } finally {
      if (alive.current) setBusy(null);
    }
  }, []);

  const retry = useCallback(() => {
    void check();
  }, [check]);

  return { online, status, loading, error, redirecting, busy, check, onboard, openDashboard, retry };
}
