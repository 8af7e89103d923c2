/**
 * Journeys pulled from the API into the mirror's `journeys` table, and the hooks screens read them
 * with: an artist's journeys (the Journey tab), their highlights, and one journey. Lists follow the
 * 15-minute rule (lib/freshness.ts) or Refresh; offline, what the mirror holds shows.
 */
import { useMemo } from 'react';
import { journeysApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { Journey } from '../../../shared/schemas/journeys';
import { db, type JourneyRow } from '../../lib/db';
import { useMirroredObject } from '../../lib/mirrored-object';
import { cached, mergePage, same, useMirroredRows, visible } from '../../lib/mirrored-rows';

/** `journeys:` an artist's journeys; `highlights:` only their highlights. */
export type JourneyListKey = `journeys:${string}` | `highlights:${string}`;

const newestFirst = (a: JourneyRow, b: JourneyRow) => (b.id ?? 0) - (a.id ?? 0);

function listSpec(key: JourneyListKey) {
  const [side, name = ''] = key.split(/:(.*)/s) as ['journeys' | 'highlights', string];
  const highlights = side === 'highlights';
  const belongs = (row: JourneyRow) => same(row.username, name) && (!highlights || row.ishighlight);
  return {
    first: highlights ? journeysApi.highlights(name, PAGE_SIZE) : journeysApi.ofArtist(name, PAGE_SIZE),
    belongs,
    read: async (limit: number) =>
      (await db.journeys.where('username').equalsIgnoreCase(name).toArray())
        .filter((row) => visible(row) && belongs(row))
        .sort(newestFirst)
        .slice(0, limit),
  };
}

const journeyList = (key: JourneyListKey) =>
  cached<Journey>(key, () => {
    const spec = listSpec(key);
    return {
      key,
      first: spec.first,
      tables: () => [db.journeys],
      save: (rows, range) => mergePage('journeys', rows, range, (row) => spec.belongs(row as JourneyRow)),
    };
  });

/** An artist's journeys (or highlights), newest first, with Load More and Refresh. */
export function useJourneyList(key: JourneyListKey) {
  const read = useMemo(() => listSpec(key).read, [key]);
  return useMirroredRows<JourneyRow>(journeyList(key), read, false);
}

/** One journey, live; `row` is null when it does not exist for this user (deleted, or private). */
export const useJourneySync = (uuid: string) =>
  useMirroredObject<JourneyRow>({ table: 'journeys', uuid, path: journeysApi.journey(uuid) });
