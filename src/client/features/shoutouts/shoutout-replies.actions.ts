/**
 * Comments on a shoutout and the personal messages between its two artists, queued like a note's
 * comments: a reply shows at once (offline too, marked "Waiting to sync"), the outbox posts it exactly
 * once and puts the server's copy in its place; a delete hides it at once, and one never sent is
 * just dropped. A refused reply shows the server's reason with Retry and Discard on its row.
 */
import { chatApi, shoutoutsApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { db } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { type ReplyKind, threadOf } from './shoutout-replies.mirror';

const paths = {
  comment: { post: shoutoutsApi.comments, item: shoutoutsApi.comment },
  message: { post: chatApi.send, item: chatApi.message },
};

/** The body the server reads: a comment names its shoutout `shareidobj`, a message `shareid`. */
const bodyOf = (kind: ReplyKind, uuid: string, shoutout: string, text: string) =>
  kind === 'comment'
    ? { uuid, shareidobj: shoutout, comment: text }
    : { uuid, shareid: shoutout, message: text };

/** Posts a comment or a message on the shoutout. */
export async function postReply(kind: ReplyKind, shoutout: string, text: string): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const uuid = crypto.randomUUID();
  const comment = text.trim();
  await queueWrite(
    {
      kind: `shoutout.${kind}.add`,
      target: uuid,
      steps: [
        {
          method: 'POST',
          path: paths[kind].post,
          body: bodyOf(kind, uuid, shoutout, comment),
          apply: 'shoutoutReplies',
        },
      ],
      touches: [{ table: 'shoutoutReplies', uuid }],
    },
    () =>
      db.shoutoutReplies.add({
        uuid,
        username: user.username,
        comment,
        thread: threadOf(kind, shoutout),
        created: new Date().toISOString(),
        artist_metadata: { thumb: user.portfolio?.thumb ?? null },
      }),
  );
}

/** Deletes the user's comment or message; a 404 means it is gone already. */
export async function deleteReply(kind: ReplyKind, uuid: string): Promise<void> {
  if (await cancelUnsent(uuid, `shoutout.${kind}.add`, () => db.shoutoutReplies.delete(uuid))) return;
  const reply = await db.shoutoutReplies.get(uuid);
  if (!reply) return;
  await queueWrite(
    {
      kind: `shoutout.${kind}.remove`,
      target: uuid,
      steps: [
        {
          method: 'DELETE',
          path: paths[kind].item(reply.id ?? uuid),
          apply: 'shoutoutReplies',
          goneIsDone: true,
        },
      ],
      touches: [{ table: 'shoutoutReplies', uuid }],
    },
    () => db.shoutoutReplies.update(uuid, { deleted: 1 }),
  );
}
