/**
 * Love on a shoutout: the heart (filled when the user sent love) with how many did; a visitor is
 * asked to sign in. Read from the mirror; a tap changes it at once and queues the write, whose sync
 * state shows beside the button.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../lib/session';
import { signInFirst } from '../../lib/sign-in-first';
import { WriteState } from '../../ui/write-state';
import { toggleLove } from './shoutout-love.actions';
import { loveTarget, useShoutoutLove } from './shoutout-love.mirror';

export function ShoutoutLove({ uuid }: { uuid: string }) {
  const signedIn = Boolean(useAtomValue(userAtom));
  const love = useShoutoutLove(uuid);
  const { t } = useLingui();
  const loved = Boolean(love?.loved);
  return (
    <Group gap="xs">
      <Button
        variant={loved ? 'light' : 'default'}
        color="red"
        size="sm"
        aria-pressed={loved}
        leftSection={loved ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
        // Out of space, the outbox has said so itself (storage-full.ts).
        onClick={() => (signedIn ? void toggleLove(uuid) : signInFirst())}
        w="fit-content"
      >
        {t`Love`}
        <Text span ml={8} fw={700} inherit>
          {love?.count ?? 0}
        </Text>
      </Button>
      <WriteState target={loveTarget(uuid)} compact />
    </Group>
  );
}
