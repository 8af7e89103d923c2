/** /mypurchasedlabs (signed-in): the labs the user bought or joined. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PurchasedLabsList } from '../../features/purchased-labs/purchased-labs-list';
import { useTitle } from '../../lib/use-title';
import { Page } from '../layouts/page';

export default function PurchasedLabsRoute() {
  const { t } = useLingui();
  useTitle(t`My Purchased Labs`);
  return (
    <Page width="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>My Purchased Labs</Trans>
        </Title>
        <PurchasedLabsList />
      </Stack>
    </Page>
  );
}
