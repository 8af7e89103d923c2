/**
 * What the two artists of a shoutout can do on its page: the tagged artist approves or declines a
 * pending one and can take an approved one off their portfolio (a decline); the author edits it (the
 * shoutout form) or withdraws it after confirming, and lands on their shoutouts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ShoutoutRow } from '../../lib/db';
import { ShoutoutAnswer } from './shoutout-answer';
import { useParty } from './shoutout-people';
import { answerShoutout, withdrawShoutout } from './shoutouts.actions';

type Confirm = { title: string; text: string; action: string; run: () => Promise<void> };

export function ShoutoutActions({ row }: { row: ShoutoutRow }) {
  const { author, teacher } = useParty(row);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { t } = useLingui();
  if (!author && !teacher) return null;
  const go = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await confirm.run();
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const withdraw: Confirm = {
    title: t`Withdraw this shoutout?`,
    text: t`The shoutout, its love, comments and messages will be removed. This cannot be undone.`,
    action: t`Withdraw`,
    run: async () => {
      await withdrawShoutout(row.uuid);
      navigate(`/${row.username}/each1teach1`, { replace: true });
    },
  };
  const remove: Confirm = {
    title: t`Remove from your portfolio?`,
    text: t`The shoutout will no longer show on your portfolio. Only you and its author will see it.`,
    action: t`Remove`,
    run: () => answerShoutout(row.uuid, false),
  };
  return (
    <>
      <Group gap="xs">
        {teacher && row.status === 'pending' && <ShoutoutAnswer uuid={row.uuid} />}
        {teacher && row.status === 'approved' && (
          <Button size="sm" variant="default" color="red" onClick={() => setConfirm(remove)}>
            <Trans>Remove from my portfolio</Trans>
          </Button>
        )}
        {author && (
          <>
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={`/upload/each1teach1?edit=${row.uuid}`}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="sm"
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirm(withdraw)}
            >
              <Trans>Withdraw</Trans>
            </Button>
          </>
        )}
      </Group>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.title} centered>
        <Text mb="lg">{confirm?.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={() => void go()}>
            {confirm?.action}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
