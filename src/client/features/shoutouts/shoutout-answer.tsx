/**
 * The tagged artist's answer to a pending shoutout: Approve or Decline, queued (works offline); the
 * shoutout page and the notification bell both offer it.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { answerShoutout } from './shoutouts.actions';

export function ShoutoutAnswer({ uuid, size = 'sm' }: { uuid: string; size?: 'xs' | 'sm' }) {
  return (
    <Group gap="xs">
      <Button
        size={size}
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => void answerShoutout(uuid, true)}
      >
        <Trans>Approve</Trans>
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => void answerShoutout(uuid, false)}
      >
        <Trans>Decline</Trans>
      </Button>
    </Group>
  );
}
