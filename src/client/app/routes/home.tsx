/**
 * Home (/): a welcome for visitors; for signed-in users a greeting, the call to create a portfolio
 * when they have none, and the feed's empty state (the feed arrives in a later release).
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconSpeakerphone, IconVideo } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';

const IDEAS = [
  { Icon: IconVideo, title: 'Video notes', text: 'Keep short video notes of the moves and ideas you learn.' },
  { Icon: IconFlask, title: 'Labs', text: 'Group your notes into labs, one per thing you are working on.' },
  { Icon: IconSpeakerphone, title: 'Shoutouts', text: 'Give shoutouts to the artists who taught you.' },
];

export default function HomeRoute() {
  const user = useAtomValue(userAtom);
  useTitle('Home');
  return user ? <SignedInHome user={user} /> : <Welcome />;
}

function Welcome() {
  return (
    <Stack gap="xl" maw={760} mx="auto" py="lg">
      <Stack gap="sm">
        <Title order={1}>Learn it. Note it. Pass it on.</Title>
        <Text size="lg">
          Cypher is a home for hip-hop and street-dance artists and learners: a place to keep what you learn
          and to thank the people you learn it from.
        </Text>
      </Stack>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {IDEAS.map(({ Icon, title, text }) => (
          <Group key={title} component="li" wrap="nowrap" align="flex-start" gap="md">
            <Icon
              size={28}
              stroke={1.75}
              color="var(--mantine-color-anchor)"
              style={{ flexShrink: 0 }}
              aria-hidden
            />
            <div>
              <Text fw={700}>{title}</Text>
              <Text>{text}</Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Group gap="sm">
        <Button component={Link} to="/verify" size="md">
          Get started
        </Button>
        <Button component={Link} to="/artists" size="md" variant="default">
          Browse artists
        </Button>
      </Group>
    </Stack>
  );
}

function SignedInHome({ user }: { user: User }) {
  return (
    <Stack gap="lg" maw={760} mx="auto" py="lg">
      <Title order={1}>Hi, {user.portfolio?.artist_name || user.username}</Title>
      {!user.portfolio && (
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              Create your portfolio
            </Title>
            <Text>
              Your portfolio is your page on Cypher. With it you can keep video notes, build labs and give
              shoutouts.
            </Text>
            <Button component={Link} to="/upload/website">
              Create your portfolio
            </Button>
          </Stack>
        </Paper>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3">
          Your feed
        </Title>
        <Text>Your feed is empty for now. Video notes arrive soon.</Text>
        <Button component={Link} to="/artists" variant="light" w="fit-content">
          Browse artists
        </Button>
      </Stack>
    </Stack>
  );
}
