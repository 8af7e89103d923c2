/**
 * Events: created, edited and deleted by their organiser; read by everyone they are shown to
 * (event-shape.ts). Times are wall times in the event's zone, stored with the instants they name.
 * Tagging a guest tells them; a change of time or place tells everyone going.
 */
import { eq } from 'drizzle-orm';
import type { Event, EventInput, EventPatch } from '../../../shared/schemas/events';
import { eventMsg } from '../../../shared/schemas/events';
import type { Ref } from '../../../shared/schemas/fields';
import { wallToInstant } from '../../../shared/wall-time';
import { insertOnce } from '../../db/insert-once';
import { events } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { requireReadyUploads } from '../../storage/ready-uploads';
import { requireWorkshops, resolveGuests, storedGuests, writeLists } from './event-lists';
import { notifyChanged, notifyGuests } from './event-notifications';
import { type EventRow, selectEvents, toEvents } from './event-shape';

type Stored = typeof events.$inferSelect;

/** The event as `viewer` may see it, or 404. */
export async function readEvent(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<EventRow> {
  const [row] = await selectEvents(deps, viewer?.id ?? null, byRef(events, ref));
  if (!row) throw notFound();
  return row;
}

/** The event as the API answers it to `viewer`. */
export async function eventFor(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<Event> {
  const [event] = await toEvents(deps, [await readEvent(deps, viewer, ref)], viewer?.id);
  return event as Event;
}

/** The instants of a wall-time span; 400 at `end` unless the end comes after the start. */
function instants(start: string, end: string, zone: string) {
  const startsAt = wallToInstant(start, zone);
  const endsAt = wallToInstant(end, zone);
  if (endsAt <= startsAt) throw fieldError('end', eventMsg.endBeforeStart);
  return { startsAt, endsAt };
}

const SCALARS = {
  title: 'title',
  poster: 'poster',
  start: 'startLocal',
  end: 'endLocal',
  timezone: 'timeZone',
  venue: 'venue',
  country: 'country',
  content: 'content',
  iglink: 'instagram',
  videolink: 'youtube',
  contact_email: 'email',
} as const satisfies Partial<Record<keyof EventPatch, keyof Stored>>;

/** Creates the caller's event; a repeat of their uuid answers the one already made. */
export async function createEvent(deps: Deps, user: AuthUser, input: EventInput) {
  await requireReadyUploads(deps, user, { poster: input.poster });
  const guests = await resolveGuests(deps, user, input.event_guests);
  await requireWorkshops(deps, user, input.event_workshops);
  const fields = Object.entries(SCALARS).map(([field, column]) => [
    column,
    input[field as keyof typeof SCALARS],
  ]);
  const values = {
    ...(Object.fromEntries(fields) as Pick<Stored, (typeof SCALARS)[keyof typeof SCALARS]>),
    ...instants(input.start, input.end, input.timezone),
    userId: user.id,
    uuid: input.uuid,
  };
  const { row, created } = await insertOnce(
    user,
    () => deps.db.insert(events).values(values).onConflictDoNothing().returning(),
    () =>
      deps.db
        .select()
        .from(events)
        .where(eq(events.uuid, input.uuid ?? '')),
  );
  if (created) {
    await writeLists(deps, row.id, { ...input, guests });
    await notifyGuests(deps, user, row, { before: [], after: guests.map((g) => g.userId) });
  }
  return { event: await eventFor(deps, user, row.id), created };
}

/** The caller's own event; 404 when missing for them, 403 when it is someone else's. */
async function ownEvent(deps: Deps, user: AuthUser, ref: Ref): Promise<Stored> {
  const { event } = await readEvent(deps, user, ref);
  if (event.userId !== user.id) throw forbidden();
  return event;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies the fields and lists that differ; null when nothing does. New guests are told; when the
 * time or place changed, everyone going is told.
 */
export async function updateEvent(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: EventPatch,
): Promise<Event | null> {
  const stored = await ownEvent(deps, user, ref);
  const wanted: Partial<Stored> = {};
  for (const [field, column] of Object.entries(SCALARS) as [keyof typeof SCALARS, keyof Stored][]) {
    const value = patch[field];
    if (value !== undefined && stored[column] !== value) Object.assign(wanted, { [column]: value });
  }
  const before = await storedGuests(deps, stored.id);
  const guests = patch.event_guests && (await resolveGuests(deps, user, patch.event_guests));
  const current = (await eventFor(deps, user, stored.id)) as Event;
  const lists = {
    guests: guests && !same(guests, before) ? guests : undefined,
    event_subevents:
      patch.event_subevents && !same(patch.event_subevents, current.event_subevents)
        ? patch.event_subevents
        : undefined,
    event_workshops:
      patch.event_workshops &&
      !same(
        patch.event_workshops,
        current.event_workshops.map((w) => w.uuid),
      )
        ? patch.event_workshops
        : undefined,
    event_battles:
      patch.event_battles && !same(patch.event_battles, current.event_battles)
        ? patch.event_battles
        : undefined,
  };
  await requireWorkshops(deps, user, lists.event_workshops);
  const listsChanged = Object.values(lists).some((list) => list !== undefined);
  if (Object.keys(wanted).length === 0 && !listsChanged) return null;
  if (wanted.poster) await requireReadyUploads(deps, user, { poster: wanted.poster });
  const when = { start: stored.startLocal, end: stored.endLocal, zone: stored.timeZone };
  const next = {
    start: wanted.startLocal ?? when.start,
    end: wanted.endLocal ?? when.end,
    zone: wanted.timeZone ?? when.zone,
  };
  const timeChanged = !same(when, next);
  if (timeChanged) Object.assign(wanted, instants(next.start, next.end, next.zone));
  const [row] =
    Object.keys(wanted).length > 0
      ? await deps.db.update(events).set(wanted).where(eq(events.id, stored.id)).returning()
      : [stored];
  const event = row as Stored;
  await writeLists(deps, stored.id, lists);
  if (lists.guests)
    await notifyGuests(deps, user, event, {
      before: before.map((g) => g.userId),
      after: lists.guests.map((g) => g.userId),
    });
  if (timeChanged || wanted.venue !== undefined || wanted.country !== undefined)
    await notifyChanged(deps, user, stored, event);
  return eventFor(deps, user, stored.id);
}

/** The organiser deletes their event (its lists, goers and notifications go with it). */
export async function deleteEvent(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const stored = await ownEvent(deps, user, ref);
  await deps.db.delete(events).where(eq(events.id, stored.id));
}
