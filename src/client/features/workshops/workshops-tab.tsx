/** The portfolio's Workshops tab: the workshops the artist organised, and those they teach. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PAGE_SIZE } from '../../../shared/constants';
import { WorkshopList } from './workshop-list';
import { WORKSHOPS } from './workshops.remote';

export function WorkshopsTab({ username }: { username: string }) {
  const { t } = useLingui();
  const who = `username=${encodeURIComponent(username)}&page_size=${PAGE_SIZE}`;
  const organised = t`Organised by @${username}`;
  const taught = t`Taught by @${username}`;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {organised}
        </Title>
        <WorkshopList
          path={`${WORKSHOPS}workshops-organized-by-artist/?${who}`}
          label={organised}
          empty={t`No workshops organised yet.`}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {taught}
        </Title>
        <WorkshopList
          path={`${WORKSHOPS}workshops-taught-by-artist/?${who}`}
          label={taught}
          empty={t`No workshops taught yet.`}
        />
      </Stack>
    </Stack>
  );
}
