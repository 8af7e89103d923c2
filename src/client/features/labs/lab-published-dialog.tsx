/**
 * After a create: 'Your lab is published! 🎉' with OK (spec 2), which leads back to the lab space; held
 * on the device, it says so as every form does (ui/queued-line.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine, SAVED_ON_DEVICE } from '../../ui/queued-line';

type Props = { opened: boolean; offline: boolean; onOk: () => void };

export function LabPublishedDialog({ opened, offline, onOk }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onOk} withCloseButton={false} centered size="sm">
      <Text fw={600} size="lg">
        {offline ? t(SAVED_ON_DEVICE) : t`Your lab is published! 🎉`}
      </Text>
      {offline && (
        <Text mt="xs" size="sm" c="dimmed">
          <QueuedLine />
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
