/**
 * What follows a save: the shoutout is posted (saying the tagged artist must approve it before it
 * becomes visible) or updated, both with 'View Shoutout' (held on the device, it says only that, as
 * every form does: ui/queued-line.tsx); or the spec's error dialog whose Ok goes back one page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';

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
  const held = result !== null && result.kind !== 'failed' && result.offline;
  return (
    <Modal
      opened={result !== null}
      onClose={done}
      title={result && (held ? t(SAVED_ON_DEVICE) : titles[result.kind])}
      centered
      size="sm"
    >
      {result?.kind === 'failed' && <Text>{t`Some error occured. Please try again.`}</Text>}
      {result && result.kind !== 'failed' && !held && (
        <Text>
          {result.tagged
            ? t`The artist you tagged must approve it before it becomes visible to everyone.`
            : t`Everyone can see it now.`}
        </Text>
      )}
      {held && (
        <Text size="sm" c="dimmed">
          <QueuedLine />
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
