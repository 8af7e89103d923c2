/** Updates (/help/updates): what Cypher does today. Keep it true as features land. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

type Update = { name: MessageDescriptor; text: MessageDescriptor };

const BUILT: Update[] = [
  {
    name: msg`Video notes`,
    text: msg`Keep a YouTube video with what you learned from it, mention up to three artists and choose who sees it.`,
  },
  {
    name: msg`Reactions and comments`,
    text: msg`Like, fire and head-flash a video note, and talk about it.`,
  },
  { name: msg`Labs`, text: msg`Group your video notes, one lab for each thing you are working on.` },
  {
    name: msg`Published and purchased labs`,
    text: msg`Publish a lab free ('Pay as they wish') or for a fee and a number of days; buyers watch its videos and talk in its lab room.`,
  },
  { name: msg`Payments`, text: msg`Connect a payout account and follow your earnings on My Payments.` },
  { name: msg`Notifications`, text: msg`The bell tells you what happened while you were away.` },
  {
    name: msg`Offline`,
    text: msg`Install Cypher and it opens without a connection; what you post offline is sent when you are back.`,
  },
  { name: msg`Portfolios`, text: msg`Your page as an artist, and the directory of every artist on Cypher.` },
  { name: msg`Languages`, text: msg`Cypher in Spanish, French, Japanese and Korean.` },
  { name: msg`Push notifications`, text: msg`Hear about what happens even when Cypher is closed.` },
  { name: msg`Your data`, text: msg`Download everything you made, or delete your account.` },
  { name: msg`Shoutouts`, text: msg`Thank the artists who taught you.` },
  { name: msg`Journeys`, text: msg`Reflect on where your dance has taken you.` },
  { name: msg`Workshops and events`, text: msg`Organise them, tag the teachers and say you are going.` },
];

function Updates({ label, items }: { label: string; items: Update[] }) {
  const { t } = useLingui();
  return (
    <List spacing="xs" aria-label={label}>
      {items.map(({ name, text }) => (
        <List.Item key={name.id}>
          <Text component="span" fw={700}>
            {t(name)}:
          </Text>{' '}
          {t(text)}
        </List.Item>
      ))}
    </List>
  );
}

export default function UpdatesRoute() {
  const { t } = useLingui();
  useTitle(t`Updates`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Updates</Trans>
      </Title>
      <Title order={2} size="h3">
        <Trans>In Cypher now</Trans>
      </Title>
      <Updates label={t`In Cypher now`} items={BUILT} />
    </Stack>
  );
}
