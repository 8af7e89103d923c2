/**
 * The artist tag: a combobox that searches artists on the server by name or username (the artist
 * search the video-note form uses), 100 ms after typing stops and only when there is text. Picking
 * one tags them (the form's `teacher` is their username); typing again or clearing removes the tag.
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../../shared/constants';
import type { Portfolio } from '../../../shared/schemas/artists';
import { userAtom } from '../../lib/session';
import { ArtistPhoto } from '../artists/artist-photo';
import { useArtistSearch } from '../artists/use-artist-search';

export type TaggedArtist = { username: string; artist_name: string };

type Props = {
  /** The tagged artist, or null. */
  value: TaggedArtist | null;
  onChange: (artist: Portfolio | null) => void;
  error?: string;
  /** What tagging does here (the shoutout's approval by default). */
  description?: string;
};

const shown = (artist: TaggedArtist) => `${artist.artist_name || artist.username} (@${artist.username})`;

export function ArtistTagField({ value, onChange, error, description }: Props) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom)?.username.toLowerCase();
  const [text, setText] = useState(value ? shown(value) : '');
  const searching = value === null ? text.trim() : '';
  const [query] = useDebouncedValue(searching, SEARCH_DEBOUNCE_MS);
  const search = useArtistSearch(query);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = (search.results ?? []).filter((artist) => artist.username.toLowerCase() !== me);
  const loading = query !== '' && search.results === null && search.error === null;

  function pick(username: string) {
    const artist = found.find((hit) => hit.username === username);
    if (!artist) return;
    setText(shown(artist));
    onChange(artist);
    combobox.closeDropdown();
  }

  function clear() {
    setText('');
    onChange(null);
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={t`Tag the artist`}
          description={
            description ??
            t`If the artist is on Cypher, tag them: they approve your shoutout before it shows.`
          }
          placeholder={t`Search artists`}
          value={text}
          maxLength={TEXT_LIMIT}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            loading ? (
              <Loader size={16} />
            ) : text ? (
              <CloseButton
                size="sm"
                aria-label={t`Remove the tag`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={clear}
              />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={searching === ''}>
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
  );
}
