/** /publishedlabs: the published labs list with search (spec 2). */
import { Stack, Title } from '@mantine/core';
import { PublishedLabsList } from '../../features/published-labs/published-labs-list';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function PublishedLabsRoute() {
  useTitle('Published Labs');
  return (
    <Page>
      <Stack gap="md">
        <Title order={1}>Published Labs</Title>
        <PublishedLabsList />
      </Stack>
    </Page>
  );
}
