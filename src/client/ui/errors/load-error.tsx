/** A read that failed: what could not load, the reason, and Retry. The screen keeps what it has. */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type LoadErrorProps = { title: string; error: Error; onRetry: () => void };

export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
