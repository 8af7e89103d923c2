/** The portfolio's Workshops tab: the workshops the artist organised, and those they teach. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { WorkshopList } from './workshop-list';

export function WorkshopsTab({ username }: { username: string }) {
  const { t } = useLingui();
  const organised = t`Organised by @${username}`;
  const taught = t`Taught by @${username}`;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {organised}
        </Title>
        <WorkshopList
          listKey={`organised:${username}`}
          label={organised}
          empty={t`No workshops organised yet.`}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {taught}
        </Title>
        <WorkshopList listKey={`taught:${username}`} label={taught} empty={t`No workshops taught yet.`} />
      </Stack>
    </Stack>
  );
}
