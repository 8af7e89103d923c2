/**
 * One comment (shell 2.9): the author's photo and linked name, the short date, its moment (a chip
 * that plays the note's video there, or plain text where no video is given), the text, its sync
 * state ("Hidden by a moderator" on one's own hidden comment), and its actions button, whose menu
 * (comment-menu.tsx) loads on the first click.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy, type RefObject } from 'react';
import type { CommentRow as Row } from '../../../lib/db';
import { AuthoredText } from '../../../ui/authored-text';
import { HiddenBadge } from '../../../ui/hidden-badge';
import { MenuOnFirstClick } from '../../../ui/menu-on-first-click';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { WriteState } from '../../../ui/write-state';
import { MomentChip } from './moment-chip';

const CommentMenu = lazy(() => import('./comment-menu').then((m) => ({ default: m.CommentMenu })));

export type CommentMenuProps = {
  comment: Words;
  isAuthor: boolean;
  /** A video note's comment, which can be reported; other words only Block and Mute their author. */
  reportable: boolean;
  onDelete: (uuid: string) => Promise<unknown>;
};
/** Words someone wrote on something: a comment, or a personal message shown as one. */
export type Words = Pick<Row, 'uuid' | 'username' | 'artist_metadata' | 'created' | 'comment'> & {
  hidden?: boolean;
  at?: number | null;
};

type Handle = RefObject<PracticeHandle | null>;

/** The button's look, the same before and after the menu loads. */
export const commentActionsButton = { variant: 'subtle', color: 'gray', size: 'sm' } as const;
export const commentActionsIcon = <IconDots size={16} />;

/** `handle`: the note's video, which the moment's chip plays. */
export function CommentRow({ handle, ...props }: CommentMenuProps & { handle?: Handle }) {
  const { t } = useLingui();
  const { comment } = props;
  return (
    <AuthoredText
      username={comment.username}
      thumb={comment.artist_metadata?.thumb}
      created={comment.created}
      text={comment.comment}
      lead={comment.at != null && <MomentChip at={comment.at} handle={handle} />}
      actions={
        <MenuOnFirstClick
          button={(onClick) => (
            <ActionIcon
              {...commentActionsButton}
              aria-label={t`Comment actions`}
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={onClick}
            >
              {commentActionsIcon}
            </ActionIcon>
          )}
          menu={<CommentMenu {...props} />}
        />
      }
    >
      <HiddenBadge hidden={comment.hidden} compact />
      <WriteState target={comment.uuid} compact />
    </AuthoredText>
  );
}
