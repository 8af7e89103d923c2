/**
 * Edit mode of the video-note form: loads the note into the mirror first (offline, the mirrored copy
 * opens), and lets only its author edit it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { userAtom } from '../../../lib/session';
import { LoadProblem } from '../../../ui/errors/load-problem';
import { useNoteSync } from '../notes.mirror';
import { VideoNoteForm } from './note-form';
import type { NoteFormParts } from './note-form-parts';

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const instead = (
    <Button size="xs" variant="default" component={Link} to="/upload/uploadvideo">
      <Trans>Take a new video note</Trans>
    </Button>
  );
  return <LoadProblem title={title} text={text} onRetry={onRetry} instead={instead} />;
}

export function VideoNoteEditor({ uuid, parts }: { uuid: string; parts: NoteFormParts }) {
  const user = useAtomValue(userAtom);
  const { row, pending, error, retry } = useNoteSync(uuid);
  const { t } = useLingui();
  /* Wait for the fresh copy (offline the fetch fails at once and the mirrored copy opens). */
  if (row === undefined || pending) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading your post`}>
        <Skeleton height={58} />
        <Skeleton height={110} />
        <Skeleton height={58} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (!row && error)
    return <Problem title={t`Could not load this post.`} text={error.message} onRetry={retry} />;
  if (!row)
    return <Problem title={t`Post not found.`} text={t`This post does not exist or you cannot see it.`} />;
  if (row.username.toLowerCase() !== user?.username.toLowerCase())
    return <Problem title={t`Not your post.`} text={t`Only the author of a post can edit it.`} />;
  return <VideoNoteForm key={row.uuid} original={row} parts={parts} />;
}
