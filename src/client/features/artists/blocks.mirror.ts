/**
 * Whom the signed-in user blocked and muted, pulled into the mirror (db.blocks, db.mutes) when
 * Settings opens online: every page, by the 15-minute rule, the rows of artists with a write
 * waiting kept as the write left them. Menus read `useBlocked` / `useMuted` to say Block or Unblock.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ListPage } from '../../../shared/api';
import { blocksApi, mutesApi } from '../../../shared/api-paths';
import type { Blocked } from '../../../shared/schemas/blocks';
import { api } from '../../lib/api';
import { type BlockRow, db } from '../../lib/db';
import { isStale } from '../../lib/freshness';
import { useLiveQuery } from '../../lib/live-query';
import { userAtom } from '../../lib/session';

export type Side = 'blocks' | 'mutes';

/** The outbox target of every write of one side about one artist (`username` any case). */
export const sideTarget = (side: Side, username: string) => `${side}:${username.toLowerCase()}`;

/** The most the API gives in a page. */
const PAGE = 100;
const paths = { blocks: blocksApi, mutes: mutesApi };

const toRow = (row: Blocked): BlockRow => ({
  key: row.username.toLowerCase(),
  username: row.username,
  artist_name: row.artist_name,
  profile_photo: row.profile_photo,
});

/** The artists (lower case) with a write of `side` waiting. */
async function queuedOf(side: Side): Promise<string[]> {
  const entries = await db.outbox.where('target').startsWith(`${side}:`).toArray();
  return entries.map((entry) => entry.target.slice(side.length + 1));
}

/**
 * Every page of one side, then the mirror's rows replaced by them, but for artists with a write
 * waiting now or when the read began (one sent meanwhile may have reached the server after it read).
 */
async function fetchSide(side: Side): Promise<void> {
  const before = await queuedOf(side);
  const rows: BlockRow[] = [];
  let url: string | null = paths[side].list(PAGE);
  while (url) {
    const page: ListPage<Blocked> = await api<ListPage<Blocked>>(url);
    rows.push(...page.results.map(toRow));
    url = page.next;
  }
  await db.transaction('rw', [db[side], db.outbox, db.lists], async () => {
    const queued = new Set([...before, ...(await queuedOf(side))]);
    await db[side].filter((row) => !queued.has(row.key)).delete();
    await db[side].bulkPut(rows.filter((row) => !queued.has(row.key)));
    await db.lists.put({ key: side, fetchedAt: Date.now(), next: null, count: rows.length });
  });
}

const inFlight = new Map<Side, Promise<void>>();

/** Fetches one side if the mirror's copy is stale (or `force`); one fetch per side at a time. */
export async function refreshSide(side: Side, force = false): Promise<void> {
  if (!isStale(await db.lists.get(side), Date.now(), force)) return;
  const running =
    inFlight.get(side) ??
    fetchSide(side).finally(() => {
      inFlight.delete(side);
    });
  inFlight.set(side, running);
  return running;
}

/** Whom I blocked or muted, by name, live; undefined while the mirror opens. */
export const useSideList = (side: Side) =>
  useLiveQuery(async () => (await db[side].toArray()).sort(byName), [side]);

const byName = (a: BlockRow, b: BlockRow) => a.artist_name.localeCompare(b.artist_name);

/**
 * Reads one side when Settings shows it (and again on `retry`): whether a read is on its way, and
 * its error (offline, say), while the list shows what the mirror holds.
 */
export function useSideSync(side: Side) {
  const me = useAtomValue(userAtom)?.username;
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!me) return;
    let live = true;
    setPending(true);
    refreshSide(side, round > 0)
      .then(() => live && setError(null))
      .catch(
        (reason: unknown) => live && setError(reason instanceof Error ? reason : new Error(String(reason))),
      )
      .finally(() => live && setPending(false));
    return () => {
      live = false;
    };
  }, [me, side, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { pending, error, retry };
}

/**
 * Whether the signed-in user blocked (muted) `username`, live; undefined while the mirror opens. The
 * side is read (by the 15-minute rule) when a menu first asks, so one made on another device shows;
 * a failed read stays quiet, the menu saying what the mirror knows.
 */
function useOn(side: Side, username: string) {
  const me = useAtomValue(userAtom)?.username;
  useEffect(() => {
    if (me) refreshSide(side).catch(() => undefined);
  }, [me, side]);
  return useLiveQuery(
    async () => (await db[side].get(username.toLowerCase())) !== undefined,
    [side, username],
  );
}

export const useBlocked = (username: string) => useOn('blocks', username);
export const useMuted = (username: string) => useOn('mutes', username);
