/** Our story (/help/our-story): why Cypher exists. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function OurStoryRoute() {
  const { t } = useLingui();
  useTitle(t`Our story`);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Our story</Trans>
      </Title>
      <Text>
        <Trans>
          In hip-hop, a cypher is the circle where dancers and MCs take turns: everyone watches, everyone
          learns, everyone gets their moment. Nobody in the circle learned alone.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Street dance has always been passed on person to person, in sessions, battles and workshops. Too
          much of that knowledge lives in phones full of unnamed clips, and too often the people who taught a
          move are forgotten.
        </Trans>
      </Text>
      <Text>
        <Trans>
          We built Cypher to change that: a place to keep video notes of what you learn, to group them into
          labs as you work on something, and to give shoutouts to the artists who taught you, so the lineage
          stays visible.
        </Trans>
      </Text>
    </Stack>
  );
}
