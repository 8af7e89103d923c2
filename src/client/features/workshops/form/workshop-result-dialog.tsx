/**
 * What follows a save (spec 2.8): "Your workshop page is created." (a persistent dialog) or "Your
 * workshop page is updated.", each with 'View Workshop'; held on the device, it says so as every form
 * does (ui/queued-line.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';
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
      title={
        result?.offline
          ? t(SAVED_ON_DEVICE)
          : created
            ? t`Your workshop page is created.`
            : t`Your workshop page is updated.`
      }
      centered
      size="sm"
    >
      {result?.offline && (
        <Text size="sm" c="dimmed">
          <QueuedLine />
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
