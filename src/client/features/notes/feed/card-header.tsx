/**
 * A note's header: the author's photo, artist name and username (the link to their portfolio), the
 * short date, and who can see it (1 and 3) unless `audience` is off (a published lab shows its notes
 * to its buyers whatever their access). A row mirrored before names were sent shows the username.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACCESS } from '../../../../shared/schemas/notes';
import type { NoteRow } from '../../../lib/db';
import { shortDate } from '../../../ui/dates/short-date';

/** Who can see the note, in the app's language; null for the community. */
function useAudience(row: NoteRow): string | null {
  const { t } = useLingui();
  if (row.access === ACCESS.private) return t`Private`;
  if (row.access !== ACCESS.mention) return null;
  const artist = row.mention1?.teacher.username ?? row.mentioned[0];
  return artist ? t`Only @${artist} can see this` : t`Only the mentioned artist can see this`;
}

type Props = { row: NoteRow; menu?: ReactNode; audience?: boolean };

export function CardHeader({ row, menu, audience: showAudience = true }: Props) {
  const audience = useAudience(row);
  const hint = showAudience ? audience : null;
  const profile = `/${row.username}`;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar
          component={Link}
          to={profile}
          src={row.profile_photo}
          name={row.artist_name || row.username}
          color="initials"
          alt=""
          aria-hidden
          tabIndex={-1}
          imageProps={{ loading: 'lazy' }}
        />
        <Stack gap={0} miw={0}>
          <Text fw={700} truncate="end">
            {row.artist_name || row.username}
          </Text>
          <Text size="sm" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={profile} size="sm" underline="always">
              @{row.username}
            </Anchor>
            {' · '}
            {/* A date stays whole (Japanese and Korean dates would otherwise break between any two characters). */}
            <time dateTime={row.created} style={{ whiteSpace: 'nowrap' }}>
              {shortDate(row.created)}
            </time>
            {hint && (
              <Text span size="sm" c="dimmed" ml={8} style={{ whiteSpace: 'nowrap' }}>
                <IconLock size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 3 }} />
                {hint}
              </Text>
            )}
          </Text>
        </Stack>
      </Group>
      {menu}
    </Group>
  );
}
