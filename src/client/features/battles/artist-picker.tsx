/**
 * Picks artists for a battle (a crew's dancers, the helpers at the door): the artist search, and the
 * artists picked so far, each removable but those `fixed` (the dancer entering).
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Person } from '../../../shared/schemas/battles';
import { SearchCombobox } from '../../lib/search-combobox';
import { searchArtists } from './battles.online';

type Props = {
  label: string;
  value: Person[];
  onChange: (people: Person[]) => void;
  fixed?: string;
  error?: string;
};

export function ArtistPicker({ label, value, onChange, fixed, error }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const picked = new Set(value.map((person) => person.username.toLowerCase()));
  return (
    <Stack gap={6}>
      <SearchCombobox
        label={label}
        placeholder={t`Search artists`}
        error={error}
        text={text}
        onText={setText}
        search={searchArtists}
        offered={(artist) => !picked.has(artist.username.toLowerCase())}
        keyOf={(artist) => artist.username}
        option={(artist) => (
          <Text size="sm" truncate>
            {artist.artist_name || artist.username}{' '}
            <Text span size="sm" c="dimmed">
              @{artist.username}
            </Text>
          </Text>
        )}
        onPick={(artist) => {
          setText('');
          onChange([
            ...value,
            { username: artist.username, artist_name: artist.artist_name || artist.username },
          ]);
        }}
        searchingText={t`Searching artists…`}
        noneText={t`No artists found.`}
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
