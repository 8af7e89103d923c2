/**
 * A shoutout's comments and its personal messages pulled into the mirror (db.shoutoutReplies), newest
 * first and paged as before, and read live: a reply written offline shows at once, and one the server
 * has not seen yet stays until its write is confirmed (lib/mirrored-rows.ts).
 */
import { useCallback } from 'react';
import { chatApi, shoutoutsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import { db, type ShoutoutReplyRow } from '../../lib/db';
import { cached, mergePage, useMirroredRows, visible } from '../../lib/mirrored-rows';

export type ReplyKind = 'comment' | 'message';

/** The thread a reply belongs to: by the shoutout's uuid, which a queued shoutout already has. */
export const threadOf = (kind: ReplyKind, shoutout: string) => `${kind}:${shoutout}`;

const firstPage = (kind: ReplyKind, shoutout: string) =>
  kind === 'comment' ? shoutoutsApi.commentsOf(shoutout, PAGE_SIZE) : chatApi.of(shoutout, PAGE_SIZE);

const replyList = (kind: ReplyKind, shoutout: string) => {
  const thread = threadOf(kind, shoutout);
  return cached<{ id: number; uuid: string }>(thread, () => ({
    key: thread,
    first: firstPage(kind, shoutout),
    tables: () => [db.shoutoutReplies],
    save: (rows, range) =>
      mergePage('shoutoutReplies', rows, range, (row) => row.thread === thread, { thread }),
  }));
};

/** The replies of one kind on a shoutout, newest first, with Load More. */
export function useShoutoutReplies(kind: ReplyKind, shoutout: string) {
  const read = useCallback(
    async (limit: number) => {
      const thread = threadOf(kind, shoutout);
      const rows = await db.shoutoutReplies
        .where('[thread+created]')
        .between([thread, ''], [thread, '\uffff'])
        .reverse()
        .toArray();
      return rows.filter(visible).slice(0, limit);
    },
    [kind, shoutout],
  );
  return useMirroredRows<ShoutoutReplyRow>(replyList(kind, shoutout), read, true);
}
