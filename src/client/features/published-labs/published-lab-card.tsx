/** A published lab in a list: its name (a link), about, the artist, the price line and the video count. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import { ArtistPhoto } from '../../ui/artist-photo';
import { priceLine } from './price';

type Props = { lab: PublishedLab; to: string; children?: ReactNode };

export const videoCount = (n: number) => plural(n, { one: '# video', other: '# videos' });

export function PublishedLabCard({ lab, to, children }: Props) {
  /* Renders again in a newly chosen language: the price line and the count are plain functions. */
  useLingui();
  const artist = lab.artist.name || lab.username;
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-label={lab.name}>
      <Stack gap="xs">
        <Anchor component={Link} to={to} fw={700} size="lg" lineClamp={2}>
          {lab.name}
        </Anchor>
        {lab.about && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {lab.about}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ArtistPhoto name={artist} src={lab.artist.thumb} size={28} />
          <Text size="sm" truncate="end">
            {artist}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {priceLine(lab.subscription)}
          </Text>
          <Text size="sm" c="dimmed">
            {videoCount(lab.video_count)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
