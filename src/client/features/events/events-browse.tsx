/**
 * /events: upcoming events soonest first; a search (by name, venue, info or country, 100 ms after
 * typing stops) and "This month" narrow them; signed in, the events I am going to come first (and
 * are kept on the device for the venue).
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../../shared/constants';
import { userAtom } from '../../lib/session';
import { EventList } from './event-list';
import type { EventListKey } from './events.remote';

export function EventsBrowse() {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const [text, setText] = useState('');
  const [thisMonth, setThisMonth] = useState(false);
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const key: EventListKey = query || thisMonth ? `search:${query}|${thisMonth ? 'yes' : ''}` : 'upcoming';
  return (
    <Stack gap="xl">
      {user && (
        <Stack gap="sm" component="section" aria-label={t`Events I am going to`}>
          <Title order={2} size="h4">{t`Events I am going to`}</Title>
          <EventList
            listKey={`going:${user.username}`}
            empty={t`Say "I'm going" on an event to find it here, even offline.`}
          />
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-label={t`Upcoming events`}>
        <Group justify="space-between">
          <Title order={2} size="h4">{t`Upcoming events`}</Title>
          {user?.portfolio && (
            <Button
              component={Link}
              to="/upload/event"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t`Create an event`}
            </Button>
          )}
        </Group>
        <Group gap="md" align="flex-end">
          <TextInput
            label={t`Search events`}
            placeholder={t`Name, venue or country`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            maxLength={TEXT_LIMIT}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Switch
            label={t`This month`}
            checked={thisMonth}
            onChange={(e) => setThisMonth(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <EventList key={key} listKey={key} empty={t`No upcoming events found.`} />
      </Stack>
    </Stack>
  );
}
