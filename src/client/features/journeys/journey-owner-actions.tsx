/**
 * The author's controls on their journey: highlight on or off, Edit (the form with `?edit`), and
 * Delete after a confirmation. Highlight and Delete are queued, so they work offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { JourneyRow } from '../../lib/db';
import { deleteJourney, setHighlight } from './journeys.actions';

export function JourneyOwnerActions({ row, onDeleted }: { row: JourneyRow; onDeleted: () => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Switch
          label={t`Highlight`}
          checked={row.ishighlight}
          onChange={(event) => setHighlight(row.uuid, event.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button variant="default" size="xs" component={Link} to={`/upload/journey?edit=${row.uuid}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete this journey?`}
        centered
        size="sm"
      >
        <Text size="sm">{t`“${row.joevent}” and its photos will be gone for good.`}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={async () => {
              setConfirming(false);
              await deleteJourney(row.uuid);
              onDeleted();
            }}
          >
            <Trans>Delete journey</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
