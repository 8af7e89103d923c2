/**
 * An artist's newest community notes (access 5), for the Home tab of their portfolio. Read from the
 * mirror of their Videos tab (fetched by the 15-minute rule), so offline it shows what was seen before.
 */
import { Stack } from '@mantine/core';
import { ACCESS } from '../../../../shared/schemas/notes';
import type { NoteRow } from '../../../lib/db';
import { HOME_LATEST } from '../../../lib/portfolio-tab-list';
import { FEED_WIDTH } from '../../../ui/lists/feed-width';
import { useNoteList } from '../notes.mirror';
import { NoteCard } from './note-card';

/** `items` is undefined while the first page is still on its way (loading, not empty). */
export function useLatestNotes(username: string) {
  const list = useNoteList(`videos:${username}`);
  const rows = list.rows?.filter((row) => row.access === ACCESS.community).slice(0, HOME_LATEST);
  const loading = rows === undefined || (rows.length === 0 && list.pending && !list.error);
  return { items: loading ? undefined : rows, error: list.error, retry: list.retry };
}

export function LatestNotes({ rows }: { rows: NoteRow[] }) {
  return (
    <Stack gap="md" w="100%" maw={FEED_WIDTH}>
      {rows.map((row) => (
        <NoteCard key={row.uuid} row={row} />
      ))}
    </Stack>
  );
}
