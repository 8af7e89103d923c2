/**
 * Numeric ids in paths (`/room/videos/{id}/`). The route's pattern matches digits only; the value is
 * read through the shared id schema, so an id no PostgreSQL integer can hold (0, 2147483648, twenty
 * digits) is a 404 before any query, as a uuid-or-id reference is (http/refs.ts).
 */
import * as v from 'valibot';
import { idField } from '../../shared/schemas/fields';
import { notFound } from './errors';

/** A path parameter of digits, read with `pathId`. */
export const ID = ':id{[0-9]+}';

/** The id in a path; one that cannot name a row is 404. */
export function pathId(value: string | undefined): number {
  const parsed = v.safeParse(idField, value);
  if (!parsed.success) throw notFound();
  return parsed.output;
}
