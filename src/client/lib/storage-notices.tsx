/**
 * What the dancer is told when the device keeps nothing: out of space (with Free space, which drops
 * what the app can fetch again), or writes lost with a database the browser removed. Snackbars that
 * stay until closed; the form under them keeps what was typed.
 */
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { freeSpace } from './storage-full';

const FULL_ID = 'storage-full';
const LOST_ID = 'writes-lost';

function OutOfSpace() {
  const { t } = useLingui();
  const [state, setState] = useState<'full' | 'freeing' | 'freed' | 'stuck'>('full');
  const free = () => {
    setState('freeing');
    freeSpace().then(
      () => setState('freed'),
      () => setState('stuck'),
    );
  };
  const text = {
    full: t`Nothing was saved. What you typed is still in the form: free some space, then try again.`,
    freeing: t`Freeing space…`,
    freed: t`Space is freed: try again. Pictures and lists seen before load again when you are online.`,
    stuck: t`No space could be freed here. Delete files or apps on this device, then try again.`,
  }[state];
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{text}</Text>
      {(state === 'full' || state === 'freeing') && (
        <Button size="xs" variant="light" color="red" loading={state === 'freeing'} onClick={free}>
          <Trans>Free space</Trans>
        </Button>
      )}
    </Stack>
  );
}

/** Says that the device is out of space, once however many writes failed; a new failure starts it afresh. */
export function showStorageFull(): void {
  notifications.hide(FULL_ID);
  notifications.show({
    id: FULL_ID,
    color: 'red',
    autoClose: false,
    title: t`This device is out of space`,
    message: <OutOfSpace />,
    closeButtonProps: { 'aria-label': t`Close` },
  });
}

/** Says how many queued writes were lost with the local database. */
export function showWritesLost(count: number): void {
  notifications.show({
    id: LOST_ID,
    color: 'red',
    autoClose: false,
    title: plural(count, {
      one: '# unsent change could not be kept on this device',
      other: '# unsent changes could not be kept on this device',
    }),
    message: t`The browser removed the app's data on this device before they could be sent. Everything sent earlier is safe.`,
    closeButtonProps: { 'aria-label': t`Close` },
  });
}
