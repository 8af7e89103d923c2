/**
 * The artist tag: a search of artists on the server by name or username (the artist search the
 * video-note form uses), 100 ms after typing stops and only when there is text. Picking one tags
 * them (the form's `teacher` is their username); typing again or clearing removes the tag. With
 * `adds`, the field adds artists to a list the form shows: picking one empties the box for the next.
 */
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Portfolio } from '../../../shared/schemas/artists';
import { SearchCombobox } from '../../lib/search-combobox';
import { userAtom } from '../../lib/session';
import { ArtistPhoto } from '../../ui/artist-photo';
import { searchArtists } from './artists.online';

export type TaggedArtist = { username: string; artist_name: string };

type Props = {
  /** The tagged artist, or null (always null with `adds`). */
  value: TaggedArtist | null;
  onChange: (artist: Portfolio | null) => void;
  error?: string;
  /** What tagging does here (the shoutout's approval by default). */
  description?: string;
  /** The field's label ("Tag the artist" by default). */
  label?: string;
  /** Picking adds to a list: the box empties for the next artist. */
  adds?: boolean;
  /** Usernames not offered (by default the signed-in user's own: one does not tag oneself). */
  exclude?: string[];
};

const shown = (artist: TaggedArtist) => `${artist.artist_name || artist.username} (@${artist.username})`;

export function ArtistTagField({ value, onChange, error, description, label, adds, exclude }: Props) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom)?.username ?? '';
  const [text, setText] = useState(value ? shown(value) : '');
  const hidden = new Set((exclude ?? [me]).map((name) => name.toLowerCase()));

  function clear() {
    setText('');
    onChange(null);
  }

  return (
    <SearchCombobox
      label={label ?? t`Tag the artist`}
      description={
        description ?? t`If the artist is on Cypher, tag them: they approve your shoutout before it shows.`
      }
      placeholder={t`Search artists`}
      error={error}
      text={text}
      onText={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      active={value === null}
      search={searchArtists}
      offered={(artist) => !hidden.has(artist.username.toLowerCase())}
      keyOf={(artist) => artist.username}
      option={(artist) => (
        <Group gap="sm" wrap="nowrap">
          <ArtistPhoto name={artist.artist_name || artist.username} src={artist.thumb} size={24} />
          <Text size="sm" truncate>
            {artist.artist_name || artist.username}{' '}
            <Text span size="sm" c="dimmed">
              @{artist.username}
            </Text>
          </Text>
        </Group>
      )}
      onPick={(artist) => {
        setText(adds ? '' : shown(artist));
        onChange(artist);
      }}
      searchingText={t`Searching artists…`}
      noneText={t`No artists found.`}
      rightSection={
        text && !adds ? (
          <CloseButton
            size="sm"
            aria-label={t`Remove the tag`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={clear}
          />
        ) : null
      }
    />
  );
}
