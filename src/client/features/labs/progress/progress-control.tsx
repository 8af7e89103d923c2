/**
 * A video's Learning / Got it in a lab (issue 28): two toggles, the chosen one pressed; tapping it
 * again clears the mark. The mark is the viewer's own, shown at once and queued, offline too.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconBook2, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProgressState } from '../../../../shared/schemas/practice';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';
import { WriteState } from '../../../ui/write-state';
import { markProgress, markTarget } from './progress.actions';

/** A finger's height on a phone (WCAG 2.5.5); a laptop's pointer gets the usual button. */
const HEIGHT = { base: 44, sm: 36 };
/** How much of the lesson names the controls to a screen reader. */
const NAMED = 60;

type Props = { uuid: string; lesson: string };

export function ProgressControl({ uuid, lesson }: Props) {
  const { t } = useLingui();
  const mark = useLiveQuery(async () => (await db.progress.get(uuid))?.state ?? 'none', [uuid]);
  const line = lesson.trim().split('\n')[0] ?? '';
  const named = line.length > NAMED ? `${line.slice(0, NAMED)}…` : line;
  const choose = (state: ProgressState) => void markProgress(uuid, mark === state ? 'none' : state);
  const toggle = (state: ProgressState, icon: ReactNode, label: string) => (
    <Button
      variant={mark === state ? 'filled' : 'default'}
      h={HEIGHT}
      leftSection={icon}
      aria-pressed={mark === state}
      disabled={mark === undefined}
      onClick={() => choose(state)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap={4}>
      <Group
        gap="xs"
        role="group"
        aria-label={named ? t`Your progress on ${named}` : t`Your progress on this video`}
      >
        {toggle('learning', <IconBook2 size={16} aria-hidden />, t`Learning`)}
        {toggle('got_it', <IconCheck size={16} aria-hidden />, t`Got it`)}
      </Group>
      <WriteState target={markTarget(uuid)} compact />
    </Stack>
  );
}
