/**
 * Workshops pulled from the API into the mirror's `workshops` table: a workshop's page is fetched
 * into it each time it opens online (with its room, for those in it), and the workshops I am going
 * to are fetched into it when the list opens, so their pages (time, venue, room) open offline at the
 * venue. Lists and searches are read straight from the API (lib/use-paged-list.ts). Room actions
 * (token, requests, answers, sharing a note) need a connection.
 */
import { useCallback } from 'react';
import type { ListPage } from '../../../shared/api';
import type {
  RoomAccess,
  RoomRequest,
  RoomToken,
  RoomVideo,
  Workshop,
  WorkshopPerson,
} from '../../../shared/schemas/workshops';
import { ApiError, api } from '../../lib/api';
import { db, type RoomSnapshot, type WorkshopRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { queuedTargets, visible } from '../../lib/mirrored-rows';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

export const WORKSHOPS = '/workshops/';
export const workshopPath = (uuid: string) => `${WORKSHOPS}${encodeURIComponent(uuid)}/`;
const ofWorkshop = (uuid: string) => `?workshop_uuid=${encodeURIComponent(uuid)}`;
export const roomPath = (what: string, uuid: string) => `${WORKSHOPS}room/${what}/${ofWorkshop(uuid)}`;

/** Puts the server's copy of a workshop into the mirror (keeping the room last seen). */
export const saveWorkshop = async (workshop: Workshop) => {
  const current = await db.workshops.get(workshop.uuid);
  await db.workshops.put(toRow('workshops', workshop as never, current as never) as WorkshopRow);
};

/** Saves `workshops` unless a queued write still changes them (the local state wins until it is sent). */
async function saveUnqueued(workshops: Workshop[]) {
  await db.transaction('rw', db.workshops, db.outbox, async () => {
    const queued = await queuedTargets();
    for (const workshop of workshops) if (!queued.has(workshop.uuid)) await saveWorkshop(workshop);
  });
}

/** Fetches one workshop into the mirror; a 404 removes a copy without queued writes. */
export async function fetchWorkshop(uuid: string): Promise<void> {
  try {
    await saveUnqueued([await api<Workshop>(workshopPath(uuid))]);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await db.transaction('rw', db.workshops, db.outbox, async () => {
      if (!(await queuedTargets()).has(uuid)) await db.workshops.delete(uuid);
    });
  }
}

/** Fetches the workshops I am going to (the first 100, soonest first) into the mirror. */
export async function fetchMyGoing(): Promise<void> {
  const page = await api<ListPage<Workshop>>(`${WORKSHOPS}iamgoing-workshops/?page_size=100`);
  await saveUnqueued(page.results);
}

/** One workshop, live from the mirror and fetched again on every opening online. */
export function useWorkshop(uuid: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(
      (online: boolean) =>
        run(async () => {
          if (online || !(await db.workshops.get(uuid))) await fetchWorkshop(uuid);
        }),
      [uuid, run],
    ),
  );
  const row = useLiveQuery(async () => {
    const found = await db.workshops.get(uuid);
    return found && visible(found) ? found : null;
  }, [uuid]);
  return { row: row === null && call.pending ? undefined : row, error: call.error, retry: call.retry };
}

/** Reads the room as the caller may see it, and keeps it on the mirrored workshop for offline. */
export async function fetchRoom(uuid: string): Promise<void> {
  const access = await api<RoomAccess>(roomPath('access', uuid));
  let snapshot: RoomSnapshot = { access, members: [], videos: [] };
  if (access.access) {
    const [members, videos] = await Promise.all([
      api<ListPage<WorkshopPerson>>(`${roomPath('members', uuid)}&page_size=100`),
      api<ListPage<RoomVideo>>(`${roomPath('videos', uuid)}&page_size=100`),
    ]);
    snapshot = { access, members: members.results, videos: videos.results };
  }
  await db.workshops.update(uuid, { room: snapshot });
}

const send = <T>(path: string, method: 'POST' | 'PUT', body: object = {}) => api<T>(path, { method, body });

/** The organiser's room token (made on first ask). */
export const obtainToken = (uuid: string, rotate = false) =>
  send<RoomToken>(`${WORKSHOPS}token/${encodeURIComponent(uuid)}/`, 'PUT', { rotate });

/** Enters the room with a token; the answer says whether it was right. */
export const checkToken = (uuid: string, token: string) =>
  api<RoomAccess & { valid: boolean }>(
    `${WORKSHOPS}token/check/${ofWorkshop(uuid)}&workshop_token=${encodeURIComponent(token)}`,
  );

export const requestAccess = (uuid: string) =>
  send<RoomRequest>(`${WORKSHOPS}room/request-access/`, 'POST', { workshop_uuid: uuid });

export const answerRequest = (id: number, approve: boolean) =>
  send<RoomRequest>(`${WORKSHOPS}room/request-access/${id}/${approve ? 'approve' : 'refuse'}/`, 'POST');

export const shareVideo = (uuid: string, cooking: string) =>
  send<RoomVideo>(`${WORKSHOPS}room/videos/`, 'POST', { workshop_uuid: uuid, cooking });
