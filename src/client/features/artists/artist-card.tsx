/**
 * One artist in a grid: photo or initials, name, username and country, a link to the portfolio; in
 * the directory, with Follow under it (a button cannot sit inside a link, so the card then holds both).
 */
import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Portfolio } from '../../../shared/schemas/artists';
import { countryName } from '../../lib/countries';
import { ArtistPhoto } from '../../ui/artist-photo';
import { FollowButton } from './follow-button';

/** What a tile shows of an artist (a shoutout's artists come without a country). */
export type ArtistTile = Pick<Portfolio, 'username' | 'artist_name' | 'thumb'> & { country?: string };

type Props = { artist: ArtistTile; eager?: boolean; follow?: boolean };

/** `eager`: in the first row of a grid, where its photo shows at once. `follow`: with Follow. */
export function ArtistCard({ artist, eager, follow }: Props) {
  const { i18n } = useLingui();
  const about = (
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
  );
  const to = `/${artist.username}`;
  if (!follow)
    return (
      <Card component={Link} to={to} withBorder padding="md" h="100%">
        {about}
      </Card>
    );
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap="sm" justify="space-between" h="100%">
        <UnstyledButton component={Link} to={to} display="block">
          {about}
        </UnstyledButton>
        <FollowButton username={artist.username} name={artist.artist_name} fullWidth />
      </Stack>
    </Card>
  );
}
