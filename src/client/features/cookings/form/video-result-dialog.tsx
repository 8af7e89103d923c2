/**
 * What follows a save: thanks after a create (saying it waits for a connection when offline), the
 * spec's updated line after an edit, or the error dialog whose Ok goes back one page.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { msg } from '../../../../shared/messages';

export type VideoResult =
  | { kind: 'created'; uuid: string; offline: boolean }
  | { kind: 'updated'; uuid: string }
  | { kind: 'failed' };

type Props = { result: VideoResult | null; onDone: (result: VideoResult) => void };

const TITLES = { created: 'Note saved', updated: 'Post updated', failed: 'Something went wrong' } as const;

export function VideoResultDialog({ result, onDone }: Props) {
  const done = () => result && onDone(result);
  return (
    <Modal opened={result !== null} onClose={done} title={result && TITLES[result.kind]} centered size="sm">
      {result?.kind === 'created' && <Text>{msg.postThanks}</Text>}
      {result?.kind === 'created' && result.offline && (
        <Text mt="xs" size="sm" c="dimmed">
          You are offline: your note is saved on this device and will be posted when you are back online.
        </Text>
      )}
      {result?.kind === 'updated' && <Text>{msg.postUpdated}</Text>}
      {result?.kind === 'failed' && <Text>{msg.postFailed}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button onClick={done} data-autofocus>
          {result?.kind === 'failed' ? 'Ok' : 'View your note'}
        </Button>
      </Group>
    </Modal>
  );
}
