/**
 * Pulls paged API lists into the Dexie mirror (spec 4.7): the first page is fetched again when the
 * list is empty, older than 15 minutes, or a refresh is asked for; Load More follows the `next` link;
 * pages merge by key without duplicates. One request per list at a time: a refresh asked while one is
 * in flight shares it, a Load More waits for it.
 */
import type { Table } from 'dexie';
import type { ListPage } from '../../shared/api';
import { api } from './api';
import { db, mirrorGeneration, type Undo } from './db';
import { isStale } from './freshness';

/**
 * The id range a page covers on the server, newest first: everything below `above` (exclusive) down
 * to `below` (exclusive; 0 on the last page). A mirrored row in that range missing from the page is
 * gone from the list (deleted, or no longer visible to this user).
 */
export type PageRange = { above: number; below: number };

export type MirrorList<T> = {
  key: string;
  /** URL of the first page. */
  first: string;
  /** Tables `save` writes to (the list metadata and the outbox are added). */
  tables: () => Table[];
  save: (rows: T[], range: PageRange) => Promise<void>;
};

function rangeOf(url: string, page: ListPage<{ id: number }>): PageRange {
  const after = Number(new URL(url, 'http://x').searchParams.get('after'));
  const last = page.results.at(-1);
  return {
    above: Number.isFinite(after) && after > 0 ? after : Number.POSITIVE_INFINITY,
    below: page.next && last ? last.id : 0,
  };
}

async function fetchPage<T>(list: MirrorList<T>, url: string, first: boolean): Promise<void> {
  const started = mirrorGeneration();
  const page = await api<ListPage<T>>(url);
  const range = rangeOf(url, page as ListPage<unknown> as ListPage<{ id: number }>);
  await db.transaction('rw', [...list.tables(), db.lists, db.outbox], async () => {
    // The mirror was cleared while the page was on its way: it belongs to the one before.
    if (mirrorGeneration() !== started) return;
    const meta = await db.lists.get(list.key);
    await list.save(page.results, range);
    await db.lists.put({
      key: list.key,
      fetchedAt: first || !meta ? Date.now() : meta.fetchedAt,
      next: page.next,
      count: page.count,
    });
  });
}

/** Requests in flight by list key and mirror generation: one made after a clear never shares one from before. */
const inFlight = new Map<string, Promise<void>>();
const flightKey = (key: string) => `${mirrorGeneration()} ${key}`;
/** Keeps `running` as the list's request in flight until it settles. */
function track(key: string, running: Promise<void>): Promise<void> {
  const tracked = running.finally(() => {
    if (inFlight.get(key) === tracked) inFlight.delete(key);
  });
  inFlight.set(key, tracked);
  return tracked;
}
/** Shares the list's request in flight, or starts `task`. */
function once(list: string, task: () => Promise<void>): Promise<void> {
  const key = flightKey(list);
  return inFlight.get(key) ?? track(key, task());
}
/** Runs `task` once the list's request in flight, if any, has settled (a Load More during a refresh). */
function after(list: string, task: () => Promise<void>): Promise<void> {
  const key = flightKey(list);
  const before = inFlight.get(key);
  return track(key, before ? before.then(task, task) : task());
}

/** Fetches the first page when the list is empty, older than 15 minutes, or `force` is set. */
export function refreshMirror<T>(list: MirrorList<T>, force = false): Promise<void> {
  return once(list.key, async () => {
    if (isStale(await db.lists.get(list.key), Date.now(), force)) await fetchPage(list, list.first, true);
  });
}

/** Fetches the page after the last one loaded, if there is one. */
export function loadMoreMirror<T>(list: MirrorList<T>): Promise<void> {
  return after(list.key, async () => {
    const next = (await db.lists.get(list.key))?.next;
    if (next) await fetchPage(list, next, false);
  });
}

/** A server object as a mirror row: references by uuid, local marks kept. */
export function toRow(
  name: Undo['table'],
  answer: Record<string, unknown>,
  current?: Record<string, unknown>,
): Record<string, unknown> {
  const row: Record<string, unknown> = { ...answer };
  if (current?.deleted) row.deleted = 1;
  if (name === 'cookings') {
    row.mentioned = [answer.mention1, answer.mention2, answer.mention3]
      .map((m) => (m as { teacher?: { username?: string } } | null)?.teacher?.username)
      .filter((u): u is string => typeof u === 'string');
  }
  if (name === 'shoutouts') {
    row.teacherUsername = (answer.teacher as { username?: string } | null)?.username ?? null;
  }
  if (name === 'workshops' && current?.room) row.room = current.room;
  if (name === 'workshops' || name === 'events') row.lists = (current?.lists as string[] | undefined) ?? [];
  if (name === 'events') {
    row.guestNames = ((answer.event_guests as { username: string }[] | undefined) ?? []).map((g) =>
      g.username.toLowerCase(),
    );
  }
  if (name === 'reactions' || name === 'comments') {
    delete row.cookingidobj;
    row.cooking = current?.cooking;
  }
  if (name === 'labChat') {
    // The server names the room by its id; the mirror keeps it by the lab's uuid, as the chat reads it.
    delete row.plab;
    row.room = current?.room;
  }
  if (name === 'shoutoutReplies') {
    // A personal message's text is `message` on the server; the thread shows it as a comment's.
    if ('message' in answer) row.comment = answer.message;
    delete row.message;
    delete row.shareidobj;
    delete row.shareid;
    row.thread = current?.thread;
  }
  return row;
}
