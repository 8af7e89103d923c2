/** Help (/help): getting started, common questions and where to find more. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

export default function HelpRoute() {
  useTitle('Help');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Help</Title>
      <Title order={2} size="h3">
        Getting started
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>Sign up with your e-mail address and open the verification link we send you.</List.Item>
        <List.Item>Create your portfolio: your artist name, a picture and a few words about you.</List.Item>
        <List.Item>Browse artists and follow the people you learn from.</List.Item>
      </List>
      <Title order={2} size="h3">
        Common questions
      </Title>
      <Text fw={700}>Does Cypher work without a connection?</Text>
      <Text>
        Yes, once you have opened it online. You can install it from your browser's menu. Pages you have seen
        open offline, and a red line at the top tells you when you are not connected.
      </Text>
      <Text fw={700}>I did not get the verification e-mail.</Text>
      <Text>Check your spam folder, then ask for a new link from the sign-up page.</Text>
      <Title order={2} size="h3">
        More
      </Title>
      <List spacing="xs">
        <List.Item>
          <Anchor component={Link} to="/help/welcome-note">
            Welcome note
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/our-story">
            Our story
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/updates">
            Updates
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/customercare">
            Help line
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
