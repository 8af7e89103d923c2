/**
 * The grid of the user's own video notes to pick for a lab: 3 per row, 4 at the widest size, 9
 * skeletons while the first page loads, Load More while there are older notes (spec 2 and 9).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { useNoteList } from '../notes/notes.mirror';
import { VideoCardGrid, VideoGridSkeleton } from './selectable-video-card';

type Props = { username: string; value: string[]; onToggle: (uuid: string) => void };

export function VideoPicker({ username, value, onToggle }: Props) {
  const { t } = useLingui();
  const list = useNoteList(`videos:${username}`);
  const { rows, error, pending } = list;
  if (rows === undefined || (rows.length === 0 && pending && !error))
    return <VideoGridSkeleton label={t`Loading your video notes`} />;
  const errorAlert = error && (
    <LoadError title={t`Could not load your video notes.`} error={error} onRetry={list.retry} />
  );
  if (rows.length === 0)
    return (
      errorAlert || (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">
            <Trans>A lab gathers your video notes. You have none yet.</Trans>
          </Text>
          <Button component={Link} to="/upload/uploadvideo" variant="light" size="xs">
            <Trans>Take a video note</Trans>
          </Button>
        </Stack>
      )
    );
  return (
    <Stack gap="sm">
      {errorAlert}
      <VideoCardGrid videos={rows} value={value} onToggle={onToggle} />
      <LoadMore list={list} />
    </Stack>
  );
}
