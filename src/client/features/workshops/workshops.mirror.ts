/**
 * Workshops pulled from the API into the mirror's `workshops` table: a workshop's page is fetched
 * into it each time it opens online (with its room, for those in it). Lists and searches are keyed
 * lists (lib/keyed-lists.ts), so they open offline too; the workshops I am going to are one (/workshops
 * shows it first), so their pages (time, venue, room) open offline at the venue. The room keeps its
 * members, videos and, for the organiser, the requests to enter, which room.actions.ts changes, and the
 * door (who is going and who attended), which door.actions.ts changes.
 */

import type { ListPage } from '../../../shared/api';
import { workshopsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { DoorList } from '../../../shared/schemas/workshop-door';
import type { RoomAccess, RoomRequest, RoomVideo } from '../../../shared/schemas/workshop-room';
import type { WorkshopPerson } from '../../../shared/schemas/workshops';
import { api } from '../../lib/api';
import { type DoorSnapshot, db, type RoomSnapshot, type WorkshopRow } from '../../lib/db';
import { useKeyedList } from '../../lib/keyed-lists';
import { useMirroredObject } from '../../lib/mirrored-object';
import type { BrowseKey } from '../../ui/calendar/browse';
import { layCheckins } from './door.actions';

/** The door's goers are read in the largest pages the API gives, up to DOOR_PAGES of them. */
const DOOR_PAGE = 100;
const DOOR_PAGES = 20;

/**
 * /workshops' lists (`upcoming`, `search:`, my `going:`, my `rooms:`), and an artist's `organised:`
 * and `taught:`.
 */
export type WorkshopListKey = BrowseKey | `rooms:${string}` | `organised:${string}` | `taught:${string}`;

function firstPage(key: WorkshopListKey): string {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  if (kind === 'search') {
    const [text = '', month = ''] = rest.split('|');
    return workshopsApi.search({
      page_size: PAGE_SIZE,
      query: text || undefined,
      this_month: month ? 'yes' : undefined,
    });
  }
  if (kind === 'organised') return workshopsApi.organisedBy(rest, PAGE_SIZE);
  if (kind === 'taught') return workshopsApi.taughtBy(rest, PAGE_SIZE);
  if (kind === 'going') return workshopsApi.myGoing(PAGE_SIZE);
  if (kind === 'rooms') return workshopsApi.myRooms(PAGE_SIZE);
  return workshopsApi.upcoming(PAGE_SIZE);
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
    always: key === 'upcoming' || /^(search|going|rooms):/.test(key),
  });

/** One workshop, live from the mirror and fetched again on every opening online. */
export const useWorkshop = (uuid: string) =>
  useMirroredObject<WorkshopRow>({ table: 'workshops', uuid, path: workshopsApi.workshop(uuid) });

/** The organiser's door as read, with the check-ins still waiting on the device laid over it. */
async function fetchDoor(uuid: string): Promise<DoorSnapshot> {
  const first = await api<DoorList>(workshopsApi.door(uuid, DOOR_PAGE));
  const goers = [...first.results];
  let next = first.next;
  for (let page = 1; next && page < DOOR_PAGES; page++) {
    const more: DoorList = await api<DoorList>(next);
    goers.push(...more.results);
    next = more.next;
  }
  return layCheckins(uuid, { goers, going_count: first.going_count, attended_count: first.attended_count });
}

/**
 * Reads the room as the caller may see it (and, for the organiser, the door: who is going and who
 * attended), and keeps it on the mirrored workshop for offline.
 */
export async function fetchRoom(uuid: string): Promise<void> {
  const access = await api<RoomAccess>(workshopsApi.room('access', uuid));
  let snapshot: RoomSnapshot = { access, members: [], videos: [] };
  if (access.access) {
    const organiser = access.role === 'organiser';
    const [members, videos, requests, door] = await Promise.all([
      api<ListPage<WorkshopPerson>>(workshopsApi.room('members', uuid, 100)),
      api<ListPage<RoomVideo>>(workshopsApi.room('videos', uuid, 100)),
      organiser ? api<ListPage<RoomRequest>>(workshopsApi.room('request-access-code-list', uuid, 100)) : null,
      organiser ? fetchDoor(uuid) : undefined,
    ]);
    snapshot = {
      access,
      members: members.results,
      videos: videos.results,
      requests: requests?.results,
      door,
    };
  }
  await db.workshops.update(uuid, { room: snapshot });
}
