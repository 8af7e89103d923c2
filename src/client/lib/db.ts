/**
 * The local mirror (Dexie). One schema, numbered versions; never edit an old version, add a new one.
 * Screens read from here through hooks; the API fills it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { LegacyArtist, Portfolio } from '../../shared/schemas/portfolio';

/** When a mirrored list was last fetched and where its next page is (spec 4.7 freshness rule). */
export type ListMeta = { key: string; fetchedAt: number; next: string | null; count: number };

export type CypherDb = Dexie & {
  artists: EntityTable<Portfolio, 'id'>;
  legacyArtists: EntityTable<LegacyArtist, 'id'>;
  lists: EntityTable<ListMeta, 'key'>;
};

export const db = new Dexie('cypher') as CypherDb;

db.version(1).stores({
  artists: 'id, &username, artist_name',
  lists: 'key',
});

/** v2: the legacy A-Z artist directory. */
db.version(2).stores({ legacyArtists: 'id' });

/** Empties every table (sign-out). */
export async function clearMirror(): Promise<void> {
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
}
