/** Terms (/terms): the short rules of using Cypher. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function TermsRoute() {
  useTitle('Terms');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Terms</Title>
      <Text>
        Cypher is a community for hip-hop and street-dance artists and learners. By using it you agree to
        these terms.
      </Text>
      <Title order={2} size="h3">
        Your account
      </Title>
      <List spacing="xs">
        <List.Item>Give a real e-mail address and keep your password to yourself.</List.Item>
        <List.Item>You are responsible for what is posted from your account.</List.Item>
      </List>
      <Title order={2} size="h3">
        Your content
      </Title>
      <Text>
        What you upload stays yours. You allow Cypher to store it and show it to the people you share it with,
        for as long as it is on Cypher. Only upload what you have the right to share.
      </Text>
      <Title order={2} size="h3">
        Respect the cypher
      </Title>
      <List spacing="xs">
        <List.Item>Credit the artists who taught you honestly.</List.Item>
        <List.Item>No harassment, hate or spam. We may remove content or accounts that break this.</List.Item>
      </List>
      <Title order={2} size="h3">
        Changes and contact
      </Title>
      <Text>
        We may update these terms as Cypher grows and will say so in Updates. Questions go to{' '}
        <Anchor underline="always" href="mailto:care@cypher.dance">
          care@cypher.dance
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
