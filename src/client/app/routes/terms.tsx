/** Terms (/terms): the short rules of using Cypher. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function TermsRoute() {
  const { t } = useLingui();
  useTitle(t`Terms`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Terms</Trans>
      </Title>
      <Text>
        <Trans>
          Cypher is a community for hip-hop and street-dance artists and learners. By using it you agree to
          these terms.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Your account</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Trans>Give a real e-mail address and keep your password to yourself.</Trans>
        </List.Item>
        <List.Item>
          <Trans>You are responsible for what is posted from your account.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>Your content</Trans>
      </Title>
      <Text>
        <Trans>
          What you upload stays yours. You allow Cypher to store it and show it to the people you share it
          with, for as long as it is on Cypher. Only upload what you have the right to share.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>Respect the cypher</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Trans>Credit the artists who taught you honestly.</Trans>
        </List.Item>
        <List.Item>
          <Trans>No harassment, hate or spam. We may remove content or accounts that break this.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>Changes and contact</Trans>
      </Title>
      <Text>
        <Trans>
          We may update these terms as Cypher grows and will say so in Updates. Questions go to{' '}
          <Anchor underline="always" href="mailto:care@cypher.dance">
            care@cypher.dance
          </Anchor>
          .
        </Trans>
      </Text>
    </Stack>
  );
}
