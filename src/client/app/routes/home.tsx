/**
 * Home (/): visitors get the welcome and the community feed below it (and, after deleting their
 * account, a line that says it is deleted); signed-in users a greeting, the call to create a portfolio
 * when they have none, and the feeds: Latest, Following and My students' videos.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconFlask, IconSpeakerphone, IconVideo } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { isAccountDeleted } from '../../lib/account-deleted';
import { userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { NoteCardSkeleton } from '../../ui/lists/card-skeleton';
import { FEED_WIDTH } from '../../ui/lists/feed-width';

// The feeds (and the local database under them) load right after the page paints.
const feeds = () => import('../../features/notes/feed/home-feeds');
const CommunityFeed = lazy(() => feeds().then((m) => ({ default: m.CommunityFeed })));
const HomeFeeds = lazy(() => feeds().then((m) => ({ default: m.HomeFeeds })));

const FeedsLoading = () => (
  <Stack maw={FEED_WIDTH} w="100%" mx="auto">
    <NoteCardSkeleton />
  </Stack>
);

const IDEAS = [
  {
    Icon: IconVideo,
    title: msg`Video notes`,
    text: msg`Keep short video notes of the moves and ideas you learn.`,
  },
  {
    Icon: IconFlask,
    title: msg`Labs`,
    text: msg`Group your notes into labs, one per thing you are working on.`,
  },
  { Icon: IconSpeakerphone, title: msg`Shoutouts`, text: msg`Give shoutouts to the artists who taught you.` },
  {
    Icon: IconCalendarEvent,
    title: msg`Workshops and events`,
    text: msg`Find workshops, battles and jams near you, and add them to your calendar.`,
  },
];

export default function HomeRoute() {
  const user = useAtomValue(userAtom);
  const { t } = useLingui();
  useTitle(t`Home`);
  return user ? <SignedInHome user={user} /> : <GuestHome />;
}

function GuestHome() {
  const { state } = useLocation();
  return (
    <Stack gap="xl" py="lg">
      {isAccountDeleted(state) && (
        <Alert
          role="status"
          maw={FEED_WIDTH}
          mx="auto"
          w="100%"
          title={<Trans>Your account is deleted.</Trans>}
        >
          <Trans>Thank you for dancing with us. You can sign up again at any time.</Trans>
        </Alert>
      )}
      <Welcome />
      <Suspense fallback={<FeedsLoading />}>
        <CommunityFeed />
      </Suspense>
    </Stack>
  );
}

function Welcome() {
  const { t } = useLingui();
  return (
    <Stack gap="xl" maw={FEED_WIDTH} mx="auto">
      <Stack gap="sm">
        <Title order={1}>
          <Trans>Learn it. Note it. Pass it on.</Trans>
        </Title>
        <Text size="lg">
          <Trans>
            Cypher is a home for hip-hop and street-dance artists and learners: a place to keep what you learn
            and to thank the people you learn it from.
          </Trans>
        </Text>
      </Stack>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {IDEAS.map(({ Icon, title, text }) => (
          <Group key={title.id} component="li" wrap="nowrap" align="flex-start" gap="md">
            <Icon
              size={28}
              stroke={1.75}
              color="var(--mantine-color-anchor)"
              style={{ flexShrink: 0 }}
              aria-hidden
            />
            <div>
              <Text fw={700}>{t(title)}</Text>
              <Text>{t(text)}</Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Group gap="sm">
        <Button component={Link} to="/verify" size="md">
          <Trans>Get started</Trans>
        </Button>
        <Button component={Link} to="/artists" size="md" variant="default">
          <Trans>Browse artists</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function SignedInHome({ user }: { user: User }) {
  const name = user.portfolio?.artist_name || user.username;
  return (
    <Stack gap="lg" maw={FEED_WIDTH} mx="auto" py="lg">
      <Title order={1}>
        <Trans>Hi, {name}</Trans>
      </Title>
      {!user.portfolio && <CreatePortfolioCall />}
      <Suspense fallback={<FeedsLoading />}>
        <HomeFeeds hasPortfolio={!!user.portfolio} />
      </Suspense>
    </Stack>
  );
}

function CreatePortfolioCall() {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          <Trans>Create your portfolio</Trans>
        </Title>
        <Text>
          <Trans>
            Your portfolio is your page on Cypher. With it you can keep video notes, build labs and give
            shoutouts.
          </Trans>
        </Text>
        <Button component={Link} to="/upload/website">
          <Trans>Create your portfolio</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
