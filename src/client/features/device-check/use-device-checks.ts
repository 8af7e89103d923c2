/** The device checks as live state: the async ones run on mount and on "Check again"; the outbox is live. */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { useOnline } from '../../lib/use-online';
import { type Check, checkServer, checkServiceWorker, checkStorage } from './device-checks';

type Checks = { serviceWorker?: Check; storage?: Check; server?: Check };

/** Service worker, storage and server; `run` checks again (the earlier answers stay until the new ones). */
export function useDeviceChecks() {
  const [checks, setChecks] = useState<Checks>({});
  const [running, setRunning] = useState(false);
  const run = useCallback(async () => {
    setRunning(true);
    const [serviceWorker, storage, server] = await Promise.all([
      checkServiceWorker(),
      checkStorage(),
      checkServer(),
    ]);
    setChecks({ serviceWorker, storage, server });
    setRunning(false);
  }, []);
  useEffect(() => void run(), [run]);
  return { checks, running, run };
}

/** The writes in the outbox: none, waiting to be sent, or refused by the server. */
export function useOutboxCheck(): Check | undefined {
  const { t } = useLingui();
  const online = useOnline();
  const entries = useLiveQuery(() => db.outbox.toArray(), []);
  if (!entries) return undefined;
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  const waiting = entries.length - failed;
  if (failed)
    return {
      state: 'problem',
      value: waiting
        ? t`${failed} refused by the server, ${waiting} waiting to sync`
        : t`${failed} refused by the server`,
      hint: t`Each shows its reason on its note or lab, with Retry and Discard.`,
    };
  if (waiting)
    return {
      state: 'warn',
      value: t`${waiting} waiting to sync`,
      hint: online ? t`They are being sent now.` : t`They will be sent when the connection is back.`,
    };
  return { state: 'ok', value: t`None, everything is sent` };
}
