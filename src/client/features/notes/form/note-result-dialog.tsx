/**
 * What follows a save: thanks after a create (held on the device, it says so as every form does,
 * ui/queued-line.tsx), the spec's updated line after an edit, or the error dialog whose Ok goes back
 * one page.
 */
import { msg as message } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';

export type VideoResult =
  | { kind: 'created'; uuid: string; offline: boolean }
  | { kind: 'updated'; uuid: string }
  | { kind: 'failed' };

type Props = { result: VideoResult | null; onDone: (result: VideoResult) => void };

const TITLES = {
  created: message`Note saved`,
  updated: message`Post updated`,
  failed: message`Something went wrong`,
} as const;

export function VideoResultDialog({ result, onDone }: Props) {
  const done = () => result && onDone(result);
  const { t } = useLingui();
  return (
    <Modal
      opened={result !== null}
      onClose={done}
      title={result && t(result.kind === 'created' && result.offline ? SAVED_ON_DEVICE : TITLES[result.kind])}
      centered
      size="sm"
    >
      {result?.kind === 'created' && <Text>{translateMessage(msg.postThanks)}</Text>}
      {result?.kind === 'created' && result.offline && (
        <Text mt="xs" size="sm" c="dimmed">
          <QueuedLine />
        </Text>
      )}
      {result?.kind === 'updated' && <Text>{translateMessage(msg.postUpdated)}</Text>}
      {result?.kind === 'failed' && <Text>{translateMessage(msg.postFailed)}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button onClick={done} data-autofocus>
          {result?.kind === 'failed' ? <Trans>Ok</Trans> : <Trans>View your note</Trans>}
        </Button>
      </Group>
    </Modal>
  );
}
