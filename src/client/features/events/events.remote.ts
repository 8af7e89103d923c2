/**
 * Events pulled from the API into the mirror's `events` table, and the hooks screens read them with.
 * Event lists are ordered by start, not by id, so a row keeps the keys of the lists it was fetched
 * in (`lists`): a fresh first page takes the key off the rows it no longer has. Lists follow the
 * 15-minute rule or Refresh; offline, what the mirror holds shows, so an event one is going to (or
 * has opened) opens at the venue without a connection.
 */
import { useCallback, useMemo } from 'react';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Event } from '../../../shared/schemas/events';
import { ApiError, api } from '../../lib/api';
import { db, type EventRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { toRow } from '../../lib/mirror';
import { cached, queuedTargets, useMirroredRows, visible } from '../../lib/mirrored-rows';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';

/**
 * `upcoming`, `search:{text}|{month}` (month: yes or empty), and a user's `organised:`, `tagged:` and
 * `going:` events.
 */
export type EventListKey =
  | 'upcoming'
  | `search:${string}`
  | `organised:${string}`
  | `tagged:${string}`
  | `going:${string}`;

const EVENTS = '/events/';

function firstPage(key: EventListKey): string {
  const [kind, rest = ''] = key.split(/:(.*)/s);
  const size = `page_size=${PAGE_SIZE}`;
  if (kind === 'search') {
    const [text = '', month = ''] = rest.split('|');
    const query = new URLSearchParams({ query: text, ...(month ? { this_month: 'yes' } : {}) });
    return `${EVENTS}search/?${query}&${size}`;
  }
  const who = `username=${encodeURIComponent(rest)}`;
  if (kind === 'organised') return `${EVENTS}my-organized-events/?${who}&${size}`;
  if (kind === 'tagged') return `${EVENTS}my-tagged-events/?${who}&${size}`;
  if (kind === 'going') return `${EVENTS}iamgoing-events/?${who}&${size}`;
  return `${EVENTS}list/?${size}`;
}

/** Upcoming lists show soonest first; a user's lists latest first, as the server pages them. */
const soonestFirst = (key: EventListKey) => key === 'upcoming' || key.startsWith('search:');

/** Puts a page of `key` into the mirror; a first page takes the key off rows it no longer has. */
async function savePage(key: EventListKey, answers: Event[], first: boolean) {
  const queued = await queuedTargets();
  if (first)
    await db.events
      .where('lists')
      .equals(key)
      .filter((row) => !answers.some((a) => a.uuid === row.uuid))
      .modify((row) => {
        row.lists = row.lists.filter((k) => k !== key);
      });
  for (const answer of answers) {
    const current = await db.events.get(answer.uuid);
    const lists = [...new Set([...(current?.lists ?? []), key])];
    if (current && queued.has(answer.uuid)) await db.events.update(answer.uuid, { lists });
    else await db.events.put({ ...(toRow('events', answer as never, current as never) as EventRow), lists });
  }
}

const eventList = (key: EventListKey) =>
  cached<Event>(key, () => ({
    key,
    first: firstPage(key),
    tables: () => [db.events],
    save: (rows, range) => savePage(key, rows, range.above === Number.POSITIVE_INFINITY),
  }));

/** The rows of a list, live, in its order; a queued new event of the user shows in their lists too. */
export function useEventList(key: EventListKey) {
  const read = useMemo(
    () => async (limit: number) => {
      const rows = (await db.events.where('lists').equals(key).toArray()).filter(visible);
      const order = soonestFirst(key) ? 1 : -1;
      return rows.sort((a, b) => order * a.starts_at.localeCompare(b.starts_at)).slice(0, limit);
    },
    [key],
  );
  return useMirroredRows<EventRow>(eventList(key), read, soonestFirst(key));
}

/** Puts an event the server answered into the mirror, keeping the lists it is in. */
export async function saveEvent(answer: Event): Promise<void> {
  const current = await db.events.get(answer.uuid);
  await db.events.put(toRow('events', answer as never, current as never) as EventRow);
}

/** Fetches one event into the mirror; a 404 (deleted) removes a copy without queued writes. */
async function fetchEvent(uuid: string): Promise<void> {
  if ((await queuedTargets()).has(uuid)) return;
  try {
    await saveEvent(await api<Event>(`${EVENTS}list/${uuid}/`));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    if (!(await queuedTargets()).has(uuid)) await db.events.delete(uuid);
  }
}

/** One event, live; `row` is null when it does not exist. */
export function useEventSync(uuid: string) {
  const call = useRemoteCall(true);
  const { run } = call;
  useRevalidate(
    useCallback(
      (online: boolean) =>
        run(async () => {
          if (online || !(await db.events.get(uuid))) await fetchEvent(uuid);
        }),
      [uuid, run],
    ),
  );
  const row = useLiveQuery(async () => {
    const found = await db.events.get(uuid);
    return found && visible(found) ? found : null;
  }, [uuid]);
  return { row: row === null && call.pending ? undefined : row, error: call.error, retry: call.retry };
}
