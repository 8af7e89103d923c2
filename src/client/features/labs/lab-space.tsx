/**
 * /{username}/labspace/ (spec 2): the owner's personal labs with "Create a new lab" and Edit; the
 * form opens in place (`?openLab=true` opens the creator directly, `?editLab={uuid}` a lab).
 * Personal labs are private: other viewers are told so.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { LabEditor } from './lab-editor';
import { LabForm } from './lab-form';
import { LabList } from './lab-list';

export function LabSpace({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const creating = params.get('openLab') === 'true';
  const editing = params.get('editLab');
  const lab = useLiveQuery(async () => (editing ? ((await db.labs.get(editing)) ?? null) : null), [editing]);
  const home = `/${encodeURIComponent(username)}/labspace/`;
  const back = () => void navigate(home);

  if (creating || editing)
    return (
      <Stack gap="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={back}
          w="fit-content"
        >
          <Trans>Your labs</Trans>
        </Button>
        {creating && <LabForm username={username} original={null} onDone={back} />}
        {!creating && lab && <LabEditor username={username} lab={lab} onDone={back} />}
        {!creating && lab === null && (
          <Title order={2} size="h4">
            <Trans>This lab is not on this device.</Trans>
          </Title>
        )}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>Your labs</Trans>
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setParams({ openLab: 'true' })}
        >
          <Trans>Create a new lab</Trans>
        </Button>
      </Group>
      <LabList username={username} onEdit={(row) => setParams({ editLab: row.uuid })} />
    </Stack>
  );
}
