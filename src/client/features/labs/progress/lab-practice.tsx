/**
 * A personal lab opened to practise (issue 28): "4 of 9 got" on top, then each video with its lesson,
 * the player and Learning / Got it. Its videos are read from the mirror (fetched first when online),
 * so it opens offline with what the device holds.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LabRow, NoteRow } from '../../../lib/db';
import { FEED_WIDTH } from '../../../ui/lists/feed-width';
import { NoteVideo } from '../../../ui/video/note-video';
import { useLabVideos } from '../labs.mirror';
import { LabProgress, VideoProgress } from './lab-progress';

function PracticeVideo({ note }: { note: NoteRow }) {
  const { t } = useLingui();
  const { lesson } = note;
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-label={lesson || t`Video note`}>
      <Stack gap="sm">
        {lesson && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lesson}</Text>}
        <NoteVideo video={note.video} thumb={note.thumbjs} alt={lesson || t`Video note`} />
        <VideoProgress uuid={note.uuid} lesson={lesson} />
      </Stack>
    </Card>
  );
}

export function LabPractice({ lab }: { lab: LabRow }) {
  const { t } = useLingui();
  const { videos } = useLabVideos(lab);
  return (
    <Stack gap="md" maw={FEED_WIDTH} w="100%">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {lab.name}
      </Title>
      {!videos && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading your lab`}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={200} />
        </Stack>
      )}
      {videos?.length === 0 && (
        <Text c="dimmed">
          <Trans>No videos in this lab yet.</Trans>
        </Text>
      )}
      {videos && videos.length > 0 && (
        <LabProgress labId={lab.id} notes={videos.map((note) => note.uuid)}>
          {videos.map((note) => (
            <PracticeVideo key={note.uuid} note={note} />
          ))}
        </LabProgress>
      )}
    </Stack>
  );
}
