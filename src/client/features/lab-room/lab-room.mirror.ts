/**
 * A lab room's chat pulled into the mirror (db.labChat), newest first and paged as the server pages
 * it, and read live: a message written offline shows at once, and one the server has not seen yet
 * stays until its write is confirmed (lib/mirrored-rows.ts); a message from another member comes in
 * through the room's live stream (lib/live.ts). Members only: the server decides, and a refused read
 * shows as the list's error. The room's members are read online (lab-members.tsx).
 */
import { useCallback, useEffect } from 'react';
import { labRoomApi, liveApi } from '../../../shared/api-paths';
import { db, type LabChatRow } from '../../lib/db';
import { watchLive } from '../../lib/live';
import { refreshMirror } from '../../lib/mirror';
import { cached, mergePage, useMirroredRows, visible } from '../../lib/mirrored-rows';

/** While the live stream cannot be held, the chat is read this often. */
const CHAT_POLL = { pollMs: 15_000 };

const chatList = (room: string) => {
  const key = `labChat:${room}`;
  return cached<{ id: number; uuid: string }>(key, () => ({
    key,
    first: labRoomApi.chatOf(room),
    tables: () => [db.labChat],
    save: (rows, range) => mergePage('labChat', rows, range, (row) => row.room === room, { room }),
  }));
};

/** The messages of the room of the published lab `room` (its uuid), newest first, with Load More. */
export function useLabChat(room: string) {
  const read = useCallback(
    async (limit: number) => {
      const rows = await db.labChat
        .where('[room+created]')
        .between([room, ''], [room, '\uffff'])
        .reverse()
        .toArray();
      return rows.filter(visible).slice(0, limit);
    },
    [room],
  );
  // A read that fails leaves the list as it is: the next message, or the fallback poll, reads again.
  useEffect(
    () =>
      watchLive(
        liveApi.room(room),
        () => void refreshMirror(chatList(room), true).catch(() => {}),
        CHAT_POLL,
      ),
    [room],
  );
  return useMirroredRows<LabChatRow>(chatList(room), read, true);
}
