/**
 * A mirrored list of video notes in one column (max 640 px on every width): skeletons while the first
 * page loads, the error with Retry, the empty text, and Load More while there are older notes.
 * The mirror shows at once and is fetched again under it on every opening (and Refresh on demand);
 * new notes arrive on top without moving what the reader looks at. Offline the mirror still shows.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/errors/load-error';
import { NoteCardSkeleton } from '../../../ui/lists/card-skeleton';
import { FEED_WIDTH } from '../../../ui/lists/feed-width';
import { LoadMore } from '../../../ui/lists/load-more';
import { type NoteListKey, useNoteList } from '../notes.mirror';
import { KeepInView } from './keep-in-view';
import { NoteCard } from './note-card';

type NoteList = ReturnType<typeof useNoteList>;

/** The notes of `list` with their loading, empty and error states. */
export function FeedList({ list, empty }: { list: NoteList; empty: ReactNode }) {
  const { rows, error, pending } = list;
  const { t } = useLingui();
  const errorAlert = error && (
    <LoadError title={t`Could not load video notes.`} error={error} onRetry={list.retry} />
  );
  if (rows === undefined || (rows.length === 0 && pending && !error)) return <NoteCardSkeleton />;
  if (rows.length === 0) return errorAlert || empty;
  return (
    <Stack gap="md">
      {errorAlert}
      <KeepInView>
        {rows.map((row) => (
          <NoteCard key={row.uuid} row={row} />
        ))}
      </KeepInView>
      <LoadMore list={list} />
    </Stack>
  );
}

export function RefreshButton({ list }: { list: Pick<NoteList, 'refresh' | 'pending'> }) {
  const { t } = useLingui();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t`Refresh`}
      title={t`Refresh`}
      onClick={list.refresh}
      loading={list.pending}
    >
      <IconRefresh size={20} />
    </ActionIcon>
  );
}

type SectionProps = { listKey: NoteListKey; title: ReactNode; empty: ReactNode };

/** A feed with its title and Refresh above it. */
export function FeedSection({ listKey, title, empty }: SectionProps) {
  const list = useNoteList(listKey);
  return (
    <Stack gap="sm" w="100%" maw={FEED_WIDTH} mx="auto">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {title}
        <RefreshButton list={list} />
      </Group>
      <FeedList list={list} empty={empty} />
    </Stack>
  );
}
