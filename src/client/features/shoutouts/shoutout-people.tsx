/**
 * Who a shoutout is from and to: the student's and the teacher's photos and names, each linking to
 * their portfolio (an artist without a portfolio is named as the author typed them), the teacher's
 * country in the app's language, and, for the two of them, the approval state.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { ShoutoutArtist } from '../../../shared/schemas/shoutouts';
import { countryName } from '../../lib/countries';
import type { ShoutoutRow } from '../../lib/db';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';

function Artist({ artist, name }: { artist: ShoutoutArtist | null; name: string }) {
  const shown = artist?.artist_name || name;
  const photo = (
    <Avatar src={artist?.artist_metadata.thumb} name={shown} color="initials" size="sm" alt="" aria-hidden />
  );
  if (!artist)
    return (
      <Group gap={6} wrap="nowrap" miw={0}>
        {photo}
        <Text fw={600} size="sm" truncate="end">
          {shown}
        </Text>
      </Group>
    );
  return (
    <Anchor component={Link} to={`/${artist.username}`} fw={600} size="sm" miw={0}>
      <Group gap={6} wrap="nowrap">
        {photo}
        <Text span inherit truncate="end">
          {shown}
        </Text>
      </Group>
    </Anchor>
  );
}

/** Whether the signed-in user is the shoutout's author or its tagged artist. */
export function useParty(row: ShoutoutRow) {
  const me = useAtomValue(userAtom)?.username ?? '';
  const author = me !== '' && same(row.username, me);
  const teacher = me !== '' && same(row.teacherUsername ?? '', me);
  return { author, teacher, party: author || teacher };
}

export function StatusBadge({ row }: { row: ShoutoutRow }) {
  const { party } = useParty(row);
  if (!party || row.status === 'approved') return null;
  return row.status === 'pending' ? (
    <Badge color="yellow" variant="light">
      <Trans>Pending approval</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      <Trans>Declined</Trans>
    </Badge>
  );
}

export function ShoutoutPeople({ row }: { row: ShoutoutRow }) {
  const { i18n, t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Artist artist={row.student} name={row.username} />
      <IconArrowRight size={16} aria-label={t`taught by`} role="img" />
      <Artist artist={row.teacher} name={row.s_teacher_name} />
      {row.s_teacher_country && (
        <Text size="sm" c="dimmed">
          {countryName(row.s_teacher_country, i18n.locale)}
        </Text>
      )}
      <StatusBadge row={row} />
    </Group>
  );
}
