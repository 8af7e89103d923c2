/** /publishedlabs: the published labs list with search (spec 2). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PublishedLabsList } from '../../features/published-labs/published-labs-list';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function PublishedLabsRoute() {
  const { t } = useLingui();
  useTitle(t`Published Labs`);
  return (
    <Page>
      <Stack gap="md">
        <Title order={1}>
          <Trans>Published Labs</Trans>
        </Title>
        <PublishedLabsList />
      </Stack>
    </Page>
  );
}
