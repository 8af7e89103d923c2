/**
 * Every workshop list (all, search, organised by, taught by, going, my rooms), upcoming first: those
 * not yet over from the soonest, then past ones from the latest. Pages follow a keyset cursor
 * (`after=u<ms>.<id>` in the upcoming part, `p<ms>.<id>` in the past part), so a later page costs
 * what the first costs. A list shows exactly what a detail shows the viewer (workshop-shape.ts).
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ListPage } from '../../../shared/api';
import { PAGE_SIZE } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import { MAX_ID } from '../../../shared/schemas/fields';
import type { Workshop, WorkshopSearch } from '../../../shared/schemas/workshops';
import { workshopShownTo } from '../../db/named-workshop';
import { portfolios, users, workshops } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { parseOrThrow } from '../../http/body';
import { countUpTo } from '../../http/paging';
import { selectWorkshops, toWorkshop } from './workshop-shape';

type Cursor = { past: boolean; at: Date; id: number };
export type WorkshopPage = { after?: Cursor; limit: number };

const cursorField = v.pipe(
  v.string(),
  v.regex(/^[up]\d{1,15}\.\d{1,10}$/, msg.invalidCursor),
  v.transform((s) => {
    const [at, id] = s.slice(1).split('.').map(Number) as [number, number];
    return { past: s.startsWith('p'), at: new Date(at), id };
  }),
  v.check((c) => c.id <= MAX_ID && c.at.getTime() <= 8.64e15, msg.invalidCursor),
);
const pageQuery = v.object({
  after: v.optional(cursorField),
  page_size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, msg.invalidPageSize),
      v.transform(Number),
      v.minValue(1, msg.invalidPageSize),
      v.maxValue(100, msg.invalidPageSize),
    ),
  ),
});

export function readWorkshopPage(c: Context): WorkshopPage {
  const q = parseOrThrow(pageQuery, { after: c.req.query('after'), page_size: c.req.query('page_size') });
  return { after: q.after, limit: q.page_size ?? PAGE_SIZE };
}

const cursorOf = (w: Workshop, now: Date): string => {
  const past = new Date(w.ends_at ?? w.starts_at) < now;
  return `${past ? 'p' : 'u'}${new Date(w.starts_at).getTime()}.${w.id}`;
};

/** The envelope; `next` is the absolute URL of the following page. */
export function workshopListPage(
  c: Context,
  page: WorkshopPage,
  rows: Workshop[],
  count: number,
  now: Date,
): ListPage<Workshop> {
  const results = rows.slice(0, page.limit);
  const last = results.at(-1);
  let next: string | null = null;
  if (rows.length > page.limit && last) {
    const url = new URL(c.req.url);
    url.searchParams.set('after', cursorOf(last, now));
    next = url.toString();
  }
  return { count, next, previous: null, results };
}

/** The filters the lists take: a search, an organiser, a tagged artist, and the ids of a subquery. */
export type WorkshopFilter = {
  search?: WorkshopSearch;
  organiser?: number;
  teacher?: number;
  ids?: SQL;
};

const pattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function searchCondition(search: WorkshopSearch, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (search.workshop_name) parts.push(ilike(workshops.title, pattern(search.workshop_name)));
  if (search.query) {
    // The title, venue, artist name and info, and the organiser's and tagged artist's names.
    const p = pattern(search.query);
    parts.push(
      or(
        ilike(workshops.title, p),
        ilike(workshops.venue, p),
        ilike(workshops.name1, p),
        ilike(workshops.content, p),
        sql`exists (select 1 from ${users} left join ${portfolios} on ${portfolios.userId} = ${users.id}
          where ${users.id} in (${workshops.userId}, ${workshops.teacherId})
          and (${users.username} ilike ${p} or ${portfolios.artistName} ilike ${p}))`,
      ),
    );
  }
  if (search.this_month === 'yes') {
    const month = now.toISOString().slice(0, 7);
    parts.push(sql`to_char(${workshops.startDate}, 'YYYY-MM') = ${month}`);
  }
  return and(...parts);
}

function filterCondition(filter: WorkshopFilter, now: Date): SQL | undefined {
  return and(
    filter.search ? searchCondition(filter.search, now) : undefined,
    filter.organiser === undefined ? undefined : eq(workshops.userId, filter.organiser),
    filter.teacher === undefined ? undefined : eq(workshops.teacherId, filter.teacher),
    filter.ids ? sql`${workshops.id} in ${filter.ids}` : undefined,
  );
}

/** One page of the workshops matching `filter`, upcoming first, and how many match. */
export async function listWorkshops(
  deps: Deps,
  viewer: AuthUser | null,
  filter: WorkshopFilter,
  page: WorkshopPage,
) {
  const now = deps.clock();
  const where = filterCondition(filter, now);
  const ends = sql`coalesce(${workshops.endsAt}, ${workshops.startsAt})`;
  const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
  const upcoming = sql`(${ends} >= ${instant(now)})`;
  const past = sql`(${ends} < ${instant(now)})`;
  const after = page.after;
  const bound = !after
    ? undefined
    : after.past
      ? and(past, sql`(${workshops.startsAt}, ${workshops.id}) < (${instant(after.at)}, ${after.id})`)
      : or(
          past,
          and(upcoming, sql`(${workshops.startsAt}, ${workshops.id}) > (${instant(after.at)}, ${after.id})`),
        );
  const [rows, count] = await Promise.all([
    selectWorkshops(deps, viewer, and(where, bound))
      .orderBy(
        asc(past),
        asc(sql`case when ${upcoming} then ${workshops.startsAt} end`),
        asc(sql`case when ${upcoming} then ${workshops.id} end`),
        desc(workshops.startsAt),
        desc(workshops.id),
      )
      .limit(page.limit + 1),
    countUpTo(
      deps.db,
      workshops.id,
      deps.db
        .select({ id: workshops.id })
        .from(workshops)
        .where(and(workshopShownTo(viewer?.id ?? null), where))
        .$dynamic(),
    ),
  ]);
  return { rows: rows.map(toWorkshop), count, now };
}
