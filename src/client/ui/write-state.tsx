/**
 * The sync state of a queued write on a row (note, comment): nothing once the server has it, a
 * "Waiting to sync" badge while it is queued, how much of its image is sent (with Cancel) while that
 * is on the wire, and the server's reason with Retry and Discard when it failed (discard puts the row
 * back as it was).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { translateMessage } from '../i18n/i18n';
import { discardWrite, retryWrite, useWriteState } from '../lib/outbox-rows';
import { outboxUpload } from '../lib/upload-progress';
import { UploadProgress } from './upload-progress';

type Props = { target: string; compact?: boolean };
export type QueuedState = { state: 'pending' | 'failed'; error?: string; seq: number };

/** The state of the queued writes on the row `target`. */
export function WriteState({ target, compact = false }: Props) {
  const state = useWriteState(target);
  const view = <WriteStateView state={state} compact={compact} />;
  return state?.state === 'pending' ? (
    <UploadProgress id={outboxUpload(target)}>{view}</UploadProgress>
  ) : (
    view
  );
}

export function WriteStateView({
  state,
  compact = false,
}: {
  state: QueuedState | null | undefined;
  compact?: boolean;
}) {
  const { t } = useLingui();
  if (!state) return null;
  if (state.state === 'pending')
    return (
      <Badge
        variant="light"
        color="gray"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconClockHour4 size={12} aria-hidden />}
        w="fit-content"
      >
        <Trans>Waiting to sync</Trans>
      </Badge>
    );
  return (
    <Alert
      color="red"
      variant="light"
      p={compact ? 'xs' : 'sm'}
      icon={compact ? undefined : <IconAlertTriangle aria-hidden />}
      title={compact ? undefined : t`Not saved`}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {state.error ? translateMessage(state.error) : t`The server did not accept this change.`}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => void retryWrite(state.seq)}>
            <Trans>Retry</Trans>
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void discardWrite(state.seq)}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
