/** One of a new account's first steps (/onboarding): done or not, what it is, and what to do next. */
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = { title: string; done: boolean; children: ReactNode; action?: ReactNode };

export function FirstStep({ title, done, children, action }: Props) {
  const Mark = done ? IconCircleCheckFilled : IconCircle;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Mark
          size={28}
          aria-hidden
          color={done ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-dimmed)'}
          style={{ flexShrink: 0 }}
        />
        <Stack gap="xs" miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" fw={600}>
              {done ? <Trans>Done</Trans> : <Trans>Not done yet</Trans>}
            </Text>
          </Group>
          <Text>{children}</Text>
          {action}
        </Stack>
      </Group>
    </Paper>
  );
}
