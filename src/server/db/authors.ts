/**
 * Who wrote a row, read and shaped one way: the author's username from their user row
 * (always there) and artist name and photo from their portfolio (left joined: a user may have none
 * yet), and the API's shapes of an author. A name falls back to the username; a photo is its mini size.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { miniPhoto } from '../../shared/schemas/uploads';
import type { Db } from './client';
import { portfolios, users } from './schema';

/** A row's author as `selectAuthored` reads them. */
export type Author = { username: string; name: string | null; photo: string | null };

/**
 * `fields` of `table`'s rows with the person whose user id is in `by` (a follow's either side);
 * callers add where, order and limit.
 */
export const selectPerson = <T extends PgTable, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  by: AnyPgColumn,
) =>
  db
    .select({ ...fields, username: users.username, name: portfolios.artistName, photo: portfolios.photo })
    // Drizzle's guard against an empty subquery cannot see through the type parameter: T is a table.
    .from<T>(table as never)
    .innerJoin(users, eq(users.id, by))
    .leftJoin(portfolios, eq(portfolios.userId, by))
    .$dynamic();

/**
 * `fields` of `table`'s rows with their author (the user in `table.userId`); callers add where,
 * order and limit.
 */
export const selectAuthored = <T extends PgTable & { userId: AnyPgColumn }, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
) => selectPerson(db, table, fields, table.userId);

/** The author with their thumb, as comments, shoutout replies and lab chat messages name them. */
export const authorThumb = (author: Pick<Author, 'username' | 'photo'>) => ({
  username: author.username,
  artist_metadata: { thumb: miniPhoto(author.photo) },
});

/** The author as an artist card (workshop people, a shoutout's artists). */
export const authorArtist = (author: Author) => ({
  ...authorThumb(author),
  artist_name: author.name ?? author.username,
});

/** The author as a profile (an event's organiser, guests and goers, a journey's author). */
export const authorProfile = (author: Author) => ({
  username: author.username,
  artist_name: author.name ?? author.username,
  profile_photo: miniPhoto(author.photo),
});
