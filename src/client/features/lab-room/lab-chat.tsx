/**
 * The lab room's chat (members only; the server decides): the messages from the mirror, newest first,
 * Load More for older ones, and the box. A message posted shows at once with its sync state. Someone
 * else's message has its actions (Report, Block, Mute); its author sees when a moderator hid it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { AuthoredText } from '../../ui/authored-text';
import { LoadError } from '../../ui/errors/load-error';
import { HiddenBadge } from '../../ui/hidden-badge';
import { LoadMore } from '../../ui/lists/load-more';
import { WriteState } from '../../ui/write-state';
import { MoreButton } from '../reports/more-button';
import { ChatBox } from './chat-box';
import { useLabChat } from './lab-room.mirror';

export function LabChat({ plabUuid }: { plabUuid: string }) {
  const { t } = useLingui();
  const list = useLabChat(plabUuid);
  const { rows, error, pending } = list;
  const loading = rows === undefined || (rows.length === 0 && pending && !error);
  return (
    <Stack gap="sm" component="section" aria-labelledby="lab-chat-title">
      <Title order={3} size="h5" id="lab-chat-title">
        <Trans>Chat</Trans>
      </Title>
      <ChatBox plabUuid={plabUuid} />
      {error && <LoadError title={t`Could not load the chat.`} error={error} onRetry={list.retry} />}
      {loading && (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t`Loading the chat`}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      )}
      {!loading && !error && rows.length === 0 && (
        <Text c="dimmed">
          <Trans>No messages yet. Say hello to the room.</Trans>
        </Text>
      )}
      {!loading && rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
          {rows.map((message) => (
            <AuthoredText
              key={message.uuid}
              username={message.username}
              thumb={message.artist_metadata.thumb}
              created={message.created}
              text={message.comment}
              actions={
                <MoreButton
                  label={t`Message actions`}
                  size="sm"
                  about={{
                    report: { target_type: 'room_message', target_id: message.uuid },
                    username: message.username,
                    name: message.username,
                  }}
                />
              }
            >
              <HiddenBadge hidden={message.hidden} compact />
              <WriteState target={message.uuid} compact />
            </AuthoredText>
          ))}
        </Stack>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
