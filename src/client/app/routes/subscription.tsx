/** /subscription (signed-in): my lab subscriptions and when each ends. */
import { Container, Stack, Text, Title } from '@mantine/core';
import { SubscriptionsList } from '../../features/purchased-labs/subscriptions-list';
import { useTitle } from '../../lib/use-title';

export default function SubscriptionRoute() {
  useTitle('My subscriptions');
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            My subscriptions
          </Title>
          <Text>The labs you bought or joined, and when your access to each ends.</Text>
        </Stack>
        <SubscriptionsList />
      </Stack>
    </Container>
  );
}
