/** /workshops: every workshop, upcoming first, with search and this month (spec 2.1, 7). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { FEED_WIDTH } from '../../features/cookings/feed/feed-width';
import { WorkshopsBrowser } from '../../features/workshops/workshops-browser';
import { isAuthenticatedAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function WorkshopsRoute() {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  useTitle(t`Workshops`);
  return (
    <Page width={FEED_WIDTH}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1}>
            <Trans>Workshops</Trans>
          </Title>
          {signedIn && (
            <Button component={Link} to="/upload/workshop" variant="light">
              <Trans>Create your workshop</Trans>
            </Button>
          )}
        </Group>
        <WorkshopsBrowser />
      </Stack>
    </Page>
  );
}
