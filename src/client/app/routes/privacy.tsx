/** Privacy (/privacy): what Cypher stores, where, and how to have it removed. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function PrivacyRoute() {
  useTitle('Privacy');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Privacy</Title>
      <Text>We keep only what Cypher needs to work, and we do not sell it or show you ads.</Text>
      <Title order={2} size="h3">
        What we store on our servers
      </Title>
      <List spacing="xs">
        <List.Item>Your account: username, e-mail address, country and, if you chose one, gender.</List.Item>
        <List.Item>Your password, only as a one-way hash. Nobody, including us, can read it.</List.Item>
        <List.Item>Your portfolio: artist name, bio, links and what you publish.</List.Item>
        <List.Item>The images you upload, such as your portfolio picture.</List.Item>
      </List>
      <Title order={2} size="h3">
        What stays on your device
      </Title>
      <List spacing="xs">
        <List.Item>
          A local copy of your session and of what you have viewed, so the app opens and works without a
          connection. It is cleared when you sign out.
        </List.Item>
        <List.Item>Your light or dark theme choice.</List.Item>
      </List>
      <Title order={2} size="h3">
        Your choices
      </Title>
      <Text>
        You can change your details in Settings. To get a copy of your data or to delete your account, write
        to{' '}
        <Anchor underline="always" href="mailto:care@cypher.dance">
          care@cypher.dance
        </Anchor>{' '}
        from the e-mail address of your account.
      </Text>
    </Stack>
  );
}
