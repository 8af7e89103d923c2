/** Updates (/help/updates): what Cypher does today and what comes next. Keep it true as features land. */
import { List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

type Update = { name: string; text: string };

const BUILT: Update[] = [
  {
    name: 'Video notes',
    text: 'Keep a YouTube video with what you learned from it, mention up to three artists and choose who sees it.',
  },
  { name: 'Reactions and comments', text: 'Like, fire and head-flash a video note, and talk about it.' },
  { name: 'Labs', text: 'Group your video notes, one lab for each thing you are working on.' },
  {
    name: 'Published and purchased labs',
    text: "Publish a lab free ('Pay as they wish') or for a fee and a number of days; buyers watch its videos and talk in its lab room.",
  },
  { name: 'Payments', text: 'Connect a payout account and follow your earnings on My Payments.' },
  { name: 'Notifications', text: 'The bell tells you what happened while you were away.' },
  {
    name: 'Offline',
    text: 'Install Cypher and it opens without a connection; what you post offline is sent when you are back.',
  },
  { name: 'Portfolios', text: 'Your page as an artist, and the directory of every artist on Cypher.' },
];

const NEXT: Update[] = [
  { name: 'Shoutouts', text: 'Thank the artists who taught you.' },
  { name: 'Journeys', text: 'Reflect on where your dance has taken you.' },
  { name: 'Workshops and events', text: 'Organise them, tag the teachers and say you are going.' },
  { name: 'Languages', text: 'Cypher in Spanish, French, Japanese and Korean.' },
  { name: 'Push notifications', text: 'Hear about what happens even when Cypher is closed.' },
];

function Updates({ label, items }: { label: string; items: Update[] }) {
  return (
    <List spacing="xs" aria-label={label}>
      {items.map(({ name, text }) => (
        <List.Item key={name}>
          <Text component="span" fw={700}>
            {name}:
          </Text>{' '}
          {text}
        </List.Item>
      ))}
    </List>
  );
}

export default function UpdatesRoute() {
  useTitle('Updates');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Updates</Title>
      <Title order={2} size="h3">
        In Cypher now
      </Title>
      <Updates label="In Cypher now" items={BUILT} />
      <Title order={2} size="h3">
        Coming next
      </Title>
      <Updates label="Coming next" items={NEXT} />
    </Stack>
  );
}
