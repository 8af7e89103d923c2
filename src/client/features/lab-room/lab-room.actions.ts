/**
 * The lab room's one write, a chat message, queued like a shoutout's comments: it shows at once
 * (offline too, marked "Waiting to sync"), the outbox posts it exactly once (a repeat of its uuid
 * answers the message already stored) and puts the server's copy in its place. Members only on the
 * server: a refusal (403) shows its reason with Retry and Discard on the message.
 */
import { labRoomApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import { db } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

/** Posts a checked message (chat-box.tsx) to the room of the published lab `room` (its uuid). */
export async function postChatMessage(room: string, comment: string): Promise<void> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const uuid = crypto.randomUUID();
  await queueWrite(
    {
      kind: 'lab-room.message.add',
      target: uuid,
      steps: [
        {
          method: 'POST',
          path: labRoomApi.chat,
          body: { uuid, plab: room, comment },
          apply: 'labChat',
        },
      ],
      touches: [{ table: 'labChat', uuid }],
    },
    () =>
      db.labChat.add({
        uuid,
        username: user.username,
        comment,
        room,
        created: new Date().toISOString(),
        hidden: false,
        artist_metadata: { thumb: user.portfolio?.thumb ?? null },
      }),
  );
}
