/**
 * The videos of a published lab, paged from the server: skeletons while the first page loads, the
 * server's reason with Retry on failure (e.g. "Buy this lab to watch its videos."), the empty text,
 * and Load More. Each video plays like a feed card (tap to load the player), as wide as the feed,
 * with the lab's progress (issue 28): the viewer's marks, or for its artist the buyers' counts.
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
import { LabProgress, VideoProgress } from '../labs/progress/lab-progress';
import { CardHeader } from '../notes/feed/card-header';

/** `progress`: the personal lab behind it (a published lab's `lab`), and whether the viewer is its artist. */
type Props = { path: string; empty: string; progress: { labId: number; counts: boolean } };

export function LabVideoList({ path, empty, progress }: Props) {
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
      <LabProgress {...progress}>
        {items.map((item) => (
          <LabVideo key={item.uuid} row={toRow('cookings', item.cooking) as NoteRow} />
        ))}
      </LabProgress>
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
        <VideoProgress uuid={row.uuid} lesson={row.lesson} />
      </Stack>
    </Card>
  );
}
