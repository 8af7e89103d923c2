/** Privacy (/privacy): what Cypher stores, where, and how to have it removed. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function PrivacyRoute() {
  const { t } = useLingui();
  useTitle(t`Privacy`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Privacy</Trans>
      </Title>
      <Text>
        <Trans>We keep only what Cypher needs to work, and we do not sell it or show you ads.</Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>What we store on our servers</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Trans>Your account: username, e-mail address, country and, if you chose one, gender.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Your password, only as a one-way hash. Nobody, including us, can read it.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Your portfolio: artist name, bio, links and what you publish.</Trans>
        </List.Item>
        <List.Item>
          <Trans>The images you upload, such as your portfolio picture.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>What stays on your device</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Trans>
            A local copy of your session and of what you have viewed, so the app opens and works without a
            connection. It is cleared when you sign out.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Your light or dark theme choice.</Trans>
        </List.Item>
      </List>
      <Title order={2} size="h3">
        <Trans>Your choices</Trans>
      </Title>
      <Text>
        <Trans>
          You can change your details in Settings. To get a copy of your data or to delete your account, write
          to{' '}
          <Anchor underline="always" href="mailto:care@cypher.dance">
            care@cypher.dance
          </Anchor>{' '}
          from the e-mail address of your account.
        </Trans>
      </Text>
    </Stack>
  );
}
