/**
 * A shoutout's comments (everyone who may see it reads them; artists write) and the personal
 * messages between its two artists (only they see them), in the note's comment list and box. Read
 * from the mirror, newest first, and written through the outbox: a reply shows at once, offline too.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { CommentThread } from '../notes/feed/comments-panel';
import { deleteReply, postReply } from './shoutout-replies.actions';
import { type ReplyKind, useShoutoutReplies } from './shoutout-replies.mirror';

function useThread(kind: ReplyKind, uuid: string) {
  return {
    list: useShoutoutReplies(kind, uuid),
    onPost: (text: string) => postReply(kind, uuid, text),
    onDelete: (reply: string) => deleteReply(kind, reply),
  };
}

export function ShoutoutComments({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t`Comments`}
      </Title>
      <CommentThread {...useThread('comment', uuid)} />
    </Stack>
  );
}

export function ShoutoutMessages({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const area = t`Personal messages`;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {area}
      </Title>
      <CommentThread
        {...useThread('message', uuid)}
        texts={{ area, empty: t`No messages yet. Only the two of you see them.`, box: t`Write a message` }}
      />
    </Stack>
  );
}
