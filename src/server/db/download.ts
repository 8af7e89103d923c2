/**
 * What a feature adds to the download of one's data (features/account/export-zip.ts builds the zip
 * from the sections app.ts lists, each feature's in its `*.download.ts`), and how a section names
 * things: other users by username only (never an e-mail, never anything of theirs that is not
 * public), images by their file name inside the zip, dates in ISO 8601.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps';
import { portfolios, users } from './schema';

/** One JSON file of the zip: its name, the README's line about it, and how to read the user's rows. */
export type DownloadSection = {
  file: string;
  about: string;
  read: (deps: Deps, userId: number) => Promise<unknown>;
};

/** The username of the user whose id is in `column` (null for none). */
export const usernameOf = (column: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${column})`;

/** The username of the artist whose portfolio id is in `column` (null for none). */
export const artistOf = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${portfolios.username} from ${portfolios} where ${portfolios.id} = ${column})`;

/** The zip's path of one of the user's images. */
export const imagePath = (key: string) => `images/${key}.webp`;

export const iso = (date: Date | null) => date?.toISOString() ?? null;
