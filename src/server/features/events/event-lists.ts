/**
 * An event's lists as stored: guests (artists with a portfolio, by username, once each; none
 * suspended, none in a block with the organiser), sub-events, workshops (by uuid, those the organiser
 * may see) and battles. A write of a list replaces the whole list, in the order given; a battle sent
 * back with its id keeps it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type EventInput, eventMsg } from '../../../shared/schemas/events';
import {
  eventBattles,
  eventGuests,
  eventSubevents,
  eventWorkshops,
  portfolios,
  workshops,
} from '../../db/schema';
import { notSuspended, refuseBlocked, taggedRowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError } from '../../http/errors';

export type ListInput = Pick<
  EventInput,
  'event_guests' | 'event_subevents' | 'event_workshops' | 'event_battles'
>;
export type Guest = { userId: number; role: string };

/**
 * The guests' users, in order; 400 at `event_guests` for a name without a portfolio (or suspended) or
 * named twice, 403 for one in a block with `user`.
 */
export async function resolveGuests(
  deps: Deps,
  user: AuthUser,
  guests: EventInput['event_guests'],
): Promise<Guest[]> {
  if (guests.length === 0) return [];
  const names = guests.map((g) => g.username.toLowerCase());
  const rows = await deps.db
    .select({ userId: portfolios.userId, name: sql<string>`lower(${portfolios.username})` })
    .from(portfolios)
    .where(and(inArray(sql`lower(${portfolios.username})`, names), notSuspended(portfolios.userId)));
  const ids = new Map(rows.map((row) => [row.name, row.userId]));
  const resolved = guests.map((g, i) => ({ userId: ids.get(names[i] as string), role: g.role }));
  if (resolved.some((g) => g.userId === undefined)) throw fieldError('event_guests', eventMsg.unknownArtist);
  if (new Set(resolved.map((g) => g.userId)).size < resolved.length)
    throw fieldError('event_guests', eventMsg.guestTwice);
  for (const guest of resolved) await refuseBlocked(deps, user.id, guest.userId as number);
  return resolved as Guest[];
}

/** 400 at `event_workshops` when a linked workshop does not exist for `user` (made up, deleted, not shown). */
export async function requireWorkshops(
  deps: Deps,
  user: AuthUser,
  uuids: string[] | undefined,
): Promise<void> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return;
  const found = await deps.db
    .select({ uuid: workshops.uuid })
    .from(workshops)
    .where(
      and(
        inArray(workshops.uuid, wanted),
        taggedRowShown(user.id, workshops.userId, workshops.hiddenAt, workshops.teacherId),
      ),
    );
  if (found.length < wanted.length) throw fieldError('event_workshops', eventMsg.unknownWorkshop);
}

/** The stored guests of an event, in order. */
export const storedGuests = (deps: Deps, eventId: number): Promise<Guest[]> =>
  deps.db
    .select({ userId: eventGuests.userId, role: eventGuests.role })
    .from(eventGuests)
    .where(eq(eventGuests.eventId, eventId))
    .orderBy(eventGuests.position);

/** Replaces the lists given (a list left undefined stays as it is). */
export async function writeLists(
  deps: Deps,
  eventId: number,
  lists: Partial<Omit<ListInput, 'event_guests'>> & { guests?: Guest[] },
) {
  const numbered = <T>(items: T[]) => items.map((item, position) => ({ ...item, eventId, position }));
  if (lists.guests) {
    await deps.db.delete(eventGuests).where(eq(eventGuests.eventId, eventId));
    if (lists.guests.length > 0) await deps.db.insert(eventGuests).values(numbered(lists.guests));
  }
  if (lists.event_subevents) {
    await deps.db.delete(eventSubevents).where(eq(eventSubevents.eventId, eventId));
    if (lists.event_subevents.length > 0)
      await deps.db.insert(eventSubevents).values(numbered(lists.event_subevents));
  }
  if (lists.event_workshops) {
    const uuids = [...new Set(lists.event_workshops)].map((workshopUuid) => ({ workshopUuid }));
    await deps.db.delete(eventWorkshops).where(eq(eventWorkshops.eventId, eventId));
    if (uuids.length > 0) await deps.db.insert(eventWorkshops).values(numbered(uuids));
  }
  if (lists.event_battles) await writeBattles(deps, eventId, lists.event_battles);
}

/**
 * Replaces the battles keeping their ids: one sent with the id of a battle of this event is updated in
 * place (so its entrants and bracket stay); others are new; the stored ones not sent are deleted.
 */
async function writeBattles(deps: Deps, eventId: number, battles: ListInput['event_battles']) {
  const stored = await deps.db
    .select({ id: eventBattles.id })
    .from(eventBattles)
    .where(eq(eventBattles.eventId, eventId));
  const unclaimed = new Set(stored.map((b) => b.id));
  const kept = battles.map((b) => (b.id !== undefined && unclaimed.delete(b.id) ? b.id : undefined));
  if (unclaimed.size > 0) await deps.db.delete(eventBattles).where(inArray(eventBattles.id, [...unclaimed]));
  for (const [position, { id: _, ...battle }] of battles.entries()) {
    const id = kept[position];
    if (id === undefined) await deps.db.insert(eventBattles).values({ ...battle, eventId, position });
    else
      await deps.db
        .update(eventBattles)
        .set({ ...battle, position })
        .where(eq(eventBattles.id, id));
  }
}
