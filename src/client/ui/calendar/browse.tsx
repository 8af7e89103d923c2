/**
 * /workshops and /events: signed in, what I am going to first (kept on the device for the venue) and
 * the feature's own lists of mine (`mine`: a workshop's rooms); then what is coming, soonest first, narrowed by a search (100 ms after typing stops) and "This
 * month". Each feature gives its texts and how a list of its keys shows.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../../shared/constants';
import { userAtom } from '../../lib/session';

/** The lists /workshops and /events show: `upcoming`, `search:{text}|{yes or empty}`, `going:{username}`. */
export type BrowseKey = 'upcoming' | `search:${string}` | `going:${string}`;

type Props = {
  texts: {
    going: string;
    goingEmpty: string;
    upcoming: string;
    create: string;
    search: string;
    placeholder: string;
    notFound: string;
  };
  /** The upload page that creates one. */
  createPath: string;
  list: (key: BrowseKey, empty: string, label: string) => ReactNode;
  /** More of the signed-in user's own, after what they are going to. */
  mine?: (username: string) => ReactNode;
};

export function Browse({ texts, createPath, list, mine }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const [text, setText] = useState('');
  const [thisMonth, setThisMonth] = useState(false);
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const key: BrowseKey = query || thisMonth ? `search:${query}|${thisMonth ? 'yes' : ''}` : 'upcoming';
  return (
    <Stack gap="xl">
      {user && (
        <Stack gap="sm" component="section" aria-label={texts.going}>
          <Title order={2} size="h4">
            {texts.going}
          </Title>
          {list(`going:${user.username}`, texts.goingEmpty, texts.going)}
        </Stack>
      )}
      {user && mine?.(user.username)}
      <Stack gap="sm" component="section" aria-label={texts.upcoming}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {texts.upcoming}
          </Title>
          {user?.portfolio && (
            <Button
              component={Link}
              to={createPath}
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {texts.create}
            </Button>
          )}
        </Group>
        <Group gap="md" align="flex-end">
          <TextInput
            label={texts.search}
            placeholder={texts.placeholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            maxLength={TEXT_LIMIT}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Switch
            label={t`This month`}
            checked={thisMonth}
            onChange={(event) => setThisMonth(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <div key={key}>{list(key, texts.notFound, texts.upcoming)}</div>
      </Stack>
    </Stack>
  );
}
