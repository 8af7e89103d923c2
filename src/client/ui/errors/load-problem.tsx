/** Why an edit form cannot open: the problem, with Retry when loading failed, else a way on (`instead`). */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function LoadProblem(props: {
  title: string;
  text: string;
  onRetry?: () => void;
  instead: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={props.title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{props.text}</Text>
        {props.onRetry ? (
          <Button size="xs" variant="default" onClick={props.onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : (
          props.instead
        )}
      </Stack>
    </Alert>
  );
}
