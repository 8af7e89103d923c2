/** Updates (/help/updates): what is new in Cypher and what comes next. */
import { List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function UpdatesRoute() {
  useTitle('Updates');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Updates</Title>
      <Title order={2} size="h3">
        First release
      </Title>
      <List spacing="xs">
        <List.Item>Sign up, verify your e-mail and sign in.</List.Item>
        <List.Item>Create your artist portfolio and browse other artists.</List.Item>
        <List.Item>Install Cypher on your phone or computer; it opens without a connection.</List.Item>
        <List.Item>Light and dark themes.</List.Item>
      </List>
      <Title order={2} size="h3">
        Coming next
      </Title>
      <Text>
        Video notes, labs, shoutouts, journeys, workshops and notifications. Their places in the app already
        say "coming soon", so you know where to find them.
      </Text>
    </Stack>
  );
}
