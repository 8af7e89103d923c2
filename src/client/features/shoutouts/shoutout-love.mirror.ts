/**
 * The love on a shoutout as the device knows it (db.shoutoutLove): the count and whether the user
 * sent love, read from the server's list when the page opens and read live, so a love toggled offline
 * shows at once. While a love or unlove waits in the outbox its local state wins over the server's.
 */
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { ListPage } from '../../../shared/api';
import { shoutoutsApi } from '../../../shared/api-paths';
import type { ShoutoutLove } from '../../../shared/schemas/shoutouts';
import { api } from '../../lib/api';
import { db, type ShoutoutLoveRow } from '../../lib/db';
import { isStale } from '../../lib/freshness';
import { useLiveQuery } from '../../lib/live-query';
import { queuedTargets, same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { useRevalidate } from '../../lib/use-revalidate';

/** The server's largest page: the user's own love is looked for among that many. */
const LOVE_PAGE = 100;

/** The outbox target of every love and unlove of one shoutout, so they cancel out or go in order. */
export const loveTarget = (shoutout: string) => `love:${shoutout}`;

/** The state before anything is known: nobody's love. */
export const noLove = (shoutout: string): ShoutoutLoveRow => ({
  uuid: shoutout,
  count: 0,
  loved: false,
  mine: null,
});

/** Reads the shoutout's love again, unless fresh; `me` is the signed-in user's username. */
export async function refreshLove(shoutout: string, me: string | undefined, force = false): Promise<void> {
  const key = loveTarget(shoutout);
  if (!isStale(await db.lists.get(key), Date.now(), force)) return;
  const page = await api<ListPage<ShoutoutLove>>(shoutoutsApi.loveOf(shoutout, LOVE_PAGE));
  const mine = me ? page.results.find((love) => same(love.username, me)) : undefined;
  await db.transaction('rw', db.shoutoutLove, db.outbox, db.lists, async () => {
    if (!(await queuedTargets()).has(key))
      await db.shoutoutLove.put({
        uuid: shoutout,
        count: page.count,
        loved: Boolean(mine),
        mine: mine?.uuid ?? null,
      });
    await db.lists.put({ key, fetchedAt: Date.now(), next: page.next, count: page.count });
  });
}

/** The shoutout's love, live; read again each time the page opens online. */
export function useShoutoutLove(shoutout: string): ShoutoutLoveRow | undefined {
  const me = useAtomValue(userAtom)?.username;
  useRevalidate(
    useCallback(
      (online: boolean) => {
        refreshLove(shoutout, me, online).catch(() => {}); // offline: the mirror is what we have
      },
      [shoutout, me],
    ),
  );
  return useLiveQuery(async () => (await db.shoutoutLove.get(shoutout)) ?? noLove(shoutout), [shoutout]);
}
