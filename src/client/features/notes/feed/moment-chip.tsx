/**
 * A moment of a note's video as a chip ("0:42"): a tap loops a few seconds around it, at the
 * player's chosen speed. A comment pinned to the moment and a question to a teacher show it; without
 * a video to play (a shoutout's comments) it is the time alone.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { formatTime, momentLoop } from '../../../ui/video/loop-link';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { TOUCH } from '../../../ui/video/video-parts';

type Handle = RefObject<PracticeHandle | null>;

export function MomentChip({ at, handle }: { at: number; handle: Handle | undefined }) {
  const { t } = useLingui();
  const time = formatTime(at);
  if (!handle)
    return (
      <Text size="sm" fw={700} c="dimmed" style={{ flex: 'none' }}>
        {time}
      </Text>
    );
  return (
    <Button
      variant="light"
      radius="xl"
      size="compact-sm"
      h={{ base: TOUCH, sm: 24 }}
      style={{ flex: 'none' }}
      leftSection={<IconPlayerPlayFilled size={12} aria-hidden />}
      aria-label={t`Play from ${time}`}
      onClick={() => {
        const { a, b } = momentLoop(at);
        handle.current?.loop(a, b);
      }}
    >
      {time}
    </Button>
  );
}
