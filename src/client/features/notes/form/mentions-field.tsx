/**
 * The artist picker of a video note: first the artists the user gave a shoutout (mirrored, by the
 * 15-minute rule; a mention of one reads as that shoutout), then artists from the mirrored directory (fetched when the picker
 * opens if none are loaded or they are older than 15 minutes), 'Give a shoutout' and 'Load More'.
 * Typed text matches an artist name or username, in the mirror and (online, after a 100 ms pause)
 * in the server's search, so an artist beyond the pages loaded is found too.
 * It takes one artist for 'Mention an artist' and up to three for 'Community'; a pick beyond that is
 * refused with the spec's message.
 */
import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSpeakerphone } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages';
import type { Portfolio } from '../../../../shared/schemas/artists';
import { translateMessage } from '../../../i18n/i18n';
import { userAtom } from '../../../lib/session';
import { ArtistPhoto } from '../../../ui/artist-photo';
import { type PickerAction, PickerField } from '../../../ui/fields/picker-field';
import { useArtists, useListMeta } from '../../artists/artists.mirror';
import { useArtistSearch } from '../../artists/use-artist-search';
import { useListSync } from '../../artists/use-list-sync';
import { mentionLimit, type VideoFormValues } from './note-form.values';

type Props = {
  access: VideoFormValues['access'];
  value: Portfolio[];
  onChange: (artists: Portfolio[]) => void;
  /** A pick the access level does not allow: the message to show. */
  onRefuse: (message: string) => void;
  error?: string;
  /** Artists offered first: those the user gave a shoutout (a mention of one reads as that shoutout). */
  given: Portfolio[];
};

const asOption = (artist: Portfolio) => ({
  value: String(artist.id),
  label: artist.artist_name || artist.username,
  detail: `@${artist.username}`,
  icon: <ArtistPhoto name={artist.artist_name || artist.username} src={artist.thumb} size={24} decorative />,
});

export function MentionsField({ access, value, onChange, onRefuse, error, given }: Props) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const me = useAtomValue(userAtom)?.username;
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useArtistSearch(query);
  const mirrored = useArtists();
  const listed = [...given, ...(mirrored ?? []), ...(search.results ?? [])];
  /* Each artist once, the shoutout's entry first; one does not mention oneself. */
  const artists = listed.filter(
    (artist, i): artist is Portfolio =>
      artist !== null && artist.username !== me && listed.findIndex((other) => other?.id === artist.id) === i,
  );
  const searching = query !== '' && search.results === null && search.error === null;
  const meta = useListMeta('artists');
  const sync = useListSync('artists');
  const limit = mentionLimit(access);

  function pick(id: string) {
    const artist = artists?.find((row) => String(row.id) === id);
    if (!artist) return;
    if (value.length >= limit)
      onRefuse(translateMessage(access === '3' ? msg.oneMention : msg.tooManyMentions));
    else onChange([...value, artist]);
  }

  const loadError = (reason: string) => t`Could not load artists: ${reason}`;
  const actions: PickerAction[] = [
    {
      value: 'shoutout',
      label: t`Give a shoutout`,
      icon: <IconSpeakerphone size={16} />,
      run: () => navigate('/upload/each1teach1'),
    },
  ];
  if (meta?.next)
    actions.push({
      value: 'more',
      label: t`Load More`,
      icon: <IconRefresh size={16} />,
      run: sync.loadMore,
      keepOpen: true,
    });

  return (
    <PickerField
      label={access === '3' ? t`Artist to mention` : t`Artists to mention (up to 3)`}
      placeholder={t`Search artists`}
      description={sync.error && !artists.length ? loadError(sync.error.message) : undefined}
      error={error}
      options={artists.map(asOption)}
      picked={value.map(asOption)}
      onPick={pick}
      onUnpick={(id) => onChange(value.filter((artist) => String(artist.id) !== id))}
      actions={actions}
      nothingFound={
        sync.pending ? t`Loading artists…` : searching ? t`Searching artists…` : t`No artists found.`
      }
      loading={sync.pending || searching}
      onSearch={setText}
    />
  );
}
