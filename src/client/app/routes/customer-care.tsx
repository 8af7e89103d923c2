/** Help line (/customercare): how to reach the Cypher team and what to include. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

const CARE_EMAIL = 'care@cypher.dance';

export default function CustomerCareRoute() {
  const { t } = useLingui();
  useTitle(t`Help line`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Help line</Trans>
      </Title>
      <Text>
        <Trans>
          Something not working, or a question about your account? Write to us at{' '}
          <Anchor underline="always" href={`mailto:${CARE_EMAIL}`}>
            {CARE_EMAIL}
          </Anchor>
          . A person on the Cypher team reads every message and replies within a few working days.
        </Trans>
      </Text>
      <Title order={2} size="h3">
        <Trans>What to include</Trans>
      </Title>
      <List spacing="xs">
        <List.Item>
          <Trans>Your username and the e-mail address of your account.</Trans>
        </List.Item>
        <List.Item>
          <Trans>What you were trying to do, and what happened instead.</Trans>
        </List.Item>
        <List.Item>
          <Trans>The address of the page (for example cypher.dance/artists).</Trans>
        </List.Item>
        <List.Item>
          <Trans>Your device and browser, and a screenshot if you can.</Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>Never send your password. We will never ask for it, by e-mail or anywhere else.</Trans>
      </Text>
    </Stack>
  );
}
