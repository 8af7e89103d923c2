/**
 * The workshop room's writes, offline first like every other write (screen, action, outbox): asking
 * to enter, the organiser's answers and taking a member out, and sharing a note. Each changes the
 * room kept on the mirrored workshop at once, in the transaction that queues its one outbox entry,
 * so at a venue without a connection the organiser still lets people in and the room shows it.
 * The screen sends it at once when it can (`sendRoomWrite`, use-room-write.tsx). The room token and entering with it
 * need the server, which keeps the token (workshops.online.ts).
 */
import { workshopsApi } from '../../../shared/api-paths';
import { db, type NoteRow, type OutboxStep, type RoomSnapshot } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';
import { sendNow } from '../../lib/outbox-answer';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { fetchRoom } from './workshops.mirror';

type Change = (room: RoomSnapshot) => RoomSnapshot;

/** Queues `step` for the room of workshop `uuid`, changing the room kept on the device with `change`. */
const queueRoomWrite = (uuid: string, kind: string, step: OutboxStep, change: Change) =>
  queueWrite({ kind, target: uuid, steps: [step], touches: [{ table: 'workshops', uuid }] }, async () => {
    const row = await db.workshops.get(uuid);
    if (row?.room) await db.workshops.update(uuid, { room: change(row.room) });
  });

/**
 * Sends the queued room write `key` now and reads the room again once it is sent: 'sent', or
 * 'queued' when it waits on the device (offline, the server busy). The server's refusal is thrown,
 * its change undone.
 */
export async function sendRoomWrite(uuid: string, key: string): Promise<'sent' | 'queued'> {
  const sent = await sendNow(key);
  if (sent === 'sent') await fetchRoom(uuid);
  return sent;
}

/** Asks the organiser to let the caller in (again, a day after a refusal). */
export const askToEnter = (uuid: string) =>
  queueRoomWrite(
    uuid,
    'workshop.room.ask',
    { method: 'POST', path: workshopsApi.requestAccess, body: { workshop_uuid: uuid } },
    (room) => ({
      ...room,
      access: { ...room.access, request: { id: room.access.request?.id ?? 0, status: 'pending' } },
    }),
  );

/** The organiser approves (the dancer becomes a member) or refuses request `id`. */
export const answerRequest = (uuid: string, id: number, approve: boolean) =>
  queueRoomWrite(
    uuid,
    'workshop.room.answer',
    { method: 'POST', path: workshopsApi.answerRequest(id, approve ? 'approve' : 'refuse') },
    (room) => {
      const requests = room.requests ?? [];
      const request = requests.find((r) => r.id === id);
      const member = room.members.some((m) => m.username === request?.username);
      return {
        ...room,
        requests: requests.map((r) => (r.id === id ? { ...r, status: approve ? 'approved' : 'refused' } : r)),
        members:
          approve && request && !member
            ? [...room.members, request]
            : room.members.filter((m) => approve || m.username !== request?.username),
      };
    },
  );

/** The organiser takes a member out of the room (already out counts as done). */
export const takeOut = (uuid: string, username: string) =>
  queueRoomWrite(
    uuid,
    'workshop.room.remove',
    { method: 'DELETE', path: workshopsApi.member(uuid, username), goneIsDone: true },
    (room) => ({ ...room, members: room.members.filter((m) => m.username !== username) }),
  );

/** Shares one of the caller's notes into the room; it shows first, as the server lists them. */
export function shareNote(uuid: string, note: NoteRow): Promise<string> {
  const username = store.get(userAtom)?.username ?? '';
  return queueRoomWrite(
    uuid,
    'workshop.room.share',
    { method: 'POST', path: workshopsApi.shareVideo, body: { workshop_uuid: uuid, cooking: note.uuid } },
    (room) => ({
      ...room,
      videos: room.videos.some((v) => v.cooking.uuid === note.uuid)
        ? room.videos
        : [
            {
              id: 0,
              username,
              workshop_uuid: uuid,
              cooking: { uuid: note.uuid, lesson: note.lesson, thumbjs: note.thumbjs },
              created: new Date().toISOString(),
            },
            ...room.videos,
          ],
    }),
  );
}
