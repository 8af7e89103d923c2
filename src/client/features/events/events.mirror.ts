/**
 * Events pulled from the API into the mirror's `events` table, and the hooks screens read them with.
 * Event lists are ordered by start, so they are keyed lists (lib/keyed-lists.ts). Lists follow the
 * 15-minute rule or Refresh; offline, what the mirror holds shows, so an event one is going to (or
 * has opened) opens at the venue without a connection.
 */
import { eventsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { EventRow } from '../../lib/db';
import { useKeyedList } from '../../lib/keyed-lists';
import { useMirroredObject } from '../../lib/mirrored-object';
import type { BrowseKey } from '../../ui/calendar/browse';

/**
 * `upcoming`, `search:{text}|{month}` (month: yes or empty), and a user's `organised:`, `tagged:` and
 * `going:` events.
 */
export type EventListKey = BrowseKey | `organised:${string}` | `tagged:${string}`;

function firstPage(key: EventListKey): string {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  if (kind === 'search') {
    const [text = '', month = ''] = rest.split('|');
    return eventsApi.search({ query: text, this_month: month ? 'yes' : undefined, page_size: PAGE_SIZE });
  }
  if (kind === 'organised') return eventsApi.organisedBy(rest, PAGE_SIZE);
  if (kind === 'tagged') return eventsApi.taggedIn(rest, PAGE_SIZE);
  if (kind === 'going') return eventsApi.goingBy(rest, PAGE_SIZE);
  return eventsApi.upcoming(PAGE_SIZE);
}

/** Upcoming lists show soonest first; a user's lists latest first, as the server pages them. */
const soonestFirst = (key: EventListKey) => key === 'upcoming' || key.startsWith('search:');
const soonest = (a: EventRow, b: EventRow) => a.starts_at.localeCompare(b.starts_at);
const latest = (a: EventRow, b: EventRow) => b.starts_at.localeCompare(a.starts_at);

/** The rows of a list, live, in its order; a queued new event of the user shows in their lists too. */
export function useEventList(key: EventListKey) {
  const upcoming = soonestFirst(key);
  return useKeyedList<EventRow>({
    table: 'events',
    key,
    first: firstPage(key),
    order: upcoming ? soonest : latest,
    always: upcoming,
  });
}

/** One event, live; `row` is null when it does not exist. */
export const useEventSync = (uuid: string) =>
  useMirroredObject<EventRow>({ table: 'events', uuid, path: eventsApi.event(uuid) });
