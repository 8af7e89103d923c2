/**
 * The mirrored artist grid with its skeleton, error, empty text and Load More (see MirroredList), each
 * card with Follow; whom the signed-in user follows is kept fresh beside it.
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArtistGrid, ArtistGridSkeleton } from './artist-grid';
import { ARTISTS_LIST, useArtists, useListMeta } from './artists.mirror';
import { useFollowingSync } from './follows.mirror';
import { MirroredList } from './mirrored-list';
import type { ListSync } from './use-list-sync';

export function ArtistDirectory({ sync }: { sync: ListSync }) {
  useFollowingSync();
  return (
    <MirroredList
      items={useArtists()}
      meta={useListMeta(ARTISTS_LIST)}
      sync={sync}
      skeleton={<ArtistGridSkeleton />}
      empty={
        <Text c="dimmed">
          <Trans>
            No artists yet. Be the first:{' '}
            <Anchor component={Link} to="/upload/website">
              create your portfolio
            </Anchor>
            .
          </Trans>
        </Text>
      }
    >
      {(artists) => <ArtistGrid artists={artists} follow />}
    </MirroredList>
  );
}
