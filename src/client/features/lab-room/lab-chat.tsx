/**
 * The lab room's chat (members only, read from the server, not mirrored): the messages as the server
 * orders them (newest first), Load More for older ones, and the box; a post reloads the list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { labRoomApi } from '../../../shared/api-paths';
import type { LabChatMessage } from '../../../shared/schemas/lab-room';
import { usePagedList } from '../../lib/use-paged-list';
import { AuthoredText } from '../../ui/authored-text';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { ChatBox } from './chat-box';

export function LabChat({ plabUuid }: { plabUuid: string }) {
  const { t } = useLingui();
  const list = usePagedList<LabChatMessage>(labRoomApi.chatOf(plabUuid));
  const { items, error } = list;
  return (
    <Stack gap="sm" component="section" aria-labelledby="lab-chat-title">
      <Title order={3} size="h5" id="lab-chat-title">
        <Trans>Chat</Trans>
      </Title>
      <ChatBox plabUuid={plabUuid} onPosted={list.reload} />
      {error && (
        <LoadError
          title={t`Could not load the chat.`}
          error={error}
          onRetry={items ? list.loadMore : list.reload}
        />
      )}
      {items === undefined && !error && (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t`Loading the chat`}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      )}
      {items?.length === 0 && (
        <Text c="dimmed">
          <Trans>No messages yet. Say hello to the room.</Trans>
        </Text>
      )}
      {items && items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
          {items.map((message) => (
            <AuthoredText
              key={message.uuid}
              username={message.username}
              thumb={message.artist_metadata.thumb}
              created={message.created}
              text={message.comment}
            />
          ))}
        </Stack>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
