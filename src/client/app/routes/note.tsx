/**
 * /whatiscooking/{uuid} and /create/{uuid}: one video note, from the mirror at once and fetched fresh.
 * A note that does not exist or is not visible to this user shows "Page Not Found". A practice link
 * (`?t=42&loop=42-51&speed=0.5`) opens its video there, looping at that speed.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NoteCard } from '../../features/notes/feed/note-card';
import { useNoteSync } from '../../features/notes/notes.mirror';
import { useTitle } from '../../lib/use-title';
import { ErrorPage } from '../../ui/errors/error-page';
import { LoadError } from '../../ui/errors/load-error';
import { NoteCardSkeleton } from '../../ui/lists/card-skeleton';
import { FEED_WIDTH } from '../../ui/lists/feed-width';
import { PracticeLinkContext, readPracticeLink } from '../../ui/video/practice-link';

export default function NoteRoute() {
  const uuid = useParams().uuid ?? '';
  const { row, error, retry } = useNoteSync(uuid, true);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const practice = useMemo(() => readPracticeLink(search), [search]);
  const { t } = useLingui();
  const username = row?.username;
  const title = row ? t`Video note by ${username}` : t`Video note`;
  useTitle(title);

  if (row === null) return <ErrorPage kind="notFound" />;
  return (
    <Stack gap="md" maw={FEED_WIDTH} mx="auto" py="lg">
      <VisuallyHidden>
        <Title order={1}>{title}</Title>
      </VisuallyHidden>
      {error && !row && (
        <LoadError title={t`Could not load this video note.`} error={error} onRetry={retry} />
      )}
      {row ? (
        <PracticeLinkContext value={practice}>
          <NoteCard row={row} onDeleted={() => navigate(`/${row.username}/videos`, { replace: true })} />
        </PracticeLinkContext>
      ) : (
        !error && <NoteCardSkeleton count={1} />
      )}
    </Stack>
  );
}
