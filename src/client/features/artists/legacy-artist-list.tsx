/** The legacy A-Z directory from the mirror: name (links to the portfolio) and photo, with Load More. */
import { Anchor, Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArtistPhoto } from './artist-photo';
import { useLegacyArtists, useListMeta } from './artists.hooks';
import { LEGACY_LIST } from './artists.remote';
import { LoadError } from './list-states';
import type { ListSync } from './use-list-sync';

function LegacySkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading artists">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <Group key={n} gap="sm">
          <Skeleton circle height={40} />
          <Skeleton height={14} width={160} />
        </Group>
      ))}
    </Stack>
  );
}

export function LegacyArtistList({ sync }: { sync: ListSync }) {
  const artists = useLegacyArtists();
  const meta = useListMeta(LEGACY_LIST);
  if (artists === undefined || meta === undefined) return <LegacySkeleton />;
  const error = sync.error && (
    <LoadError title="Could not load artists." error={sync.error} onRetry={sync.retry} />
  );
  if (artists.length === 0) {
    if (error) return error;
    if (sync.pending || !meta) return <LegacySkeleton />;
    return <Text c="dimmed">No artists in the A-Z list yet.</Text>;
  }
  return (
    <Stack gap="md">
      {error}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {artists.map((artist) => (
          <Group component="li" key={artist.id} gap="sm" wrap="nowrap">
            <ArtistPhoto name={artist.s_teacher_name} src={artist.image_mini} size={40} />
            <Anchor component={Link} to={`/${artist.teacher}`} fw={500}>
              {artist.s_teacher_name}
            </Anchor>
          </Group>
        ))}
      </Stack>
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
