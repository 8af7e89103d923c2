/**
 * The mirrored artist grid: skeleton on the first load, empty and error states, Load More while the
 * server has a next page. Offline it keeps showing what the mirror holds.
 */
import { Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArtistGrid, ArtistGridSkeleton } from './artist-grid';
import { useArtists, useListMeta } from './artists.hooks';
import { ARTISTS_LIST } from './artists.remote';
import { LoadError } from './list-states';
import type { ListSync } from './use-list-sync';

export function ArtistDirectory({ sync }: { sync: ListSync }) {
  const artists = useArtists();
  const meta = useListMeta(ARTISTS_LIST);
  if (artists === undefined || meta === undefined) return <ArtistGridSkeleton />;
  const error = sync.error && (
    <LoadError title="Could not load artists." error={sync.error} onRetry={sync.retry} />
  );
  if (artists.length === 0) {
    if (error) return error;
    if (sync.pending || !meta) return <ArtistGridSkeleton />;
    return (
      <Text c="dimmed">
        No artists yet. Be the first:{' '}
        <Anchor component={Link} to="/upload/website">
          create your portfolio
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {error}
      <ArtistGrid artists={artists} />
      {meta?.next && (
        <Center>
          <Button variant="light" onClick={sync.loadMore} loading={sync.pending}>
            Load More
          </Button>
        </Center>
      )}
    </Stack>
  );
}
