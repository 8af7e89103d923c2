/** /{username}/purchasedlabs/ (owner only): the same list as /mypurchasedlabs. */
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PurchasedLabsList } from './purchased-labs-list';

export function PurchasedLabsTab() {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        <Trans>My Purchased Labs</Trans>
      </Title>
      <PurchasedLabsList />
    </Stack>
  );
}
