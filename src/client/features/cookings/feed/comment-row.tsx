/**
 * One comment (shell 2.9): the author's photo and linked name, the short date, the text, its sync
 * state, and a menu: Delete for the author; Report for everyone else (local only, no call).
 */
import { ActionIcon, Anchor, Avatar, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { msg } from '../../../../shared/messages';
import type { CommentRow as Row } from '../../../lib/db';
import { deleteComment } from '../reactions.actions';
import { shortDate } from './short-date';
import { WriteState } from './write-state';

type Props = { comment: Row; isAuthor: boolean };

export function CommentRow({ comment, isAuthor }: Props) {
  const profile = `/${comment.username}`;
  const remove = async () => {
    await deleteComment(comment.uuid);
    notifications.show({ message: msg.commentDeleted });
  };
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <Avatar
        component={Link}
        to={profile}
        src={comment.artist_metadata?.thumb}
        name={comment.username}
        color="initials"
        size={32}
        alt=""
        aria-hidden
        tabIndex={-1}
        imageProps={{ loading: 'lazy' }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={8} wrap="nowrap">
          <Anchor
            component={Link}
            to={profile}
            size="sm"
            fw={700}
            c="var(--mantine-color-text)"
            truncate="end"
          >
            {comment.username}
          </Anchor>
          <Text size="xs" c="dimmed" component="time" dateTime={comment.created} style={{ flex: 'none' }}>
            {shortDate(comment.created)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.comment}
        </Text>
        <WriteState target={comment.uuid} compact />
      </Stack>
      <Menu position="bottom-end" width={160}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Comment actions">
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
              Delete
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => notifications.show({ message: msg.commentReported })}
            >
              Report
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
