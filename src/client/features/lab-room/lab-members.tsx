/** The lab room's members: the owner (with an "Artist" badge) first, then everyone with access. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { labRoomApi } from '../../../shared/api-paths';
import type { LabMember } from '../../../shared/schemas/lab-room';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';

function Member({ member }: { member: LabMember }) {
  const name = member.artist_name || member.username;
  const profile = `/${member.username}`;
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Avatar
        src={member.thumb}
        name={name}
        color="initials"
        size={36}
        alt=""
        aria-hidden
        imageProps={{ loading: 'lazy' }}
      />
      <Anchor component={Link} to={profile} fw={600} c="var(--mantine-color-text)" truncate="end">
        {name}
      </Anchor>
      {member.role === 'owner' && (
        <Badge variant="light" size="sm" style={{ flex: 'none' }}>
          <Trans>Artist</Trans>
        </Badge>
      )}
    </Group>
  );
}

export function LabMembers({ plabUuid }: { plabUuid: string }) {
  const { t } = useLingui();
  const list = usePagedList<LabMember>(labRoomApi.membersOf(plabUuid));
  const { items, error } = list;
  return (
    <Stack gap="sm" component="section" aria-labelledby="lab-members-title">
      <Title order={3} size="h5" id="lab-members-title">
        <Trans>Members</Trans>
      </Title>
      {error && (
        <LoadError
          title={t`Could not load the members.`}
          error={error}
          onRetry={items ? list.loadMore : list.reload}
        />
      )}
      {items === undefined && !error && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading the members`}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={36} width="40%" />
        </Stack>
      )}
      {items && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((member) => (
            <Member key={member.username} member={member} />
          ))}
        </Stack>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
