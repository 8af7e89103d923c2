/**
 * Whom the signed-in user follows, pulled into the mirror (db.follows, see lib/follows.ts) so that
 * every artist card can say Follow or Following, offline too: the whole list (pages of 100), by the
 * 15-minute rule, when the directory opens. A portfolio's page says it for its artist on every read
 * (artists.mirror.ts).
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ListPage } from '../../../shared/api';
import { artistsApi } from '../../../shared/api-paths';
import type { Follow } from '../../../shared/schemas/follows';
import { api } from '../../lib/api';
import { db } from '../../lib/db';
import { queuedFollows } from '../../lib/follows';
import { isStale } from '../../lib/freshness';
import { useLiveQuery } from '../../lib/live-query';
import { userAtom } from '../../lib/session';

const LIST = 'follows';
/** The most the API gives in a page. */
const PAGE = 100;

let inFlight: Promise<void> | null = null;

/** Every page of whom `me` follows, then the mirror's rows replaced by them but where a write waits. */
async function fetchFollowing(me: string): Promise<void> {
  const names: string[] = [];
  let url: string | null = artistsApi.follows('following', me, PAGE);
  while (url) {
    const page: ListPage<Follow> = await api<ListPage<Follow>>(url);
    names.push(...page.results.map((follow) => follow.username.toLowerCase()));
    url = page.next;
  }
  const followed = new Set(names);
  await db.transaction('rw', [db.follows, db.outbox, db.lists], async () => {
    const queued = await queuedFollows();
    await db.follows.filter((row) => !queued.has(row.username) && !followed.has(row.username)).delete();
    await db.follows.bulkPut(names.filter((key) => !queued.has(key)).map((username) => ({ username })));
    await db.lists.put({ key: LIST, fetchedAt: Date.now(), next: null, count: names.length });
  });
}

/** Fetches whom `me` follows if the mirror's copy is older than 15 minutes; one fetch at a time. */
export async function refreshFollowing(me: string): Promise<void> {
  if (!isStale(await db.lists.get(LIST))) return;
  inFlight ??= fetchFollowing(me).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Keeps whom the signed-in user follows fresh while a screen of artist cards is open. */
export function useFollowingSync(): void {
  const me = useAtomValue(userAtom)?.username;
  useEffect(() => {
    // A card without it says Follow; the portfolio's page says it right, so a failure stays quiet.
    if (me) refreshFollowing(me).catch(() => undefined);
  }, [me]);
}

/** Whether the signed-in user follows `username`, live; undefined while the mirror opens. */
export const useFollowing = (username: string) =>
  useLiveQuery(async () => (await db.follows.get(username.toLowerCase())) !== undefined, [username]);
