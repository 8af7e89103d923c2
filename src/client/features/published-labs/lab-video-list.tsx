/**
 * The videos of a published lab, paged from the server: skeletons while the first page loads, the
 * server's reason with Retry on failure (e.g. "Buy this lab to watch its videos."), the empty text,
 * and Load More. Each video plays like a feed card (tap to load the player), as wide as the feed.
 */
import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { PublishedLabVideo } from '../../../shared/schemas/published-labs';
import type { NoteRow } from '../../lib/db';
import { toRow } from '../../lib/mirror';
import { userAtom } from '../../lib/session';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadError } from '../../ui/errors/load-error';
import { NoteCardSkeleton } from '../../ui/lists/card-skeleton';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { LoadMore } from '../../ui/lists/load-more';
import { NoteVideo } from '../../ui/video/note-video';
import { CardHeader } from '../notes/feed/card-header';

type Props = { path: string; empty: string };

export function LabVideoList({ path, empty }: Props) {
  const { t } = useLingui();
  const list = usePagedList<PublishedLabVideo>(path);
  const { items, error } = list;
  const errorAlert = error && (
    <LoadError title={t`Could not load the lab's videos.`} error={error} onRetry={list.reload} />
  );
  if (items === undefined) return errorAlert || <NoteCardSkeleton />;
  if (items.length === 0) return errorAlert || <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md" maw={FEED_WIDTH} w="100%">
      {errorAlert}
      {items.map((item) => (
        <LabVideo key={item.uuid} row={toRow('cookings', item.cooking) as NoteRow} />
      ))}
      <LoadMore list={list} />
    </Stack>
  );
}

function LabVideo({ row }: { row: NoteRow }) {
  /* Who may see the note outside the lab matters to its owner only. */
  const isOwner = useAtomValue(userAtom)?.username === row.username;
  const { t } = useLingui();
  const { username } = row;
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-label={t`Video note by ${username}`}>
      <Stack gap="sm">
        <CardHeader row={row} audience={isOwner} />
        {row.lesson && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.lesson}</Text>}
        <NoteVideo video={row.video} thumb={row.thumbjs} alt={t`Video by ${username}`} />
      </Stack>
    </Card>
  );
}
