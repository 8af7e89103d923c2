/**
 * One comment (shell 2.9): the author's photo and linked name, the short date, the text, its sync
 * state, and a menu: Delete for the author; Report for everyone else (local only, no call).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import type { CommentRow as Row } from '../../../lib/db';
import { deleteComment } from '../reactions.actions';
import { AuthoredText } from './authored-text';
import { WriteState } from './write-state';

type Props = { comment: Row; isAuthor: boolean };

export function CommentRow({ comment, isAuthor }: Props) {
  const { t } = useLingui();
  const remove = async () => {
    await deleteComment(comment.uuid);
    notifications.show({ message: translateMessage(msg.commentDeleted) });
  };
  return (
    <AuthoredText
      username={comment.username}
      thumb={comment.artist_metadata?.thumb}
      created={comment.created}
      text={comment.comment}
      actions={
        <Menu position="bottom-end" width={160}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`Comment actions`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {isAuthor ? (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void remove()}
              >
                <Trans>Delete</Trans>
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => notifications.show({ message: translateMessage(msg.commentReported) })}
              >
                <Trans>Report</Trans>
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      }
    >
      <WriteState target={comment.uuid} compact />
    </AuthoredText>
  );
}
