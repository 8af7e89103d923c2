/**
 * Settings' "Notifications on this device": a switch that asks the browser's permission on the
 * tap and subscribes this device, or unsubscribes it; a line instead where the browser refused,
 * cannot have pushes, or is on iPhone or iPad outside the Home Screen app.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { isSubscribed, pushPermission, pushSupport, turnOffPush, turnOnPush } from './push-device';

function Blocked() {
  return (
    <Text size="sm">
      <Trans>
        Notifications are blocked for Cypher in this browser. Allow them in the browser’s site settings.
      </Trans>
    </Text>
  );
}

function Toggle() {
  const { t } = useLingui();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => pushPermission() === 'denied');
  /** Why turning on failed: the server's reason (its answer is in the app's language), else null for the usual one. */
  const [failed, setFailed] = useState<string | null | false>(false);
  useEffect(() => {
    isSubscribed().then(setOn, () => setOn(false));
  }, []);
  const change = async (wanted: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (wanted) {
        const permission = await turnOnPush();
        setDenied(permission === 'denied');
        setOn(permission === 'granted');
      } else {
        await turnOffPush();
        setOn(false);
      }
    } catch (error) {
      // A browser whose push service the server does not send to says so; otherwise it is the network.
      setFailed((error instanceof ApiError && error.fields.endpoint?.[0]) || null);
    } finally {
      setBusy(false);
    }
  };
  if (denied) return <Blocked />;
  return (
    <>
      <Switch
        label={t`Notify me on this device`}
        checked={on === true}
        disabled={on === null || busy}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {failed !== false && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {failed ?? <Trans>Notifications could not be turned on. Try again when you are online.</Trans>}
        </Text>
      )}
    </>
  );
}

export function PushSettings() {
  const support = pushSupport();
  return (
    <Paper p="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        <Trans>Notifications on this device</Trans>
      </Title>
      {support === 'supported' && <Toggle />}
      {support === 'ios-needs-home-screen' && (
        <Text size="sm">
          <Trans>On iPhone and iPad, notifications work once Cypher is added to the Home Screen.</Trans>
        </Text>
      )}
      {support === 'unsupported' && (
        <Text size="sm">
          <Trans>This browser cannot show notifications from Cypher.</Trans>
        </Text>
      )}
    </Paper>
  );
}
