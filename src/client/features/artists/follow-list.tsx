/**
 * An artist's followers, or whom they follow (/{username}/followers and /following), newest first:
 * each row the person's photo, name and @username, a link to their portfolio, with Load More. Read
 * online, not mirrored (the service worker's API cache answers a list seen before when offline), in
 * the states every list shares.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { artistsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Follow } from '../../../shared/schemas/follows';
import { usePagedList } from '../../lib/use-paged-list';
import { ArtistPhoto } from '../../ui/artist-photo';
import { ListStates } from '../../ui/lists/list-states';

export type FollowSide = 'followers' | 'following';

const PHOTO = 44;

function FollowRow({ follow }: { follow: Follow }) {
  return (
    <Box role="listitem">
      <UnstyledButton component={Link} to={`/${encodeURIComponent(follow.username)}`} display="block" p="xs">
        <Group gap="sm" wrap="nowrap">
          <ArtistPhoto name={follow.artist_name} src={follow.profile_photo} size={PHOTO} decorative />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate="end">
              {follow.artist_name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              @{follow.username}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

function RowsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="sm" p="xs">
          <Skeleton circle height={PHOTO} />
          <Skeleton height={14} width="40%" />
        </Group>
      ))}
    </Stack>
  );
}

export function FollowList({ username, side }: { username: string; side: FollowSide }) {
  const { t } = useLingui();
  const list = usePagedList<Follow>(artistsApi.follows(side, username, PAGE_SIZE));
  const title = side === 'followers' ? t`Followers` : t`Following`;
  const empty =
    side === 'followers' ? t`No one follows @${username} yet.` : t`@${username} follows no one yet.`;
  // A failed first page has no rows: the shared states then show the error, not a skeleton.
  const rows = list.items ?? (list.error ? [] : undefined);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <ListStates
        list={{ ...list, rows, retry: list.reload }}
        errorTitle={t`Could not load this list.`}
        skeleton={<RowsSkeleton label={t`Loading artists`} />}
        empty={<Text c="dimmed">{empty}</Text>}
      >
        {(follows) => (
          <Paper withBorder radius="md" p={4}>
            <Stack gap={0} role="list" aria-label={title}>
              {follows.map((follow) => (
                <FollowRow key={follow.id} follow={follow} />
              ))}
            </Stack>
          </Paper>
        )}
      </ListStates>
    </Stack>
  );
}
