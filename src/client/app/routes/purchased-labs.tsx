/** /mypurchasedlabs (signed-in): the labs the user bought or joined. */
import { Stack, Title } from '@mantine/core';
import { PurchasedLabsList } from '../../features/purchased-labs/purchased-labs-list';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function PurchasedLabsRoute() {
  useTitle('My Purchased Labs');
  return (
    <Page width="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          My Purchased Labs
        </Title>
        <PurchasedLabsList />
      </Stack>
    </Page>
  );
}
