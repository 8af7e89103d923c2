/** The organiser's Edit (the workshop form) and Delete (after confirming; works offline). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteWorkshop } from './workshops.actions';

export function WorkshopOwnerActions({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="default" component={Link} to={`/upload/workshop?edit=${uuid}`}>
        <Trans>Edit</Trans>
      </Button>
      <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t`Delete this workshop?`} centered>
        <Text size="sm">{t`Its page, who is going and its room go with it.`}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={async () => {
              await deleteWorkshop(uuid);
              navigate('/workshops');
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
