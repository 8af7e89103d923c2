/**
 * /workshops: every workshop, upcoming first, searched by text (after a 100 ms pause) or narrowed to
 * this month, mirrored so it opens offline. Opening it online also fetches the workshops I am going
 * to into the mirror, so their pages open offline.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../../shared/constants';
import { isAuthenticatedAtom } from '../../lib/session';
import { WorkshopList } from './workshop-list';
import { fetchMyGoing, type WorkshopListKey } from './workshops.remote';

export function WorkshopsBrowser() {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [text, setText] = useState('');
  const [month, setMonth] = useState(false);
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (signedIn && navigator.onLine) fetchMyGoing().catch(() => undefined);
  }, [signedIn]);
  const key: WorkshopListKey = query || month ? `search:${query}|${month ? 'yes' : ''}` : 'upcoming';
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          flex={1}
          miw={200}
          label={t`Search workshops`}
          placeholder={t`Title, artist, venue`}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={TEXT_LIMIT}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button
          variant={month ? 'filled' : 'default'}
          aria-pressed={month}
          onClick={() => setMonth((on) => !on)}
        >
          {t`This month`}
        </Button>
      </Group>
      <WorkshopList
        key={key}
        listKey={key}
        label={t`Workshops`}
        empty={query || month ? t`No workshops found.` : t`No workshops yet.`}
      />
    </Stack>
  );
}
