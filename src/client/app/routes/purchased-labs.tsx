/** /mypurchasedlabs (signed-in): the labs the user bought or joined. */
import { Container, Stack, Title } from '@mantine/core';
import { PurchasedLabsList } from '../../features/purchased-labs/purchased-labs-list';
import { useTitle } from '../../lib/use-title';

export default function PurchasedLabsRoute() {
  useTitle('My Purchased Labs');
  return (
    <Container size="md" px="md" my="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          My Purchased Labs
        </Title>
        <PurchasedLabsList />
      </Stack>
    </Container>
  );
}
