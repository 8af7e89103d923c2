/**
 * A shoutout's comments (everyone who may see it reads them; artists write) and the personal
 * messages between its two artists (only they see them), in the note's comment list and box. Read
 * straight from the server, newest first, and read again after each post or delete.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { chatApi, shoutoutsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { ChatMessage, ShoutoutComment } from '../../../shared/schemas/shoutouts';
import { usePagedList } from '../../lib/use-paged-list';
import { CommentThread } from '../notes/feed/comments-panel';
import { deleteMessage, deleteShoutoutComment, postShoutoutComment, sendMessage } from './shoutouts.actions';

function useThread<T>(path: string) {
  const list = usePagedList<T>(path);
  const after =
    <A extends unknown[]>(write: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await write(...args);
      list.reload();
    };
  return { list, after };
}

export function ShoutoutComments({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const { list, after } = useThread<ShoutoutComment>(shoutoutsApi.commentsOf(uuid, PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t`Comments`}
      </Title>
      <CommentThread
        list={{ ...list, rows: list.items }}
        onPost={after((text: string) => postShoutoutComment(uuid, text))}
        onDelete={after(deleteShoutoutComment)}
      />
    </Stack>
  );
}

export function ShoutoutMessages({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const { list, after } = useThread<ChatMessage>(chatApi.of(uuid, PAGE_SIZE));
  const rows = list.items?.map((m) => ({ ...m, comment: m.message }));
  const area = t`Personal messages`;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {area}
      </Title>
      <CommentThread
        list={{ ...list, rows }}
        onPost={after((text: string) => sendMessage(uuid, text))}
        onDelete={after(deleteMessage)}
        texts={{ area, empty: t`No messages yet. Only the two of you see them.`, box: t`Write a message` }}
      />
    </Stack>
  );
}
