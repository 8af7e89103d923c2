/**
 * /logout: signs out on this device (spec 4.3), then goes to / in place of this page. Writes still
 * waiting in the outbox get one more chance to reach the server first; if some cannot (offline),
 * the user decides whether to stay signed in or to discard them, never silently.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from '../../features/auth/sign-out';
import { db } from '../../lib/db';
import { replayOutbox } from '../../lib/outbox';

const SYNC_WAIT_MS = 5000;

export default function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [waiting, setWaiting] = useState(0);

  const signOut = () => {
    setWaiting(0);
    void logOut().then(() => navigate('/', { replace: true }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the page opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await Promise.race([replayOutbox(), new Promise((resolve) => setTimeout(resolve, SYNC_WAIT_MS))]);
      const left = await db.outbox.count();
      if (left > 0) setWaiting(left);
      else signOut();
    })();
  }, []);

  if (waiting > 0)
    return (
      <Paper withBorder p="lg" maw={480} mx="auto" my="xl">
        <Stack gap="sm">
          <Title order={1} size="h3">
            <Trans>Changes not sent yet</Trans>
          </Title>
          <Text>
            <Plural
              value={waiting}
              one="# change has not reached the server yet. Signing out now discards it; stay signed in and they are sent when you are back online."
              other="# changes have not reached the server yet. Signing out now discards them; stay signed in and they are sent when you are back online."
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/', { replace: true })}>
              <Trans>Stay signed in</Trans>
            </Button>
            <Button color="red" onClick={signOut}>
              <Trans>Sign out anyway</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <Center my="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <Trans>Signing out...</Trans>
        </Text>
      </Group>
    </Center>
  );
}
