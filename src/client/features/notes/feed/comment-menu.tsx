/**
 * A comment's menu (loaded on the first click of its button, opened at once): Delete for the author;
 * Report for everyone else (local only, no call).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { type CommentMenuProps, commentActionsButton, commentActionsIcon } from './comment-row';

export function CommentMenu({ uuid, isAuthor, onDelete }: CommentMenuProps) {
  const { t } = useLingui();
  const remove = async () => {
    await onDelete(uuid);
    notifications.show({ message: translateMessage(msg.commentDeleted) });
  };
  return (
    <Menu position="bottom-end" width={160} defaultOpened>
      <Menu.Target>
        <ActionIcon {...commentActionsButton} aria-label={t`Comment actions`}>
          {commentActionsIcon}
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
  );
}
