/**
 * The author of a comment or reaction (its username and artist photo) as two columns that read the
 * same in a select and in an insert's RETURNING, where Drizzle writes column names without their
 * table: so the row's own table is named here, and the lookups use aliases of their own.
 */
import { sql } from 'drizzle-orm';
import { portfolios, users } from '../../db/schema';

export const authorColumns = (table: 'comments' | 'likes') => {
  const own = sql.identifier(table);
  return {
    username: sql<string>`(select u.username from ${users} u where u.id = ${own}.user_id)`,
    photo: sql<string | null>`(select p.photo from ${portfolios} p where p.user_id = ${own}.user_id)`,
  };
};

/** A row with its author's username and photo, as `authorColumns` reads them. */
export type Authored<Row> = Row & { username: string; photo: string | null };
