/**
 * A portfolio's shoutouts tab (/{username}/each1teach1): Teachers, the shoutouts the artist gave, and
 * Students, those they received; each with Load More.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { ShoutoutList } from './shoutout-list';
import { type ShoutoutListKey, useShoutoutList } from './shoutouts.mirror';

function Side({ listKey, title, empty }: { listKey: ShoutoutListKey; title: string; empty: string }) {
  const list = useShoutoutList(listKey);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <ShoutoutList list={list} columns={2} empty={<Text c="dimmed">{empty}</Text>} />
    </Stack>
  );
}

export function ShoutoutsTab({ username }: { username: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <Side
        listKey={`teachers:${username}`}
        title={t`Teachers`}
        empty={t`@${username} has not given a shoutout yet.`}
      />
      <Side
        listKey={`students:${username}`}
        title={t`Students`}
        empty={t`No shoutouts for @${username} yet.`}
      />
    </Stack>
  );
}
