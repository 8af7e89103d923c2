/** /publishedlabs: every published lab, or those matching the search (debounced), as cards. Guests too. */
import { useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { publishedLabsApi } from '../../../shared/api-paths';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import { usePagedList } from '../../lib/use-paged-list';
import { PublishedLabGrid } from './published-lab-grid';

export function PublishedLabsList() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList<PublishedLab>(term ? publishedLabsApi.search(term) : publishedLabsApi.list);
  return (
    <Stack gap="md">
      <TextInput
        label={t`Search published labs`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
      />
      <PublishedLabGrid
        list={list}
        empty={term ? t`No published labs match "${term}".` : t`No published labs yet.`}
      />
    </Stack>
  );
}
