/**
 * A portfolio's hood (/{username}/myhood): the artist's circle, the distinct teachers and students of
 * their approved shoutouts (artists with a portfolio), as artist tiles linking to their portfolios.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ShoutoutArtist } from '../../../shared/schemas/shoutouts';
import { same } from '../../lib/mirrored-rows';
import { LoadError } from '../../ui/errors/load-error';
import { FeedEmpty } from '../../ui/lists/feed-empty';
import { LoadMore } from '../../ui/lists/load-more';
import type { ArtistTile } from '../artists/artist-card';
import { ArtistGrid, ArtistGridSkeleton } from '../artists/artist-grid';
import { useShoutoutList } from './shoutouts.mirror';

const tile = (artist: ShoutoutArtist): ArtistTile => ({
  username: artist.username,
  artist_name: artist.artist_name,
  thumb: artist.artist_metadata.thumb,
});

export function ArtistCircle({ username }: { username: string }) {
  const teachers = useShoutoutList(`teachers:${username}`);
  const students = useShoutoutList(`students:${username}`);
  const { t } = useLingui();
  const lists = [teachers, students];
  const error = teachers.error ?? students.error;
  if (!teachers.rows || !students.rows) return <ArtistGridSkeleton count={4} />;
  const circle = new Map<string, ArtistTile>();
  for (const row of [...teachers.rows, ...students.rows]) {
    if (row.status !== 'approved') continue;
    for (const artist of [row.teacher, row.student])
      if (artist && !same(artist.username, username)) circle.set(artist.username.toLowerCase(), tile(artist));
  }
  const more = {
    hasMore: lists.some((list) => list.hasMore),
    pending: lists.some((list) => list.pending),
    loadMore: () => {
      for (const list of lists) if (list.hasMore) list.loadMore();
    },
  };
  return (
    <Stack gap="md">
      {error && (
        <LoadError
          title={t`Could not load shoutouts.`}
          error={error}
          onRetry={() => {
            for (const list of lists) list.retry();
          }}
        />
      )}
      {circle.size > 0 ? (
        <ArtistGrid artists={[...circle.values()]} />
      ) : (
        !more.pending && (
          <FeedEmpty
            title={t`My hood`}
            text={t`The teachers and students of @${username} show here once a shoutout between them is approved.`}
          />
        )
      )}
      <LoadMore list={more} />
    </Stack>
  );
}
