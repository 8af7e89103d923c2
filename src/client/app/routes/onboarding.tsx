/**
 * /onboarding (signed-in): a new account's first steps, where the welcome notification leads: make
 * your portfolio, take your first video note, install the app; each done or not. Works offline
 * from the local copy (a note queued offline counts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { msg } from '../../../shared/messages';
import { useNoteList } from '../../features/notes/notes.mirror';
import { FirstStep } from '../../features/onboarding/first-step';
import { installedAtom } from '../../features/pwa/install-prompt';
import { InstallStepAction } from '../../features/pwa/install-step';
import { hasPortfolioAtom, userAtom } from '../../lib/session';
import { useTitle } from '../../lib/use-title';

export default function OnboardingRoute() {
  const { t } = useLingui();
  useTitle(t`First steps`);
  const username = useAtomValue(userAtom)?.username ?? '';
  const hasPortfolio = useAtomValue(hasPortfolioAtom);
  const installed = useAtomValue(installedAtom);
  const hasNote = (useNoteList(`videos:${username}`).rows?.length ?? 0) > 0;
  const home = `/${encodeURIComponent(username)}`;
  const done = [hasPortfolio, hasNote, installed].filter(Boolean).length;
  return (
    <Container size="sm" px={0} my="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Welcome to Cypher</Trans>
          </Title>
          <Text>
            <Trans>Three first steps to make it yours.</Trans>{' '}
            {done === 3 ? <Trans>You're all set.</Trans> : <Trans>{done} of 3 done.</Trans>}
          </Text>
        </Stack>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          <FirstStep
            title={t`Make your portfolio`}
            done={hasPortfolio}
            action={
              <Anchor
                component={Link}
                to={hasPortfolio ? home : '/upload/website'}
                fw={600}
                underline="always"
              >
                {hasPortfolio ? <Trans>View your portfolio</Trans> : <Trans>Create your portfolio</Trans>}
              </Anchor>
            }
          >
            <Trans>
              Your page as an artist: your name, country, photo and story, so other dancers can find you.
            </Trans>
          </FirstStep>
          <FirstStep
            title={t`Take your first video note`}
            done={hasNote}
            action={
              hasNote ? (
                <Anchor component={Link} to={`${home}/videos`} fw={600} underline="always">
                  <Trans>View your video notes</Trans>
                </Anchor>
              ) : hasPortfolio ? (
                <Button component={Link} to="/upload/uploadvideo" w="fit-content">
                  <Trans>Take a video note</Trans>
                </Button>
              ) : (
                <Text size="sm">{msg.portfolioRequired}</Text>
              )
            }
          >
            <Trans>
              A YouTube link and what you are working on. Keep it private or share it with the community.
            </Trans>
          </FirstStep>
          <FirstStep title={t`Install the app`} done={installed} action={<InstallStepAction />}>
            <Trans>Cypher on your home screen opens like an app and works without a connection.</Trans>
          </FirstStep>
        </Stack>
      </Stack>
    </Container>
  );
}
