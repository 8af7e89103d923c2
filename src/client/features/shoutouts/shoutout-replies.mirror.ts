/**
 * A shoutout's comments and its personal messages pulled into the mirror (db.shoutoutReplies), newest
 * first and paged as before, and read live: a reply written offline shows at once, and one the server
 * has not seen yet stays until its write is confirmed (lib/mirrored-rows.ts); another's reply comes in
 * through the shoutout's live stream (lib/live.ts), which tells its artists of messages too.
 */
import { useCallback, useEffect } from 'react';
import { chatApi, liveApi, shoutoutsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import { db, type ShoutoutReplyRow } from '../../lib/db';
import { watchLive } from '../../lib/live';
import { refreshMirror } from '../../lib/mirror';
import { cached, mergePage, useMirroredRows, visible } from '../../lib/mirrored-rows';

export type ReplyKind = 'comment' | 'message';

/** The thread a reply belongs to: by the shoutout's uuid, which a queued shoutout already has. */
export const threadOf = (kind: ReplyKind, shoutout: string) => `${kind}:${shoutout}`;

/** While the live stream cannot be held, the replies are read this often. */
const REPLIES_POLL = { pollMs: 15_000 };

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
  // A read that fails leaves the list as it is: the next reply, or the fallback poll, reads again.
  useEffect(() => {
    const refresh = () => void refreshMirror(replyList(kind, shoutout), true).catch(() => {});
    return watchLive(liveApi.shoutout(shoutout), refresh, REPLIES_POLL);
  }, [kind, shoutout]);
  return useMirroredRows<ShoutoutReplyRow>(replyList(kind, shoutout), read, true);
}
