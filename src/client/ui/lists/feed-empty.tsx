/** The empty state of a feed: what will show here, and optionally a way to fill it. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; text: string; action?: ReactNode };

export function FeedEmpty({ title, text, action }: Props) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs" align="center" ta="center">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
