/**
 * Prepared statements of the hot reads (the home feed, a note by id or uuid). Drizzle builds each
 * one's SQL once per database handle, and PostgreSQL parses and plans a named statement once per
 * connection (a transaction's handle is new each time: its SQL is built again, its plan is reused).
 * Placeholders stand for the values: a viewer's id, a cursor, a note's id or uuid.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const P = {
  viewer: sql.placeholder('viewer'),
  cursor: sql.placeholder('cursor'),
  ref: sql.placeholder('ref'),
};

/** A placeholder where the code expects a value (a viewer's id, a cursor): Drizzle fills it in. */
export const stand = <T>(placeholder: (typeof P)[keyof typeof P]) => placeholder as unknown as T;

/**
 * A row limit written into the SQL rather than sent as a parameter. PostgreSQL plans a prepared
 * statement once for all its values only when that plan is estimated no dearer than one made for the
 * values given, and it estimates an unknown LIMIT as a tenth of the rows: a page's limit as a
 * parameter keeps it planning every execution (1.5 ms, twice the page's own work, at 200,000 notes).
 */
export const literalLimit = (n: number) => sql.raw(String(Math.trunc(n))) as SQL as unknown as number;

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const statements = new WeakMap<Db, Map<string, Prepared>>();

/** The statement called `name` on `db`, prepared by `prepare` the first time it is asked for. */
export function prepared<S extends Prepared>(db: Db, name: string, prepare: (name: string) => S): S {
  const byName = statements.get(db) ?? new Map<string, Prepared>();
  statements.set(db, byName);
  const statement = (byName.get(name) as S | undefined) ?? prepare(name);
  byName.set(name, statement);
  return statement;
}
