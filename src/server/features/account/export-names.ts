/**
 * How other users appear in a download of one's data: by username only (never an e-mail, never
 * anything of theirs that is not public), and images by their file name inside the zip.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { portfolios, users } from '../../db/schema';

/** The username of the user whose id is in `column` (null for none). */
export const usernameOf = (column: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${column})`;

/** The username of the artist whose portfolio id is in `column` (null for none). */
export const artistOf = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${portfolios.username} from ${portfolios} where ${portfolios.id} = ${column})`;

/** The zip's path of one of the user's images. */
export const imagePath = (key: string) => `images/${key}.webp`;

export const iso = (date: Date | null) => date?.toISOString() ?? null;
