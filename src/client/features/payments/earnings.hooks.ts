/**
 * The artist's earnings by month, read from the server as the sales list is (not mirrored: offline,
 * the service worker's API cache answers with the months last read). Only the latest read lands.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentsApi } from '../../../shared/api-paths';
import type { EarningsMonths } from '../../../shared/schemas/payments';
import { api } from '../../lib/api';

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

export function useEarningsMonths() {
  const [answer, setAnswer] = useState<EarningsMonths | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const latest = useRef(0);

  const load = useCallback(() => {
    latest.current += 1;
    const ticket = latest.current;
    setError(null);
    api<EarningsMonths>(paymentsApi.earningsMonths).then(
      (next) => {
        if (ticket === latest.current) setAnswer(next);
      },
      (reason: unknown) => {
        if (ticket === latest.current) setError(asError(reason));
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);

  return { answer, error, reload: load };
}
