/**
 * /{username}/labspace/ (spec 2): the owner's personal labs with "Create a new lab", Practise and
 * Edit; the form opens in place (`?openLab=true` opens the creator directly, `?editLab={uuid}` a lab),
 * and so does a lab to practise (`?practiseLab={uuid}`, issue 28). Personal labs are private: other
 * viewers are told so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { LabEditor } from './lab-editor';
import { LabForm } from './lab-form';
import { LabList } from './lab-list';
import { useMyLabs } from './labs.mirror';
import { LabPractice } from './progress/lab-practice';

/**
 * A lab opened by its address on a device that does not hold it yet (a bookmark, a new sign-in): the
 * owner's labs are fetched, which brings it, and only then is it said to be missing.
 */
function MissingLab() {
  const { t } = useLingui();
  const { pending } = useMyLabs();
  return pending ? (
    <Loader size="sm" role="status" aria-label={t`Loading your lab`} />
  ) : (
    <Title order={2} size="h4">
      <Trans>This lab is not on this device.</Trans>
    </Title>
  );
}

export function LabSpace({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const creating = params.get('openLab') === 'true';
  const editing = params.get('editLab');
  const opened = editing ?? params.get('practiseLab');
  const lab = useLiveQuery(async () => (opened ? ((await db.labs.get(opened)) ?? null) : null), [opened]);
  const home = `/${encodeURIComponent(username)}/labspace/`;
  const back = () => void navigate(home);

  if (creating || opened)
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
        {!creating && editing && lab && <LabEditor username={username} lab={lab} onDone={back} />}
        {!creating && !editing && lab && <LabPractice lab={lab} />}
        {!creating && lab === null && <MissingLab />}
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
      <LabList
        username={username}
        onEdit={(row) => setParams({ editLab: row.uuid })}
        onPractise={(row) => setParams({ practiseLab: row.uuid })}
      />
    </Stack>
  );
}
