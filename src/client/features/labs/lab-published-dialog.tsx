/** After a create: 'Your lab is published! 🎉' with OK (spec 2), which leads back to the lab space. */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine } from '../../ui/queued-line';

type Props = { opened: boolean; offline: boolean; onOk: () => void };

export function LabPublishedDialog({ opened, offline, onOk }: Props) {
  return (
    <Modal opened={opened} onClose={onOk} withCloseButton={false} centered size="sm">
      <Text fw={600} size="lg">
        <Trans>Your lab is published! 🎉</Trans>
      </Text>
      {offline && (
        <Text mt="xs" size="sm" c="dimmed">
          <QueuedLine>
            <Trans>
              You are offline: your lab is saved on this device and will be sent when you are back online.
            </Trans>
          </QueuedLine>
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOk} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
