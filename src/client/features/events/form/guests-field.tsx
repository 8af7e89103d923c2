/**
 * The event's guests: the artist tag search (artists/artist-tag-field.tsx) adds each artist
 * picked with a role (judge, teacher, DJ, host, MC, performer) that can be changed; each can be
 * removed. An artist already a guest is not offered again.
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { GUEST_ROLES, type GuestRole } from '../../../../shared/schemas/events';
import { ArtistTagField } from '../../artists/artist-tag-field';
import { useRoleLabels } from '../event-people';
import type { GuestValue } from './event-form.values';

type Props = { value: GuestValue[]; onChange: (guests: GuestValue[]) => void; error?: string };

export function GuestsField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const roles = useRoleLabels();
  return (
    <Stack gap="xs">
      <ArtistTagField
        value={null}
        adds
        exclude={value.map((guest) => guest.username)}
        label={t`Guests`}
        description={t`Tag the judges, teachers, DJs and hosts: they are told and can remove themselves.`}
        error={error}
        onChange={(artist) =>
          artist &&
          onChange([
            ...value,
            {
              username: artist.username,
              artist_name: artist.artist_name || artist.username,
              role: 'teacher',
            },
          ])
        }
      />
      {value.map((guest, i) => (
        <Group key={guest.username} gap="sm" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }} truncate>
            {guest.artist_name}{' '}
            <Text span size="sm" c="dimmed">
              @{guest.username}
            </Text>
          </Text>
          <Select
            aria-label={t`Role of ${guest.artist_name}`}
            data={GUEST_ROLES.map((role) => ({ value: role, label: roles[role] }))}
            value={guest.role}
            allowDeselect={false}
            w={140}
            onChange={(role) =>
              onChange(value.map((g, j) => (j === i ? { ...g, role: (role ?? g.role) as GuestRole } : g)))
            }
          />
          <CloseButton
            aria-label={t`Remove ${guest.artist_name}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Group>
      ))}
    </Stack>
  );
}
