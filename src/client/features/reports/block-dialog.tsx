/**
 * Block asks first: what a block does, and that the other artist is not told. Confirmed, the block
 * is queued (artists/blocks.actions.ts) and the dialog closes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { setBlocked } from '../artists/blocks.actions';

type Props = { username: string; name: string; onClose: () => void };

export function BlockDialog({ username, name, onClose }: Props) {
  const { t } = useLingui();
  const block = () => {
    void setBlocked(username, true);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t`Block ${name}?`} centered>
      <Text mb="lg">
        <Trans>
          You will not see each other's notes, comments, shoutouts or events, and neither of you can reach the
          other. They are not told.
        </Trans>
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={block}>
          <Trans>Block</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
