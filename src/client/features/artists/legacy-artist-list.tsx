/**
 * The legacy A-Z directory from the mirror, in the server's order: name and photo, with Load More.
 * A name links to its portfolio; an artist named in shoutouts who has no account is the name alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArtistPhoto } from '../../ui/artist-photo';
import { LEGACY_LIST, useLegacyArtists, useListMeta } from './artists.mirror';
import { MirroredList } from './mirrored-list';
import type { ListSync } from './use-list-sync';

function LegacySkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading artists`}>
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
  return (
    <MirroredList
      items={useLegacyArtists()}
      meta={useListMeta(LEGACY_LIST)}
      sync={sync}
      skeleton={<LegacySkeleton />}
      empty={
        <Text c="dimmed">
          <Trans>No artists in the A-Z list yet.</Trans>
        </Text>
      }
    >
      {(artists) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {artists.map((artist) => (
            <Group component="li" key={artist.id} gap="sm" wrap="nowrap">
              <ArtistPhoto name={artist.s_teacher_name} src={artist.image_mini} size={40} />
              {artist.teacher ? (
                <Anchor component={Link} to={`/${artist.teacher}`} fw={500}>
                  {artist.s_teacher_name}
                </Anchor>
              ) : (
                <Text fw={500}>{artist.s_teacher_name}</Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </MirroredList>
  );
}
