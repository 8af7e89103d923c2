/**
 * A video note in a feed (spec 2, video feed card): author and date, lesson, mention chips, the video,
 * its sync state, its sections and the author's questions to its teachers (issue 28), reactions and
 * comments. Everyone gets Share, the author Edit and Delete, everyone
 * else Report, Block and Mute; a note a moderator hid says so to its author (whom alone it shows). The
 * menu (on its first click), the comments, sections and questions load as their own chunks so the
 * first route stays light; they and the reactions mount (and fetch) only once the card nears the
 * viewport, so a long feed costs what is looked at.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Card, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useRef } from 'react';
import type { NoteRow } from '../../../lib/db';
import { userAtom } from '../../../lib/session';
import { HiddenBadge } from '../../../ui/hidden-badge';
import { NoteVideo } from '../../../ui/video/note-video';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { WriteState } from '../../../ui/write-state';
import { CardHeader } from './card-header';
import { MentionChips } from './mention-chips';
import { NoteMenuButton } from './note-menu-button';
import { ReactionsPanel } from './reactions-panel';
import { useNearViewport } from './use-near-viewport';

const CommentsPanel = lazy(() => import('./comments-panel').then((m) => ({ default: m.CommentsPanel })));
const NotePractice = lazy(() => import('./note-practice').then((m) => ({ default: m.NotePractice })));

/** About what reactions and an empty comment box take, held until they mount. */
const SOCIAL_HEIGHT = 150;

type Props = { row: NoteRow; onDeleted?: () => void };

/**
 * Memoised: a feed's pending and error state change twice on every revalidation, and its cards
 * re-render only for a row (or their own state) that changed.
 */
export const NoteCard = memo(function NoteCard({ row, onDeleted }: Props) {
  const user = useAtomValue(userAtom);
  const [social, near] = useNearViewport<HTMLDivElement>();
  // The video's handle: its comments' moments play it, and the comment box reads its time.
  const practice = useRef<PracticeHandle>(null);
  const { t } = useLingui();
  const username = row.username;
  const name = t`Video note by ${username}`;
  const menu = (
    <NoteMenuButton
      uuid={row.uuid}
      title={name}
      isOwner={user?.username === row.username}
      about={{
        report: { target_type: 'note', target_id: row.uuid },
        username: row.username,
        name: row.artist_name || row.username,
      }}
      onDeleted={onDeleted}
    />
  );
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-label={name}>
      <Stack gap="sm">
        <CardHeader row={row} menu={menu} />
        <HiddenBadge hidden={row.hidden} />
        <WriteState target={row.uuid} />
        {row.lesson && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.lesson}</Text>}
        <MentionChips row={row} />
        <NoteVideo
          video={row.video}
          thumb={row.thumbjs}
          alt={t`Video by ${username}`}
          link={`/whatiscooking/${row.uuid}`}
          handle={practice}
        />
        {near && (
          <Suspense fallback={null}>
            <NotePractice note={row} handle={practice} />
          </Suspense>
        )}
        <Box ref={social} mih={near ? undefined : SOCIAL_HEIGHT}>
          {near && (
            <Stack gap="sm">
              <ReactionsPanel noteUuid={row.uuid} />
              <Divider />
              <Suspense fallback={<Skeleton height={36} />}>
                <CommentsPanel noteUuid={row.uuid} handle={practice} />
              </Suspense>
            </Stack>
          )}
        </Box>
      </Stack>
    </Card>
  );
});
