/** One message of a lab room's chat: the author's photo and linked name, the short date, the text. */
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LabChatMessage } from '../../../shared/schemas/published-lab';
import { shortDate } from '../cookings/feed/short-date';

export function ChatMessage({ message }: { message: LabChatMessage }) {
  const profile = `/${message.username}`;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <Avatar
        src={message.artist_metadata.thumb}
        name={message.username}
        color="initials"
        size={32}
        alt=""
        aria-hidden
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
            {message.username}
          </Anchor>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created} style={{ flex: 'none' }}>
            {shortDate(message.created)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.comment}
        </Text>
      </Stack>
    </Group>
  );
}
