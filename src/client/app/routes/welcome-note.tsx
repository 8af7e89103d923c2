/** Welcome note (/help/welcome-note): a first hello for visitors, with the way in. */
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

export default function WelcomeNoteRoute() {
  useTitle('Welcome');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Welcome to Cypher</Title>
      <Text>
        Whether you have been dancing for twenty years or started last week, this is your space to keep what
        you learn and to honour the people you learn it from.
      </Text>
      <List spacing="xs">
        <List.Item>Keep video notes of the moves, drills and ideas you pick up.</List.Item>
        <List.Item>Group them into labs, one for each thing you are working on.</List.Item>
        <List.Item>Give shoutouts to the artists who taught you.</List.Item>
      </List>
      <Text>It is free to join. All you need is an e-mail address.</Text>
      <Group gap="sm">
        <Button component={Link} to="/verify">
          Get started
        </Button>
        <Button component={Link} to="/artists" variant="default">
          Browse artists
        </Button>
      </Group>
    </Stack>
  );
}
