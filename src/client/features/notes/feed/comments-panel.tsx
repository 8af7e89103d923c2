/**
 * The comments of a note (loaded on demand with the card): newest first in a scroll area of at most
 * 148 px (spec 9), Load More for older ones, and the comment box; given the note's video `handle`, a
 * comment may be pinned to a moment and its chip plays it. Reads the mirror; works offline.
 * `CommentThread` is the same list and box for any words on something (a shoutout's comments, its
 * personal messages), given the rows and how to post and delete.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { RefObject } from 'react';
import { userAtom } from '../../../lib/session';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { useCommentsSync } from '../comments.mirror';
import { deleteComment, postComment } from '../reactions.actions';
import { CommentBox } from './comment-box';
import { CommentRow, type Words } from './comment-row';

const COMMENT_AREA_HEIGHT = 148;

type Handle = RefObject<PracticeHandle | null>;

export function CommentsPanel({ noteUuid, handle }: { noteUuid: string; handle?: Handle }) {
  return (
    <CommentThread
      list={useCommentsSync(noteUuid)}
      onPost={(comment, at) => postComment(noteUuid, comment, at)}
      onDelete={deleteComment}
      reportable
      handle={handle}
    />
  );
}

type ThreadProps = {
  list: { rows: Words[] | undefined; pending: boolean; hasMore: boolean; loadMore: () => void };
  onPost: (text: string, at: number | null) => Promise<unknown>;
  onDelete: (uuid: string) => Promise<unknown>;
  /** Video notes' comments, which can be reported (reports/actions-menu.tsx). */
  reportable?: boolean;
  /** The area's name, what shows when it is empty, and the box's label (comments by default). */
  texts?: { area: string; empty: string; box: string };
  /** A note's video: its comments' moments play it, and the box may pin one. */
  handle?: Handle;
};

export function CommentThread({ list, onPost, onDelete, reportable = false, texts, handle }: ThreadProps) {
  const { rows, pending, loadMore, hasMore } = list;
  const user = useAtomValue(userAtom);
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      {rows === undefined ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t`Loading comments`}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      ) : rows.length > 0 ? (
        <ScrollArea.Autosize
          mah={COMMENT_AREA_HEIGHT}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': texts?.area ?? t`Comments` }}
        >
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((comment) => (
              <CommentRow
                key={comment.uuid}
                comment={comment}
                isAuthor={comment.username === user?.username}
                reportable={reportable}
                onDelete={onDelete}
                handle={handle}
              />
            ))}
          </Stack>
          {hasMore && (
            <Center py={6}>
              <Button size="compact-sm" variant="subtle" loading={pending} onClick={loadMore}>
                <Trans>Load More</Trans>
              </Button>
            </Center>
          )}
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {texts?.empty ?? <Trans>No comments yet.</Trans>}
        </Text>
      )}
      <CommentBox onPost={onPost} label={texts?.box} handle={handle} />
    </Stack>
  );
}
