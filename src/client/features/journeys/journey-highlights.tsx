/** The artist's highlights: a small strip of first photos and titles above their journeys; none, nothing. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Image, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { journeyLink } from './journey-card';
import { useJourneyList } from './journeys.mirror';

export function JourneyHighlights({ username }: { username: string }) {
  const { t } = useLingui();
  const { rows } = useJourneyList(`highlights:${username}`);
  if (!rows?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t`Highlights`}>
      <Title order={2} size="h4">
        {t`Highlights`}
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" wrap="nowrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.uuid} style={{ width: 120, flex: 'none' }}>
              <Anchor component={Link} to={journeyLink(row.uuid)} underline="never">
                <Image src={row.jp1thumb} alt="" radius="md" h={90} w={120} fit="cover" />
                <Text size="xs" mt={4} lineClamp={2}>
                  {row.joevent}
                </Text>
              </Anchor>
            </li>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
