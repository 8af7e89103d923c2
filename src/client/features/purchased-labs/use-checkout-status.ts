/**
 * The checkout return page's wait for the payment (online only): asks the server for the checkout's
 * status every second, up to 30 times, until it is paid or canceled. A network failure or a server
 * error counts as "not yet"; any other refusal (not the caller's checkout, no session id) ends it.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { paymentsApi } from '../../../shared/api-paths';
import type { CheckoutStatus } from '../../../shared/schemas/payments';
import { ApiError, api } from '../../lib/api';

export const POLL_INTERVAL_MS = 1000;
export const POLL_TRIES = 30;

export type CheckoutWait =
  | { state: 'pending' }
  | { state: 'paid'; checkout: CheckoutStatus }
  | { state: 'canceled' }
  | { state: 'failed'; reason: string }
  | { state: 'timeout' };

const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useCheckoutStatus(sessionId: string | null): CheckoutWait {
  const [wait, setWait] = useState<CheckoutWait>({ state: 'pending' });

  useEffect(() => {
    if (!sessionId) {
      setWait({ state: 'failed', reason: t`The payment provider did not say which checkout this was.` });
      return;
    }
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const path = paymentsApi.checkoutStatus(sessionId);
    const poll = async (tries: number) => {
      try {
        const checkout = await api<CheckoutStatus>(path);
        if (!alive) return;
        if (checkout.status === 'paid') return setWait({ state: 'paid', checkout });
        if (checkout.status === 'canceled') return setWait({ state: 'canceled' });
      } catch (error) {
        if (!alive) return;
        if (!retryable(error)) return setWait({ state: 'failed', reason: reasonOf(error) });
      }
      if (tries + 1 >= POLL_TRIES) return setWait({ state: 'timeout' });
      timer = setTimeout(() => void poll(tries + 1), POLL_INTERVAL_MS);
    };
    setWait({ state: 'pending' });
    void poll(0);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return wait;
}
