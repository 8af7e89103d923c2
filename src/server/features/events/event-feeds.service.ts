/**
 * The event lists: upcoming (and its search), organised by, tagging, and gone to by a user, and who
 * is going to one, each of what the viewer may see (event-shape.ts): a user not shown to them tags or
 * goes to nothing in their lists. Event lists page by start time (keyset over starts_at and id, the
 * cursor being an event id), so the next page costs what the first costs.
 */

import { and, asc, desc, eq, exists, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { EventGoer } from '../../../shared/schemas/events';
import type { Ref } from '../../../shared/schemas/fields';
import { authorProfile, selectAuthored } from '../../db/authors';
import { eventGoing, eventGuests, events } from '../../db/schema';
import { userIdOf } from '../../db/users';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { eventShownTo, selectEvents, toEvents } from './event-shape';
import { readEvent } from './events.service';

type Order = 'soonest' | 'latest';

/** Where-condition and order of a page over (starts_at, id); `soonest` first or `latest` first. */
function byStart(page: Page, order: Order, filter?: SQL) {
  const cursor = page.before ?? page.after;
  const forward = page.before === undefined;
  const ascending = (order === 'soonest') === forward;
  const at = sql`(select c.starts_at, c.id from ${events} c where c.id = ${cursor ?? 0})`;
  const bound =
    cursor === undefined
      ? undefined
      : ascending
        ? sql`(${events.startsAt}, ${events.id}) > ${at}`
        : sql`(${events.startsAt}, ${events.id}) < ${at}`;
  const orderBy = ascending
    ? [asc(events.startsAt), asc(events.id)]
    : [desc(events.startsAt), desc(events.id)];
  return { where: and(filter, bound), orderBy, limit: page.limit + 1 };
}

/** One page of events matching `filter` in `order`, with the count, shaped for `viewer`. */
async function eventPage(deps: Deps, viewer: AuthUser | null, page: Page, order: Order, filter?: SQL) {
  const bounded = byStart(page, order, filter);
  const viewerId = viewer?.id ?? null;
  const [rows, count] = await Promise.all([
    selectEvents(deps, viewerId, bounded.where)
      .orderBy(...bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(
      deps.db,
      events.id,
      deps.db
        .select({ id: events.id })
        .from(events)
        .where(and(eventShownTo(viewerId), filter))
        .$dynamic(),
    ),
  ]);
  return { rows: await toEvents(deps, rows, viewer?.id), count };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type EventSearch = { query?: string; eventName?: string; thisMonth?: boolean };

/**
 * Events not yet over, soonest first: those whose title, venue, info or country holds `query`, whose
 * title holds `eventName`, and starting this month (in the event's own zone) when asked.
 */
export function listUpcoming(deps: Deps, viewer: AuthUser | null, search: EventSearch, page: Page) {
  const now = deps.clock();
  const words = (text: string) => `%${escapeLike(text.trim())}%`;
  const month = (instant: SQL | typeof events.startsAt) =>
    sql`to_char(timezone(${events.timeZone}, ${instant}), 'YYYY-MM')`;
  const conditions = [
    gt(events.endsAt, now),
    search.query?.trim()
      ? or(
          ilike(events.title, words(search.query)),
          ilike(events.venue, words(search.query)),
          ilike(events.content, words(search.query)),
          ilike(events.country, words(search.query)),
        )
      : undefined,
    search.eventName?.trim() ? ilike(events.title, words(search.eventName)) : undefined,
    search.thisMonth
      ? sql`${month(events.startsAt)} = ${month(sql`${now.toISOString()}::timestamptz`)}`
      : undefined,
  ];
  return eventPage(deps, viewer, page, 'soonest', and(...conditions));
}

export type EventRelation = 'organised' | 'tagged' | 'going';

/** The events a user organised, is a guest of, or is going to, latest first; none for an unknown name. */
export async function listRelated(
  deps: Deps,
  viewer: AuthUser | null,
  relation: EventRelation,
  username: string,
  page: Page,
) {
  const userId = await userIdOf(deps, username);
  if (userId === undefined) return { rows: [], count: 0 };
  const shown = personShown(viewer?.id ?? null, sql`${userId}::int`);
  const filter = {
    organised: eq(events.userId, userId),
    tagged: exists(
      deps.db
        .select({ id: eventGuests.id })
        .from(eventGuests)
        .where(and(eq(eventGuests.eventId, events.id), eq(eventGuests.userId, userId), shown)),
    ),
    going: exists(
      deps.db
        .select({ id: eventGoing.id })
        .from(eventGoing)
        .where(and(eq(eventGoing.eventId, events.id), eq(eventGoing.userId, userId), shown)),
    ),
  }[relation];
  return eventPage(deps, viewer, page, 'latest', filter);
}

/** Who is going to an event (those shown to the viewer), latest first. */
export async function listGoers(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  const { event } = await readEvent(deps, viewer, ref);
  const where = and(eq(eventGoing.eventId, event.id), personShown(viewer?.id ?? null, eventGoing.userId));
  const bounded = keyset(eventGoing.id, page, where);
  const [rows, count] = await Promise.all([
    selectAuthored(deps.db, eventGoing, { id: eventGoing.id, created: eventGoing.createdAt })
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(
      deps.db,
      eventGoing.id,
      deps.db.select({ id: eventGoing.id }).from(eventGoing).where(where).$dynamic(),
    ),
  ]);
  return {
    rows: rows.map(
      (row): EventGoer => ({
        id: row.id,
        ...authorProfile(row),
        created: row.created.toISOString(),
      }),
    ),
    count,
  };
}
