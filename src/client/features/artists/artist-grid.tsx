/** A responsive grid of artist cards, and its loading skeleton. */
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ArtistCard, type ArtistTile } from './artist-card';

const COLS = { base: 2, xs: 3, md: 4, lg: 5 };
/** The cards of the first row at the widest: their photos load at once. */
const FIRST_ROW = COLS.lg;

/** `follow`: each card with Follow (the directory and its search). */
export function ArtistGrid({ artists, follow }: { artists: ArtistTile[]; follow?: boolean }) {
  return (
    <SimpleGrid cols={COLS} spacing="sm">
      {artists.map((artist, index) => (
        <ArtistCard key={artist.username} artist={artist} eager={index < FIRST_ROW} follow={follow} />
      ))}
    </SimpleGrid>
  );
}

export function ArtistGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={COLS} spacing="sm" role="status" aria-busy="true" aria-label={t`Loading artists`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder padding="md">
          <Stack align="center" gap={8}>
            <Skeleton circle height={88} />
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
