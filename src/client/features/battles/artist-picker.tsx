/**
 * Picks artists for a battle (a crew's dancers, the helpers at the door): the artist tag field, adding
 * to a list, and the artists picked so far, each removable but those `fixed` (the dancer entering).
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import type { Person } from '../../../shared/schemas/battles';
import { ArtistTagField } from '../artists/artist-tag-field';

type Props = {
  label: string;
  value: Person[];
  onChange: (people: Person[]) => void;
  fixed?: string;
  error?: string;
};

export function ArtistPicker({ label, value, onChange, fixed, error }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <ArtistTagField
        adds
        label={label}
        description=""
        error={error}
        value={null}
        exclude={value.map((person) => person.username)}
        onChange={(artist) => {
          if (artist)
            onChange([
              ...value,
              { username: artist.username, artist_name: artist.artist_name || artist.username },
            ]);
        }}
      />
      {value.map((person) => (
        <Group key={person.username} gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm" truncate>
            {person.artist_name}{' '}
            <Text span size="sm" c="dimmed">
              @{person.username}
            </Text>
          </Text>
          {person.username !== fixed && (
            <CloseButton
              size="lg"
              aria-label={t`Remove ${person.artist_name}`}
              onClick={() => onChange(value.filter((p) => p.username !== person.username))}
            />
          )}
        </Group>
      ))}
    </Stack>
  );
}
