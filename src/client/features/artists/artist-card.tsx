/** One artist in a grid: photo or initials, name, username and country; links to the portfolio. */
import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Portfolio } from '../../../shared/schemas/artists';
import { countryName } from '../../lib/countries';
import { ArtistPhoto } from '../../ui/artist-photo';

/** What a tile shows of an artist (a shoutout's artists come without a country). */
export type ArtistTile = Pick<Portfolio, 'username' | 'artist_name' | 'thumb'> & { country?: string };

/** `eager`: in the first row of a grid, where its photo shows at once. */
export function ArtistCard({ artist, eager }: { artist: ArtistTile; eager?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Card component={Link} to={`/${artist.username}`} withBorder padding="md" h="100%">
      <Stack align="center" gap={4}>
        <ArtistPhoto name={artist.artist_name} src={artist.thumb} size={88} eager={eager} />
        <Text fw={600} ta="center" mt="xs" lineClamp={2} maw="100%" style={{ overflowWrap: 'anywhere' }}>
          {artist.artist_name}
        </Text>
        <Text size="sm" c="dimmed" ta="center" truncate="end" maw="100%">
          @{artist.username}
        </Text>
        {artist.country && (
          <Text size="sm" ta="center">
            {countryName(artist.country, i18n.locale)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
