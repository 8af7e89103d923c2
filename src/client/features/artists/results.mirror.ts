/**
 * An artist's battle results (issue 29) mirrored on their portfolio's row: `results` holds the pages
 * read so far, newest event first, and the list's fetch record is `results:{username}`, so the
 * portfolio shows them offline. A first page replaces them, Load More adds the next page below.
 */
import { useCallback } from 'react';
import { artistsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { BattleResult } from '../../../shared/schemas/battles';
import { db } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { loadMoreMirror, type MirrorList, type PageRange, refreshMirror } from '../../lib/mirror';
import { cached } from '../../lib/mirrored-rows';
import { useRemoteCall } from '../../lib/use-remote-call';
import { useRevalidate } from '../../lib/use-revalidate';
import { portfolioRows } from './artists.mirror';

const keyOf = (username: string) => `results:${username.toLowerCase()}`;

/** Puts a page on the artist's row: a first page (nothing above it) starts the list again. */
async function saveResults(username: string, page: BattleResult[], { above }: PageRange) {
  const first = above === Number.POSITIVE_INFINITY;
  await portfolioRows()
    .where('username')
    .equalsIgnoreCase(username)
    .modify((row) => {
      const kept = first ? [] : (row.results ?? []).filter((r) => !page.some((p) => p.battle === r.battle));
      row.results = [...kept, ...page];
    });
}

const resultsList = (username: string): MirrorList<BattleResult> =>
  cached(keyOf(username), () => ({
    key: keyOf(username),
    first: artistsApi.results(username, PAGE_SIZE),
    tables: () => [db.artists],
    save: (page, range) => saveResults(username, page, range),
  }));

/**
 * The artist's mirrored results as a list's states read them: fetched on every opening online (by the
 * 15-minute rule offline, where what the mirror holds shows quietly), Load More following `next`.
 */
export function useResults(username: string) {
  const list = resultsList(username);
  const call = useRemoteCall(true);
  const { run } = call;
  const row = useLiveQuery(
    async () => (await portfolioRows().where('username').equalsIgnoreCase(username).first()) ?? null,
    [username],
  );
  const meta = useLiveQuery(async () => (await db.lists.get(list.key)) ?? null, [list.key]);
  useRevalidate(
    useCallback(
      (online: boolean) =>
        run(async () => {
          const held = (await db.lists.get(list.key)) !== undefined;
          if (!online && held) return;
          await refreshMirror(list, online);
        }),
      [run, list],
    ),
  );
  return {
    rows: meta === undefined || row === undefined ? undefined : (row?.results ?? []),
    pending: call.pending || !meta,
    error: call.error,
    retry: call.retry,
    hasMore: Boolean(meta?.next),
    loadMore: () => run(() => loadMoreMirror(list)),
  };
}
