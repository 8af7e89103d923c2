/** /publishedlabs: the published labs list with search (spec 2). */
import { Container, Stack, Title } from '@mantine/core';
import { PublishedLabsList } from '../../features/published-labs/published-labs-list';
import { useTitle } from '../../lib/use-title';

export default function PublishedLabsRoute() {
  useTitle('Published Labs');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Published Labs</Title>
        <PublishedLabsList />
      </Stack>
    </Container>
  );
}
