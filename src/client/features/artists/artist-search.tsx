/**
 * The artist search box. While it holds text, the online results replace whatever it wraps (the
 * mirrored grid); the call waits for a 100 ms pause in typing (spec 9).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { LoadError } from '../../ui/errors/load-error';
import { ArtistGrid } from './artist-grid';
import { useArtistSearch } from './use-artist-search';

export function ArtistSearch({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const query = text.trim();
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useArtistSearch(debounced);
  const settled = debounced === query;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Search artists`}
        type="search"
        placeholder={t`Name or username`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {!query ? (
        children
      ) : settled && search.error ? (
        <LoadError title={t`Could not search artists.`} error={search.error} onRetry={search.retry} />
      ) : settled && search.results?.length === 0 ? (
        <Text c="dimmed">
          <Trans>No artists match "{query}".</Trans>
        </Text>
      ) : settled && search.results ? (
        <ArtistGrid artists={search.results} follow />
      ) : (
        <Loader size="sm" aria-label={t`Searching artists`} />
      )}
    </Stack>
  );
}
