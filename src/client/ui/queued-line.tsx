/**
 * How every form says that its write is held on the device rather than sent (lib/outbox-answer.ts
 * `sendNow` answered 'queued'), the same words for every kind of write: a title, and a line that
 * says why. Offline, it goes when the device is back online; online, the server did not take it
 * (busy, with 503 and Retry-After, or down), and the outbox sends it by itself.
 */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/** The result dialog's title (or first line) for a write held on the device. */
export const SAVED_ON_DEVICE = msg`Saved on this device`;

export function QueuedLine() {
  return useOnline() ? (
    <Trans>
      Not sent yet: Cypher did not answer. It is saved on this device and will be sent as soon as it can.
    </Trans>
  ) : (
    <Trans>You are offline: it is saved on this device and will be sent when you are back online.</Trans>
  );
}
