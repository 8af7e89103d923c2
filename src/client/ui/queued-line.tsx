/**
 * A form's line for a write the outbox holds rather than sent (lib/outbox-answer.ts `sendNow`): the
 * form's own "You are offline" line when the device is offline; online, the server did not take it
 * (busy, with 503 and Retry-After, or down), so the line says so, and the outbox sends it by itself.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useOnline } from '../lib/use-online';

export function QueuedLine({ children }: { children: ReactNode }) {
  return useOnline() ? (
    <Trans>
      Not sent yet: Cypher did not answer. It is saved on this device and will be sent as soon as it can.
    </Trans>
  ) : (
    children
  );
}
