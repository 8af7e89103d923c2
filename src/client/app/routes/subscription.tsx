/** /subscription (signed-in): my lab subscriptions and when each ends. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { SubscriptionsList } from '../../features/purchased-labs/subscriptions-list';
import { useTitle } from '../../lib/use-title';

export default function SubscriptionRoute() {
  const { t } = useLingui();
  useTitle(t`My subscriptions`);
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>My subscriptions</Trans>
          </Title>
          <Text>
            <Trans>The labs you bought or joined, and when your access to each ends.</Trans>
          </Text>
        </Stack>
        <SubscriptionsList />
      </Stack>
    </Container>
  );
}
