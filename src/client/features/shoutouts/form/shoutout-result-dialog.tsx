/**
 * What follows a save: the shoutout is posted (saying the tagged artist must approve it before it
 * becomes visible) or updated, both with 'View Shoutout'; or the spec's error dialog whose Ok goes
 * back one page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine } from '../../../ui/queued-line';

export type ShoutoutResult =
  | { kind: 'created'; uuid: string; tagged: boolean; offline?: boolean }
  | { kind: 'updated'; uuid: string; tagged: boolean; offline?: boolean }
  | { kind: 'failed' };

type Props = { result: ShoutoutResult | null; onDone: (result: ShoutoutResult) => void };

export function ShoutoutResultDialog({ result, onDone }: Props) {
  const { t } = useLingui();
  const done = () => result && onDone(result);
  const titles = {
    created: t`Your shoutout is posted. 🎉`,
    updated: t`Your shoutout is updated. 🎉`,
    failed: t`Something went wrong`,
  };
  return (
    <Modal opened={result !== null} onClose={done} title={result && titles[result.kind]} centered size="sm">
      {result?.kind === 'failed' && <Text>{t`Some error occured. Please try again.`}</Text>}
      {result && result.kind !== 'failed' && (
        <Text>
          {result.tagged
            ? t`The artist you tagged must approve it before it becomes visible to everyone.`
            : t`Everyone can see it now.`}
        </Text>
      )}
      {result?.kind === 'created' && result.offline && (
        <Text mt="xs" size="sm" c="dimmed">
          <QueuedLine>
            <Trans>
              You are offline: your shoutout is saved on this device and will be posted when you are back
              online.
            </Trans>
          </QueuedLine>
        </Text>
      )}
      {result?.kind === 'updated' && result.offline && (
        <Text mt="xs" size="sm" c="dimmed">
          <QueuedLine>
            <Trans>
              You are offline: your changes are saved on this device and will be sent when you are back
              online.
            </Trans>
          </QueuedLine>
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={done} data-autofocus>
          {result?.kind === 'failed' ? <Trans>Ok</Trans> : <Trans>View Shoutout</Trans>}
        </Button>
      </Group>
    </Modal>
  );
}
