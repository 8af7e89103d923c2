/** A portfolio's Events tab (/{username}/events): the events the artist organises, is a guest of, and is going to. */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { EventList } from './event-list';

export function EventsTab({ username }: { username: string }) {
  const { t } = useLingui();
  const sections = [
    { key: `organised:${username}`, title: t`Organised by @${username}`, empty: t`No events organised yet.` },
    { key: `tagged:${username}`, title: t`@${username} as a guest`, empty: t`Not a guest of any event yet.` },
    { key: `going:${username}`, title: t`@${username} is going to`, empty: t`Not going to any event yet.` },
  ] as const;
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <Stack key={section.key} gap="sm" component="section" aria-label={section.title}>
          <Title order={2} size="h4">
            {section.title}
          </Title>
          <EventList listKey={section.key} empty={section.empty} wide />
        </Stack>
      ))}
    </Stack>
  );
}
