/** Object references in paths and bodies: a server id or the object's uuid. */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { type Ref, refField } from '../../shared/schemas/fields';
import { notFound } from './errors';

/** A path parameter made only of digits, hex and dashes, so `/cooking/likes/` never matches it. */
export const REF = ':ref{[0-9a-fA-F-]+}';

/** The reference in a path; one that cannot name an object is 404. */
export function pathRef(value: string | undefined): Ref {
  const parsed = v.safeParse(refField, value);
  if (!parsed.success) throw notFound();
  return parsed.output;
}

/** Matches a row by id or uuid. */
export const byRef = (table: { id: PgColumn; uuid: PgColumn }, ref: Ref): SQL =>
  typeof ref === 'number' ? eq(table.id, ref) : eq(table.uuid, ref);
