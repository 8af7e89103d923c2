/** Our story (/help/our-story): why Cypher exists. */
import { Stack, Text, Title } from '@mantine/core';
import { useTitle } from '../../lib/use-title';

export default function OurStoryRoute() {
  useTitle('Our story');
  return (
    <Stack gap="md" py="md">
      <Title order={1}>Our story</Title>
      <Text>
        In hip-hop, a cypher is the circle where dancers and MCs take turns: everyone watches, everyone
        learns, everyone gets their moment. Nobody in the circle learned alone.
      </Text>
      <Text>
        Street dance has always been passed on person to person, in sessions, battles and workshops. Too much
        of that knowledge lives in phones full of unnamed clips, and too often the people who taught a move
        are forgotten.
      </Text>
      <Text>
        We built Cypher to change that: a place to keep video notes of what you learn, to group them into labs
        as you work on something, and to give shoutouts to the artists who taught you, so the lineage stays
        visible.
      </Text>
    </Stack>
  );
}
