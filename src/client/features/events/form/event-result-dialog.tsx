/**
 * What follows a save: created or updated (or held on the device, said as every form says it,
 * ui/queued-line.tsx) with "View Event", up to date, or the error.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';
import type { EventResult } from './use-event-submit';

export function EventResultDialog({ result, onClose }: { result: EventResult | null; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const offline = result && 'offline' in result && result.offline;
  const text =
    result &&
    {
      created: t`Your event page is created.`,
      updated: t`Your event page is updated.`,
      unchanged: t`Event is up to date.`,
      failed: t`Some error occured. Please try again.`,
    }[result.kind];
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      withCloseButton={false}
      centered
      size="sm"
      closeOnClickOutside={false}
    >
      <Text>{offline ? t(SAVED_ON_DEVICE) : text}</Text>
      {offline && (
        <Text size="sm" c="dimmed" mt="xs">
          <QueuedLine />
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {result && 'uuid' in result ? (
          <Button onClick={() => navigate(`/events/${result.uuid}`)} data-autofocus>
            <Trans>View Event</Trans>
          </Button>
        ) : (
          <Button onClick={onClose} data-autofocus>
            <Trans>Close</Trans>
          </Button>
        )}
      </Group>
    </Modal>
  );
}
