/** The error state shared by the artist lists: what failed, the reason, and a Retry button. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type Props = { title: string; error: Error; onRetry: () => void };

export function LoadError({ title, error, onRetry }: Props) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
