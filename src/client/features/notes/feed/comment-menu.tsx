/**
 * A comment's menu (loaded on the first click of its button, opened at once): Delete for the author;
 * for everyone else Block and Mute its author, and Report on a video note's comment.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { ActionsMenu } from '../../reports/actions-menu';
import { type CommentMenuProps, commentActionsButton, commentActionsIcon } from './comment-row';

export function CommentMenu({ comment, isAuthor, reportable, onDelete }: CommentMenuProps) {
  const { t } = useLingui();
  const remove = async () => {
    await onDelete(comment.uuid);
    notifications.show({ message: translateMessage(msg.commentDeleted) });
  };
  return (
    <ActionsMenu
      button={{ label: t`Comment actions`, icon: commentActionsIcon, look: commentActionsButton }}
      about={{
        report: reportable ? { target_type: 'comment', target_id: comment.uuid } : undefined,
        username: comment.username,
        name: comment.username,
      }}
    >
      {isAuthor && (
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void remove()}
        >
          <Trans>Delete</Trans>
        </Menu.Item>
      )}
    </ActionsMenu>
  );
}
