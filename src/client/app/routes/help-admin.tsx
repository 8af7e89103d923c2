/** Help for admins (/help/admin): for the people who look after the Cypher community. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function HelpAdminRoute() {
  useTitle('Help for admins');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Help for admins</Title>
      <Text>
        This page is for the Cypher team members who look after the community. Admin tools are not part of the
        app yet; until they are, these are the steps we follow.
      </Text>
      <List spacing="xs">
        <List.Item>
          Answer messages to{' '}
          <Anchor underline="always" href="mailto:care@cypher.dance">
            care@cypher.dance
          </Anchor>{' '}
          within a few working days, from the shared inbox.
        </List.Item>
        <List.Item>
          Confirm that a request comes from the e-mail address of the account before acting on it.
        </List.Item>
        <List.Item>Never ask for or accept a member's password.</List.Item>
        <List.Item>
          Remove content or accounts only for a clear breach of the Terms, and tell the member why.
        </List.Item>
      </List>
    </Stack>
  );
}
