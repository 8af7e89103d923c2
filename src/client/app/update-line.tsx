/**
 * The shell's line for a slow first start after an update (update-start.ts): prerendered with the
 * shell in every language, hidden until the start has taken a second, then naming the step under way.
 * Fixed at the bottom of the screen, so showing it moves nothing.
 */
import { Trans } from '@lingui/react/macro';
import { Group, Loader, Paper, Text } from '@mantine/core';
import type { UpdateStep } from './update-start';

const STEP = 'data-shell-update-step';
const step = (name: UpdateStep) => ({ [STEP]: name });

export function UpdateLine() {
  return (
    <Paper data-shell-update-line="" role="status" shadow="md" withBorder radius="xl" px="md" py="xs">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm" {...step('app')}>
          <Trans>Starting the new version of Cypher…</Trans>
        </Text>
        <Text size="sm" {...step('data')}>
          <Trans>Updating what this device keeps for offline use…</Trans>
        </Text>
      </Group>
    </Paper>
  );
}
