/**
 * Pulls artists from the API into the Dexie mirror: the portfolio directory and the legacy A-Z list
 * (pages merged by id, `next` followed, ListMeta recorded, refetched by the 15-minute rule or on
 * demand), single portfolios (with their follow counts) and bios, and the reads of them (Dexie,
 * live: `undefined` means still reading, `null` not mirrored). Search is online only
 * (artists.online.ts).
 */

import { artistsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Bio, LegacyArtist, Portfolio, PortfolioDetail } from '../../../shared/schemas/artists';
import type { BattleResult } from '../../../shared/schemas/battles';
import { ApiError, api } from '../../lib/api';
import { type ArtistRow, db } from '../../lib/db';
import { queuedFollows, saveFollowed } from '../../lib/follows';
import { useLiveQuery } from '../../lib/live-query';
import { loadMoreMirror, type MirrorList, type PageRange, refreshMirror } from '../../lib/mirror';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

export const ARTISTS_LIST = 'artists';
export const LEGACY_LIST = 'artists-legacy';

/**
 * A mirrored portfolio with what only its own page reads: its latest battle won and the results read
 * so far (results.mirror.ts).
 */
export type PortfolioMirrorRow = ArtistRow &
  Partial<Pick<PortfolioDetail, 'latest_win'>> & { results?: BattleResult[] };

/** The artists table with the fields only a portfolio's page fills. */
export const portfolioRows = () => db.table<PortfolioMirrorRow, number>('artists');

/** What a directory row (without them) keeps of the portfolio's page last read. */
const pageOnly = (row: PortfolioMirrorRow | undefined) => ({
  ...(row?.followers_count === undefined
    ? {}
    : { followers_count: row.followers_count, following_count: row.following_count }),
  ...(row?.latest_win === undefined ? {} : { latest_win: row.latest_win }),
  ...(row?.results === undefined ? {} : { results: row.results }),
});

/**
 * Stores portfolios by id; a row that held one of their usernames under another id is dropped. A
 * directory row, without follow counts and results, keeps those the portfolio's page last read.
 */
export async function mergeArtists(rows: ArtistRow[]): Promise<void> {
  const ids = new Set(rows.map((row) => row.id));
  await db.transaction('rw', db.artists, async () => {
    await db.artists
      .where('username')
      .anyOf(rows.map((row) => row.username))
      .filter((row) => !ids.has(row.id))
      .delete();
    const before = await portfolioRows().bulkGet(rows.map((row) => row.id));
    await portfolioRows().bulkPut(rows.map((row, index) => ({ ...pageOnly(before[index]), ...row })));
  });
}

const mirrors = {
  [ARTISTS_LIST]: {
    key: ARTISTS_LIST,
    first: artistsApi.list(PAGE_SIZE),
    tables: () => [db.artists],
    save: mergeArtists,
  } satisfies MirrorList<Portfolio>,
  [LEGACY_LIST]: {
    key: LEGACY_LIST,
    first: artistsApi.legacyList(PAGE_SIZE),
    tables: () => [db.legacyArtists],
    // The server pages it by place in its A-Z order: a first page starts the list again.
    save: async (rows: LegacyArtist[], { above }: PageRange) => {
      const start = Number.isFinite(above) ? above : 0;
      if (start === 0) await db.legacyArtists.clear();
      await db.legacyArtists.bulkPut(rows.map((row, index) => ({ ...row, position: start + index + 1 })));
    },
  } satisfies MirrorList<LegacyArtist>,
};

export type ListKey = keyof typeof mirrors;

/** Fetches the first page when the list is empty, older than 15 minutes, or `force` is set. */
export const refreshList = (key: ListKey, force = false) =>
  refreshMirror(mirrors[key] as MirrorList<unknown>, force);

/** Fetches the page after the last one loaded, if there is one. */
export const loadMore = (key: ListKey) => loadMoreMirror(mirrors[key] as MirrorList<unknown>);

/**
 * A portfolio's page as read: the row with its counts, and whether the signed-in user follows them.
 * A follow or unfollow still waiting in the outbox is counted as if the server had it, and my own
 * count of whom I follow stays as the device has it while any does.
 */
async function savePortfolio({ i_follow, ...row }: PortfolioDetail): Promise<void> {
  const me = store.get(userAtom)?.username.toLowerCase();
  const key = row.username.toLowerCase();
  const own = key === me;
  await db.transaction('rw', [db.artists, db.follows, db.outbox], async () => {
    const queued = await queuedFollows();
    if (queued.has(key)) {
      const intended = (await db.follows.get(key)) !== undefined;
      row.followers_count += Number(intended) - Number(i_follow);
    }
    const local = (await db.artists.get(row.id))?.following_count;
    if (own && queued.size > 0 && local !== undefined) row.following_count = local;
    await mergeArtists([row]);
    if (me && !own) await saveFollowed([row.username], i_follow);
  });
}

/** Fetches one portfolio into the mirror; a 404 also removes a mirrored copy. */
export async function fetchPortfolio(username: string): Promise<void> {
  try {
    await savePortfolio(await api<PortfolioDetail>(artistsApi.portfolio(username)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.artists.where('username').equalsIgnoreCase(username).delete();
    }
    throw error;
  }
}

/** Refreshes the bio and country of a mirrored portfolio from the bio read. */
export async function fetchBio(username: string): Promise<void> {
  const bio = await api<Bio>(artistsApi.bio(username));
  await db.artists
    .where('username')
    .equalsIgnoreCase(username)
    .modify({ bio: bio.bio, country: bio.country, artist_name: bio.artist_name });
}

/** The portfolio directory, newest first (the server pages by descending id too). */
export const useArtists = () => useLiveQuery(() => db.artists.orderBy('id').reverse().toArray(), []);

/** The legacy directory, A to Z by name as the server orders it, so a Load More only adds below. */
export const useLegacyArtists = () => useLiveQuery(() => db.legacyArtists.orderBy('position').toArray(), []);

/** Freshness and next-page link of a mirrored list. */
export const useListMeta = (key: string) =>
  useLiveQuery(async () => (await db.lists.get(key)) ?? null, [key]);

/** One mirrored portfolio by username (usernames are case-insensitive). */
export const usePortfolio = (username: string) =>
  useLiveQuery(
    async () => (await portfolioRows().where('username').equalsIgnoreCase(username).first()) ?? null,
    [username],
  );
