/**
 * Keyset paging over a descending integer id, with the list envelope `{count, next, previous,
 * results}`. `next` and `previous` are absolute URLs, so page 500 costs what page 1 costs.
 */
import { and, asc, count, desc, gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgSetOperator } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ListPage } from '../../shared/api';
import { PAGE_SIZE } from '../../shared/constants';
import { msg } from '../../shared/messages';
import { MAX_ID } from '../../shared/schemas/fields';
import type { Db } from '../db/client';
import { parseOrThrow } from './body';

/** A cursor is a row id: digits only, within PostgreSQL's integer range (`1e20` or `2147483648` is 400, not 500). */
const cursor = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, msg.invalidCursor),
    v.transform(Number),
    v.maxValue(MAX_ID, msg.invalidCursor),
  ),
);
const pageQuery = v.object({
  after: cursor,
  before: cursor,
  page_size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, msg.invalidPageSize),
      v.transform(Number),
      v.minValue(1, msg.invalidPageSize),
      v.maxValue(100, msg.invalidPageSize),
    ),
  ),
});

export type Page = { after?: number; before?: number; limit: number };

/** Reads `after`, `before` and `page_size` from the query string. */
export function readPage(c: Context): Page {
  const q = parseOrThrow(pageQuery, {
    after: c.req.query('after'),
    before: c.req.query('before'),
    page_size: c.req.query('page_size'),
  });
  return { after: q.after, before: q.before, limit: q.page_size ?? PAGE_SIZE };
}

/** The where-condition and order for a page over `id` (newest first), combined with `filter`. */
export function keyset(id: PgColumn, page: Page, filter?: SQL) {
  const bound =
    page.before !== undefined
      ? gt(id, page.before)
      : page.after !== undefined
        ? lt(id, page.after)
        : undefined;
  return {
    where: and(filter, bound),
    orderBy: page.before !== undefined ? asc(id) : desc(id),
    limit: page.limit + 1,
  };
}

/** Builds the envelope from rows fetched with `keyset(...)` (limit + 1 rows tell whether more exist). */
export function listPage<T>(
  c: Context,
  page: Page,
  rows: T[],
  count: number,
  idOf: (row: T) => number,
): ListPage<T> {
  const more = rows.length > page.limit;
  const results = rows.slice(0, page.limit);
  if (page.before !== undefined) results.reverse();
  const first = results[0];
  const last = results.at(-1);
  const link = (name: 'after' | 'before', id: number) => {
    const url = new URL(c.req.url);
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.set(name, String(id));
    return url.toString();
  };
  const hasNext = page.before !== undefined ? true : more;
  const hasPrevious = page.before !== undefined ? more : page.after !== undefined;
  return {
    count,
    next: hasNext && last ? link('after', idOf(last)) : null,
    previous: hasPrevious && first ? link('before', idOf(first)) : null,
    results,
  };
}

/**
 * A list's `count` is exact up to COUNT_CAP rows and COUNT_CAP beyond (DESIGN 3). Counting every
 * match would make each page cost as much as the whole list; counting five default pages deep costs
 * about what the page itself costs, and `next` already says whether more exist.
 */
export const COUNT_CAP = 100;

/**
 * How many rows `matching` yields, reading at most COUNT_CAP of them: exact below the cap, the cap
 * beyond. They are read newest `id` first, as the list's first page is, so the count walks the index
 * the page walks and stops at the cap instead of gathering every match.
 */
export async function countUpTo(db: Db, id: PgColumn, matching: PgSelect | PgSetOperator): Promise<number> {
  const capped = matching.orderBy(desc(id)).limit(COUNT_CAP).as('matching');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}
