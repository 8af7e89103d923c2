/**
 * The practice controls, one row under the video (two on a narrow phone): steps back and forward of
 * 5 s and 1 s, speed, mirror, loop A and B with the loop's settings, and the keyboard's help. Each is
 * at least 44 px for a thumb, labelled, and a toggle says whether it is on; their menus open below the
 * row, never over the picture. Offline they say why the video cannot play.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconFlipHorizontal } from '@tabler/icons-react';
import { useOnline } from '../../lib/use-online';
import { LoopPopover } from './loop-popover';
import { ShortcutsHelp } from './shortcuts-help';
import { SpeedMenu } from './speed-menu';
import type { Practice } from './use-practice';
import { NeedsConnection, TOUCH } from './video-parts';

export function PracticeControls({ practice, link }: { practice: Practice; link: string | undefined }) {
  const { t } = useLingui();
  const online = useOnline();
  const steps = [
    { seconds: -5, text: '−5', label: t`Back 5 seconds` },
    { seconds: -1, text: '−1', label: t`Back 1 second` },
    { seconds: 1, text: '+1', label: t`Forward 1 second` },
    { seconds: 5, text: '+5', label: t`Forward 5 seconds` },
  ];
  return (
    <>
      <Group gap={4} justify="center" wrap="wrap">
        {steps.map(({ seconds, text, label }) => (
          <ActionIcon
            key={seconds}
            size={TOUCH}
            variant="default"
            aria-label={label}
            onClick={() => practice.step(seconds)}
          >
            <Text size="sm" fw={700} component="span">
              {text}
            </Text>
          </ActionIcon>
        ))}
        <SpeedMenu practice={practice} />
        <ActionIcon
          size={TOUCH}
          variant={practice.mirror ? 'filled' : 'default'}
          aria-label={t`Mirror`}
          aria-pressed={practice.mirror}
          onClick={practice.toggleMirror}
        >
          <IconFlipHorizontal size={22} aria-hidden />
        </ActionIcon>
        <ActionIcon
          size={TOUCH}
          variant={practice.ends.a === undefined ? 'default' : 'light'}
          aria-label={t`Set loop start (A)`}
          onClick={practice.setA}
        >
          <Text fw={700} component="span">
            A
          </Text>
        </ActionIcon>
        <ActionIcon
          size={TOUCH}
          variant={practice.loop ? 'light' : 'default'}
          aria-label={t`Set loop end (B)`}
          onClick={practice.setB}
        >
          <Text fw={700} component="span">
            B
          </Text>
        </ActionIcon>
        <LoopPopover practice={practice} link={link} />
        <ShortcutsHelp />
      </Group>
      {!online && <NeedsConnection />}
    </>
  );
}
