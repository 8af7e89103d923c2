/** Welcome note (/help/welcome-note): a first hello for visitors, with the way in. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

export default function WelcomeNoteRoute() {
  const { t } = useLingui();
  useTitle(t`Welcome`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Welcome to Cypher</Trans>
      </Title>
      <Text>
        <Trans>
          Whether you have been dancing for twenty years or started last week, this is your space to keep what
          you learn and to honour the people you learn it from.
        </Trans>
      </Text>
      <List spacing="xs">
        <List.Item>
          <Trans>Keep video notes of the moves, drills and ideas you pick up.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Group them into labs, one for each thing you are working on.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Give shoutouts to the artists who taught you.</Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>It is free to join. All you need is an e-mail address.</Trans>
      </Text>
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
