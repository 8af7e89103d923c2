/**
 * What follows a save (spec 2.8): "Your workshop page is created." (a persistent dialog) or "Your
 * workshop page is updated.", each with 'View Workshop'; offline, it says the write waits on this device.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine } from '../../../ui/queued-line';
import type { WorkshopResult } from './use-workshop-submit';

type Props = { result: WorkshopResult | null; onDone: (result: WorkshopResult) => void };

export function WorkshopResultDialog({ result, onDone }: Props) {
  const { t } = useLingui();
  const created = result?.kind === 'created';
  return (
    <Modal
      opened={result !== null}
      onClose={() => result && !created && onDone(result)}
      withCloseButton={!created}
      closeOnClickOutside={!created}
      closeOnEscape={!created}
      title={created ? t`Your workshop page is created.` : t`Your workshop page is updated.`}
      centered
      size="sm"
    >
      {result?.offline && (
        <Text size="sm" c="dimmed">
          <QueuedLine>
            <Trans>
              You are offline: it is saved on this device and will be sent when you are back online.
            </Trans>
          </QueuedLine>
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => result && onDone(result)} data-autofocus>
          <Trans>View Workshop</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
