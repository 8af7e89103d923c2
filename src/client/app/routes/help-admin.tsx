/**
 * /help/admin: for a moderator (an account in MODERATOR_EMAILS), the moderators' queue, loaded as a
 * chunk of its own; for everyone else, help for the people who look after the Cypher community.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';

const ModerationQueue = lazy(() => import('../../features/moderation/moderation-queue'));

export default function HelpAdminRoute() {
  const { t } = useLingui();
  const moderator = useAtomValue(userAtom)?.is_moderator === true;
  useTitle(moderator ? t`Moderation` : t`Help for admins`);
  if (moderator)
    return (
      <Suspense fallback={<Loader m="xl" aria-label={t`Loading`} />}>
        <ModerationQueue />
      </Suspense>
    );
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Help for admins</Trans>
      </Title>
      <Text>
        <Trans>
          This page is for the Cypher team members who look after the community. Admin tools are not part of
          the app yet; until they are, these are the steps we follow.
        </Trans>
      </Text>
      <List spacing="xs">
        <List.Item>
          <Trans>
            Answer messages to{' '}
            <Anchor underline="always" href="mailto:care@cypher.dance">
              care@cypher.dance
            </Anchor>{' '}
            within a few working days, from the shared inbox.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Confirm that a request comes from the e-mail address of the account before acting on it.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Never ask for or accept a member's password.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Remove content or accounts only for a clear breach of the Terms, and tell the member why.
          </Trans>
        </List.Item>
      </List>
    </Stack>
  );
}
