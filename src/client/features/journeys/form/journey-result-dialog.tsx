/**
 * What follows a save (spec 4 "Journey"): posted (or kept on the device to post when back online)
 * with 'View Journey', updated or up to date, or the
 * error with Refresh, which sends the form again (its typed text is never dropped).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueuedLine, SAVED_ON_DEVICE } from '../../../ui/queued-line';

export type JourneyResult =
  | { kind: 'posted' | 'queued' | 'updated' | 'saved' | 'unchanged'; uuid: string }
  | { kind: 'failed' };

type Props = {
  result: JourneyResult | null;
  onView: (uuid: string) => void;
  onRetry: () => void;
  onClose: () => void;
};

export function JourneyResultDialog({ result, onView, onRetry, onClose }: Props) {
  const { t } = useLingui();
  const text =
    result &&
    {
      posted: t`Your journey is posted. 🎉`,
      queued: t(SAVED_ON_DEVICE),
      updated: t`Your journey is updated. 🎉`,
      saved: t(SAVED_ON_DEVICE),
      unchanged: t`Journey is up to date. 🎉`,
      failed: t`Some error occured. Please try again.`,
    }[result.kind];
  return (
    <Modal opened={result !== null} onClose={onClose} withCloseButton={false} centered size="sm">
      <Text>{text}</Text>
      {(result?.kind === 'queued' || result?.kind === 'saved') && (
        <Text size="sm" c="dimmed" mt="xs">
          <QueuedLine />
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {result?.kind === 'failed' ? (
          <Button onClick={onRetry} data-autofocus>
            <Trans>Refresh</Trans>
          </Button>
        ) : (
          result && (
            <Button onClick={() => onView(result.uuid)} data-autofocus>
              <Trans>View Journey</Trans>
            </Button>
          )
        )}
      </Group>
    </Modal>
  );
}
