/** Help line (/customercare): how to reach the Cypher team and what to include. */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

const CARE_EMAIL = 'care@cypher.dance';

export default function CustomerCareRoute() {
  useTitle('Help line');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Help line</Title>
      <Text>
        Something not working, or a question about your account? Write to us at{' '}
        <Anchor underline="always" href={`mailto:${CARE_EMAIL}`}>
          {CARE_EMAIL}
        </Anchor>
        . A person on the Cypher team reads every message and replies within a few working days.
      </Text>
      <Title order={2} size="h3">
        What to include
      </Title>
      <List spacing="xs">
        <List.Item>Your username and the e-mail address of your account.</List.Item>
        <List.Item>What you were trying to do, and what happened instead.</List.Item>
        <List.Item>The address of the page (for example cypher.dance/artists).</List.Item>
        <List.Item>Your device and browser, and a screenshot if you can.</List.Item>
      </List>
      <Text>Never send your password. We will never ask for it, by e-mail or anywhere else.</Text>
    </Stack>
  );
}
