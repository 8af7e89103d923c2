/** /{username}/purchasedlabs/ (owner only): the same list as /mypurchasedlabs. */
import { Stack, Title } from '@mantine/core';
import { PurchasedLabsList } from './purchased-labs-list';

export function PurchasedLabsTab() {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        My Purchased Labs
      </Title>
      <PurchasedLabsList />
    </Stack>
  );
}
