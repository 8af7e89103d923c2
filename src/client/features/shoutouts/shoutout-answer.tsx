/**
 * The tagged artist's answer to a pending shoutout: Approve or Decline, queued (works offline); the
 * shoutout page and the notification bell both offer it (the bell marks its notification seen with
 * the answer, `onAnswer`).
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { answerShoutout } from './shoutouts.actions';

type Props = { uuid: string; size?: 'xs' | 'sm'; onAnswer?: () => void };

export function ShoutoutAnswer({ uuid, size = 'sm', onAnswer }: Props) {
  const answer = (approve: boolean) => {
    onAnswer?.();
    void answerShoutout(uuid, approve);
  };
  return (
    <Group gap="xs">
      <Button size={size} leftSection={<IconCheck size={16} aria-hidden />} onClick={() => answer(true)}>
        <Trans>Approve</Trans>
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => answer(false)}
      >
        <Trans>Decline</Trans>
      </Button>
    </Group>
  );
}
