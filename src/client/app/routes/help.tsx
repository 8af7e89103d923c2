/** Help (/help): getting started, common questions and where to find more. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTitle } from '../../lib/use-title';

export default function HelpRoute() {
  const { t } = useLingui();
  useTitle(t`Help`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Help</Trans>
      </Title>
      <Title order={2} size="h3">
        <Trans>Getting started</Trans>
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>
          <Trans>Sign up with your e-mail address and open the verification link we send you.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Create your portfolio: your artist name, a picture and a few words about you.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Browse artists and follow the people you learn from.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>Common questions</Trans>
      </Title>
      <Text fw={700}>
        <Trans>Does Cypher work without a connection?</Trans>
      </Text>
      <Text>
        <Trans>
          Yes, once you have opened it online. You can install it from your browser's menu. Pages you have
          seen open offline, and a red line at the top tells you when you are not connected.
        </Trans>
      </Text>
      <Text fw={700}>
        <Trans>I did not get the verification e-mail.</Trans>
      </Text>
      <Text>
        <Trans>Check your spam folder, then ask for a new link from the sign-up page.</Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>More</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Anchor component={Link} to="/help/welcome-note">
            <Trans>Welcome note</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/our-story">
            <Trans>Our story</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/help/updates">
            <Trans>Updates</Trans>
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/customercare">
            <Trans>Help line</Trans>
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
