/**
 * The one-time offer of pushes on this device: shown once the first notification from someone
 * arrives (never for the welcome alone, so never on a first visit), only where pushes can be had and
 * the browser has not been asked yet. Either answer, or closing it, hides it for good on this device.
 * It sits at the top of the page, in its flow (app/layouts/default-layout.tsx), so it never covers a
 * control; and it waits for the next page the user opens, so that nothing moves under their eyes or
 * fingers on the page where the notification came in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { pushPermission, pushSupport, turnOnPush } from './push-device';

const OFFERED_KEY = 'cypher:push-offered';

const offeredBefore = () => {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
};

const canAsk = () => pushSupport() === 'supported' && pushPermission() === 'default' && !offeredBefore();

export function PushOffer() {
  const { t } = useLingui();
  const [open, setOpen] = useState(canAsk);
  const heard = useLiveQuery(
    async () => open && (await db.notifications.toArray()).some((n) => n.sender !== null),
    [open],
  );
  // The page (history entry) on which the first notification from someone was read.
  const { key } = useLocation();
  const [heardOn, setHeardOn] = useState<string | null>(null);
  useEffect(() => {
    if (heard && heardOn === null) setHeardOn(key);
  }, [heard, heardOn, key]);
  if (!open || !heard || heardOn === null || heardOn === key) return null;
  const close = () => {
    localStorage.setItem(OFFERED_KEY, '1');
    setOpen(false);
  };
  const accept = () => {
    close();
    // Refused or failed: Settings still has the switch and says why.
    turnOnPush().catch(() => undefined);
  };
  return (
    <Alert
      role="region"
      title={t`Get notified on this device?`}
      withCloseButton
      closeButtonLabel={t`Close the notifications offer`}
      onClose={close}
      maw={FEED_WIDTH}
      mx="auto"
      mb="md"
      variant="default"
    >
      <Text size="sm" mb="sm">
        <Trans>Hear of reactions, comments and lab messages even when Cypher is closed.</Trans>
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={accept}>
          <Trans>Turn on</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={close}>
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
