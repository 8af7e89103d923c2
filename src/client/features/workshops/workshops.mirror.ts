/**
 * Workshops pulled from the API into the mirror's `workshops` table: a workshop's page is fetched
 * into it each time it opens online (with its room, for those in it). Lists and searches are keyed
 * lists (lib/keyed-lists.ts), so they open offline too; the workshops I am going to are one (/workshops
 * shows it first), so their pages (time, venue, room) open offline at the venue. Room actions
 * (token, requests, answers, sharing a note) need a connection (workshops.online.ts).
 */

import type { ListPage } from '../../../shared/api';
import { PAGE_SIZE } from '../../../shared/constants';
import type { RoomAccess, RoomVideo, WorkshopPerson } from '../../../shared/schemas/workshops';
import { api } from '../../lib/api';
import { db, type RoomSnapshot, type WorkshopRow } from '../../lib/db';
import { useKeyedList } from '../../lib/keyed-lists';
import { useMirroredObject } from '../../lib/mirrored-object';
import type { BrowseKey } from '../../ui/calendar/browse';

export const WORKSHOPS = '/workshops/';
export const workshopPath = (uuid: string) => `${WORKSHOPS}${encodeURIComponent(uuid)}/`;
export const ofWorkshop = (uuid: string) => `?workshop_uuid=${encodeURIComponent(uuid)}`;
export const roomPath = (what: string, uuid: string) => `${WORKSHOPS}room/${what}/${ofWorkshop(uuid)}`;

/** /workshops' lists (`upcoming`, `search:`, my `going:`), and an artist's `organised:` and `taught:`. */
export type WorkshopListKey = BrowseKey | `organised:${string}` | `taught:${string}`;

function firstPage(key: WorkshopListKey): string {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  const size = `page_size=${PAGE_SIZE}`;
  if (kind === 'search') {
    const [text = '', month = ''] = rest.split('|');
    const query = new URLSearchParams({
      ...(text ? { query: text } : {}),
      ...(month ? { this_month: 'yes' } : {}),
    });
    return `${WORKSHOPS}search/?${size}&${query}`;
  }
  const who = `username=${encodeURIComponent(rest)}&${size}`;
  if (kind === 'organised') return `${WORKSHOPS}workshops-organized-by-artist/?${who}`;
  if (kind === 'taught') return `${WORKSHOPS}workshops-taught-by-artist/?${who}`;
  if (kind === 'going') return `${WORKSHOPS}iamgoing-workshops/?${size}`;
  return `${WORKSHOPS}list/?${size}`;
}

const isPast = (row: WorkshopRow, now: string) => (row.ends_at ?? row.starts_at) < now;
/** As the server pages them: upcoming soonest first, then past ones latest first. */
function upcomingFirst(a: WorkshopRow, b: WorkshopRow): number {
  const now = new Date().toISOString();
  const [pastA, pastB] = [isPast(a, now), isPast(b, now)];
  if (pastA !== pastB) return pastA ? 1 : -1;
  return pastA ? b.starts_at.localeCompare(a.starts_at) : a.starts_at.localeCompare(b.starts_at);
}

/** A list of workshops, live, upcoming first; /workshops' lists are fetched again on every opening. */
export const useWorkshopList = (key: WorkshopListKey) =>
  useKeyedList<WorkshopRow>({
    table: 'workshops',
    key,
    first: firstPage(key),
    order: upcomingFirst,
    always: key === 'upcoming' || key.startsWith('search:') || key.startsWith('going:'),
  });

/** One workshop, live from the mirror and fetched again on every opening online. */
export const useWorkshop = (uuid: string) =>
  useMirroredObject<WorkshopRow>({ table: 'workshops', uuid, path: workshopPath(uuid) });

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
