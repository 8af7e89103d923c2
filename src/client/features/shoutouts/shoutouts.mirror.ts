/**
 * Shoutouts pulled from the API into the mirror's `shoutouts` table, and the hooks screens read them
 * with: the recent list (/e1t1), an artist's teachers (the shoutouts they gave) and students (those
 * that tag them), and one shoutout. Lists and a shoutout are fetched again by the 15-minute rule
 * (lib/freshness.ts) or on Refresh; offline, what the mirror holds shows.
 */
import { useMemo } from 'react';
import { shoutoutsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Shoutout } from '../../../shared/schemas/shoutouts';
import { db, type ShoutoutRow } from '../../lib/db';
import { fetchObject, useMirroredObject } from '../../lib/mirrored-object';
import { cached, mergePage, same, useMirroredRows, visible } from '../../lib/mirrored-rows';

/** `recent`: every shoutout the user may see; `teachers:` / `students:` an artist's given / received. */
export type ShoutoutListKey = 'recent' | `teachers:${string}` | `students:${string}`;

const newestFirst = (a: ShoutoutRow, b: ShoutoutRow) => b.created.localeCompare(a.created);

type Spec = {
  first: string;
  belongs: (row: ShoutoutRow) => boolean;
  read: (limit: number) => Promise<ShoutoutRow[]>;
};

function listSpec(key: ShoutoutListKey): Spec {
  if (key === 'recent')
    return {
      first: shoutoutsApi.recent(PAGE_SIZE),
      belongs: () => true,
      read: (limit) => db.shoutouts.orderBy('created').reverse().filter(visible).limit(limit).toArray(),
    };
  const [side, name = ''] = key.split(/:(.*)/s) as ['teachers' | 'students', string];
  const index = side === 'teachers' ? 'username' : 'teacherUsername';
  return {
    first: shoutoutsApi.ofArtist(side, name, PAGE_SIZE),
    belongs: (row) => same((side === 'teachers' ? row.username : row.teacherUsername) ?? '', name),
    read: async (limit) =>
      (await db.shoutouts.where(index).equalsIgnoreCase(name).toArray())
        .filter(visible)
        .sort(newestFirst)
        .slice(0, limit),
  };
}

export const shoutoutList = (key: ShoutoutListKey) =>
  cached<Shoutout>(`shoutouts:${key}`, () => {
    const spec = listSpec(key);
    return {
      key: `shoutouts:${key}`,
      first: spec.first,
      tables: () => [db.shoutouts],
      save: (rows, range) => mergePage('shoutouts', rows, range, (row) => spec.belongs(row as ShoutoutRow)),
    };
  });

/** A list of shoutouts, newest first, with Load More and Refresh. */
export function useShoutoutList(key: ShoutoutListKey) {
  const read = useMemo(() => listSpec(key).read, [key]);
  return useMirroredRows<ShoutoutRow>(shoutoutList(key), read, false);
}

const shoutout = (uuid: string) => ({
  table: 'shoutouts' as const,
  uuid,
  path: shoutoutsApi.shoutout(uuid),
  freshKey: `shoutout:${uuid}`,
});

/**
 * Fetches one shoutout into the mirror when it is missing or older than the 15-minute rule allows
 * (or `force`); a 404 (withdrawn, or not the user's to see) removes a synced copy without queued writes.
 */
export const fetchShoutout = (uuid: string, force = false) => fetchObject(shoutout(uuid), force);

/** One shoutout, live; `row` is null when it does not exist for this user. */
export const useShoutoutSync = (uuid: string) => useMirroredObject<ShoutoutRow>(shoutout(uuid));
