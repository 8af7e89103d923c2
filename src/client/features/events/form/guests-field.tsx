/**
 * The event's guests: a search of artists (the artist search, 100 ms after typing stops and only
 * when there is text); picking one adds them with a role (judge, teacher, DJ, host, MC, performer)
 * that can be changed; each can be removed.
 */
import { useLingui } from '@lingui/react/macro';
import {
  CloseButton,
  Combobox,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../../../shared/constants';
import { GUEST_ROLES, type GuestRole } from '../../../../shared/schemas/events';
import { ArtistPhoto } from '../../artists/artist-photo';
import { useArtistSearch } from '../../artists/use-artist-search';
import { useRoleLabels } from '../event-people';
import type { GuestValue } from './event-form.values';

type Props = { value: GuestValue[]; onChange: (guests: GuestValue[]) => void; error?: string };

export function GuestsField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const roles = useRoleLabels();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useArtistSearch(query);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const taken = new Set(value.map((g) => g.username.toLowerCase()));
  const found = (search.results ?? []).filter((artist) => !taken.has(artist.username.toLowerCase()));
  const loading = query !== '' && search.results === null && search.error === null;

  function pick(username: string) {
    const artist = found.find((hit) => hit.username === username);
    if (!artist) return;
    onChange([
      ...value,
      { username: artist.username, artist_name: artist.artist_name || artist.username, role: 'teacher' },
    ]);
    setText('');
    combobox.closeDropdown();
  }

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={t`Guests`}
            description={t`Tag the judges, teachers, DJs and hosts: they are told and can remove themselves.`}
            placeholder={t`Search artists`}
            value={text}
            maxLength={TEXT_LIMIT}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={loading ? <Loader size={16} /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={text.trim() === ''}>
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
            {found.map((artist) => (
              <Combobox.Option value={artist.username} key={artist.id}>
                <Group gap="sm" wrap="nowrap">
                  <ArtistPhoto name={artist.artist_name || artist.username} src={artist.thumb} size={24} />
                  <Text size="sm" truncate>
                    {artist.artist_name || artist.username}{' '}
                    <Text span size="sm" c="dimmed">
                      @{artist.username}
                    </Text>
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
            {found.length === 0 && (
              <Combobox.Empty>
                {loading ? t`Searching artists…` : search.error ? search.error.message : t`No artists found.`}
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
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
