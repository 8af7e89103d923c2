/**
 * Event rows with their organiser and lists, shaped as the API's `Event`. Events are public: every
 * read may see every event but for what db/visibility.ts keeps from the viewer (a hidden event, a
 * suspended organiser, one in a block with the viewer), so lists and counts agree with the detail by
 * construction. Guests and goers not shown to the viewer are left out (and not counted). Linked
 * workshops come with their titles; a link to a workshop that is gone, or not shown to the viewer, is
 * left out. A page of events loads its lists in one query per list, not one per event.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Event, EventGuest, GuestRole } from '../../../shared/schemas/events';
import { mediaUrl } from '../../../shared/schemas/uploads';
import { authorProfile, selectAuthored } from '../../db/authors';
import {
  eventBattles,
  eventGoing,
  eventGuests,
  eventSubevents,
  events,
  eventWorkshops,
  portfolios,
  workshops,
} from '../../db/schema';
import { personShown, rowShown, taggedRowShown } from '../../db/visibility';
import type { Deps } from '../../deps';

/** The events `viewerId` may see (a guest's: null); every read and count goes through it. */
export const eventShownTo = (viewerId: number | null): SQL =>
  rowShown(viewerId, events.userId, events.hiddenAt);

/** The events `viewerId` may see, joined to their organiser, filtered by `where`. */
export const selectEvents = (deps: Deps, viewerId: number | null, where?: SQL) =>
  selectAuthored(deps.db, events, { event: events }).where(and(eventShownTo(viewerId), where));

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

type Lists = Pick<Event, 'event_guests' | 'event_subevents' | 'event_workshops' | 'event_battles'> & {
  going_count: number;
  iamgoing: boolean;
};

/** Groups `rows` by their event id into arrays of `shape(row)`, in the rows' order. */
function groupBy<R extends { eventId: number }, T>(rows: R[], shape: (row: R) => T) {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.eventId, [...(groups.get(row.eventId) ?? []), shape(row)]);
  return groups;
}

/** The lists, going counts and the viewer's own "I'm going" of the events `ids`. */
async function loadLists(deps: Deps, ids: number[], viewerId: number | undefined) {
  const of = (column: PgColumn) => inArray(column, ids.length > 0 ? ids : [-1]);
  const viewer = viewerId ?? null;
  const [guests, subevents, linked, battles, going, mine] = await Promise.all([
    selectAuthored(deps.db, eventGuests, {
      eventId: eventGuests.eventId,
      role: eventGuests.role,
      country: portfolios.country,
    })
      .where(and(of(eventGuests.eventId), personShown(viewer, eventGuests.userId)))
      .orderBy(asc(eventGuests.position)),
    deps.db
      .select()
      .from(eventSubevents)
      .where(of(eventSubevents.eventId))
      .orderBy(asc(eventSubevents.position)),
    deps.db
      .select({ eventId: eventWorkshops.eventId, uuid: workshops.uuid, title: workshops.title })
      .from(eventWorkshops)
      .innerJoin(workshops, eq(workshops.uuid, eventWorkshops.workshopUuid))
      .where(
        and(
          of(eventWorkshops.eventId),
          taggedRowShown(viewer, workshops.userId, workshops.hiddenAt, workshops.teacherId),
        ),
      )
      .orderBy(asc(eventWorkshops.position)),
    deps.db.select().from(eventBattles).where(of(eventBattles.eventId)).orderBy(asc(eventBattles.position)),
    deps.db
      .select({ eventId: eventGoing.eventId, n: count() })
      .from(eventGoing)
      .where(and(of(eventGoing.eventId), personShown(viewer, eventGoing.userId)))
      .groupBy(eventGoing.eventId),
    viewerId === undefined
      ? []
      : deps.db
          .select({ eventId: eventGoing.eventId })
          .from(eventGoing)
          .where(and(of(eventGoing.eventId), eq(eventGoing.userId, viewerId))),
  ]);
  const guestsBy = groupBy(
    guests,
    (g): EventGuest => ({
      ...authorProfile(g),
      country: g.country ?? '',
      role: g.role as GuestRole,
    }),
  );
  const subeventsBy = groupBy(subevents, ({ title, time, info }) => ({ title, time, info }));
  const workshopsBy = groupBy(linked, ({ uuid, title }) => ({ uuid, title }));
  const battlesBy = groupBy(battles, ({ id, category, style, format }) => ({ id, category, style, format }));
  const goingBy = new Map(going.map((g) => [g.eventId, g.n]));
  const mineSet = new Set(mine.map((g) => g.eventId));
  return (id: number): Lists => ({
    event_guests: guestsBy.get(id) ?? [],
    event_subevents: subeventsBy.get(id) ?? [],
    event_workshops: workshopsBy.get(id) ?? [],
    event_battles: battlesBy.get(id) ?? [],
    going_count: goingBy.get(id) ?? 0,
    iamgoing: mineSet.has(id),
  });
}

/** Shapes rows as the API's events, as `viewerId` sees them (their own "I'm going"). */
export async function toEvents(deps: Deps, rows: EventRow[], viewerId: number | undefined): Promise<Event[]> {
  const listsOf = await loadLists(
    deps,
    rows.map((row) => row.event.id),
    viewerId,
  );
  return rows.map(({ event: e, ...author }) => ({
    id: e.id,
    uuid: e.uuid,
    ...authorProfile(author),
    title: e.title,
    poster: mediaUrl('medium', e.poster),
    poster_thumb: mediaUrl('mini', e.poster),
    start: e.startLocal,
    end: e.endLocal,
    timezone: e.timeZone,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    venue: e.venue,
    country: e.country,
    content: e.content,
    iglink: e.instagram,
    videolink: e.youtube,
    contact_email: e.email,
    ...listsOf(e.id),
    created: e.createdAt.toISOString(),
    hidden: e.hiddenAt !== null,
  }));
}
