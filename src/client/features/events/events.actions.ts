/**
 * Event writes, all through the outbox, online or not: the row changes at once and the outbox sends
 * the write once. A new or edited poster made on the device rides in the entry (presign, PUT,
 * complete, then the create or edit, resuming where it stopped). "I'm going" toggles collapse: a
 * toggle back before the first was sent cancels both.
 */
import { eventsApi } from '../../../shared/api-paths';
import { msg } from '../../../shared/messages';
import type { EventInput, EventPatch, EventWorkshop } from '../../../shared/schemas/events';
import { wallToInstant } from '../../../shared/wall-time';
import { db, type EventRow, type LocalImage, type OutboxStep } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { uploadedKey, uploadSteps } from '../../lib/outbox-steps';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

/** The instants of the row's wall times, for its place in lists until the server answers. */
const instantsOf = (fields: Pick<EventInput, 'start' | 'end' | 'timezone'>) => ({
  starts_at: wallToInstant(fields.start, fields.timezone).toISOString(),
  ends_at: wallToInstant(fields.end, fields.timezone).toISOString(),
});

/**
 * Creates an event: it shows at once in the organiser's lists, its poster from the device and its
 * linked workshops by the titles the form knows (`workshops`, the input's `event_workshops`).
 */
export async function queueEvent(
  input: EventInput & { uuid: string },
  poster: LocalImage,
  workshops: EventWorkshop[],
): Promise<string> {
  const user = store.get(userAtom);
  if (!user) throw new Error(msg.signInFirst);
  const steps: OutboxStep[] = [
    ...uploadSteps('W', 0),
    { method: 'POST', path: eventsApi.create, body: { ...input, poster: uploadedKey(0) }, apply: 'events' },
  ];
  const { event_guests, ...fields } = input;
  const row: EventRow = {
    ...fields,
    event_workshops: workshops,
    ...instantsOf(input),
    username: user.username,
    artist_name: user.portfolio?.artist_name ?? user.username,
    profile_photo: user.portfolio?.thumb ?? null,
    hidden: false,
    poster: '',
    poster_thumb: '',
    localImage: poster,
    event_guests: event_guests.map((g) => ({
      ...g,
      artist_name: g.username,
      profile_photo: null,
      country: '',
    })),
    guestNames: event_guests.map((g) => g.username.toLowerCase()),
    going_count: 0,
    iamgoing: false,
    lists: [`organised:${user.username}`],
    created: new Date().toISOString(),
  };
  return queueWrite(
    {
      kind: 'event.create',
      target: input.uuid,
      steps,
      touches: [{ table: 'events', uuid: input.uuid }],
      images: [poster],
    },
    () => db.events.add(row),
  );
}

/**
 * Sends the changed fields (a new poster uploaded first); the row shows them at once, the linked
 * workshops by their titles (`workshops`, when the patch links others).
 */
export async function queueEventEdit(
  row: EventRow,
  patch: EventPatch,
  poster: LocalImage | null,
  workshops: EventWorkshop[],
): Promise<string> {
  const body = poster ? { ...patch, poster: uploadedKey(0) } : patch;
  const { event_guests, event_workshops, ...fields } = patch;
  const when = {
    start: patch.start ?? row.start,
    end: patch.end ?? row.end,
    timezone: patch.timezone ?? row.timezone,
  };
  const local: Partial<EventRow> = {
    ...fields,
    ...instantsOf(when),
    ...(poster ? { localImage: poster, poster: row.poster } : {}),
    ...(event_workshops ? { event_workshops: workshops } : {}),
    ...(event_guests
      ? {
          event_guests: event_guests.map((g) => ({
            ...g,
            artist_name: g.username,
            profile_photo: null,
            country: '',
          })),
          guestNames: event_guests.map((g) => g.username.toLowerCase()),
        }
      : {}),
  };
  return queueWrite(
    {
      kind: 'event.edit',
      target: row.uuid,
      steps: [
        ...(poster ? uploadSteps('W', 0) : []),
        { method: 'PATCH', path: eventsApi.edit(row.uuid), body, apply: 'events' },
      ],
      touches: [{ table: 'events', uuid: row.uuid }],
      ...(poster ? { images: [poster] } : {}),
    },
    () => db.events.update(row.uuid, local),
  );
}

export async function deleteEvent(uuid: string): Promise<void> {
  await queueWrite(
    {
      kind: 'event.delete',
      target: uuid,
      steps: [{ method: 'DELETE', path: eventsApi.edit(uuid), apply: 'events', goneIsDone: true }],
      touches: [{ table: 'events', uuid }],
    },
    () => db.events.update(uuid, { deleted: 1 }),
  );
}

/** Says or takes back "I'm going"; a toggle back before the first left cancels it. */
export async function setGoing(row: EventRow, going: boolean): Promise<void> {
  const user = store.get(userAtom);
  if (!user || row.iamgoing === going) return;
  const key = `going:${user.username}`;
  const change = () =>
    db.events.update(row.uuid, {
      iamgoing: going,
      going_count: row.going_count + (going ? 1 : -1),
      lists: going ? [...new Set([...row.lists, key])] : row.lists.filter((k) => k !== key),
    });
  const undo = going ? 'event.notgoing' : 'event.going';
  if (await cancelUnsent(row.uuid, undo, change)) return;
  const step: OutboxStep = going
    ? { method: 'POST', path: eventsApi.going, body: { event: row.uuid }, apply: 'events' }
    : // No answer applied: a DELETE's would remove the row; the local change is what the server did.
      { method: 'DELETE', path: eventsApi.notGoing(row.uuid) };
  await queueWrite(
    {
      kind: going ? 'event.going' : 'event.notgoing',
      target: row.uuid,
      steps: [step],
      touches: [{ table: 'events', uuid: row.uuid }],
    },
    change,
  );
}

/** A tagged guest leaves the guests. */
export async function leaveGuests(row: EventRow): Promise<void> {
  const user = store.get(userAtom);
  if (!user) return;
  const me = user.username.toLowerCase();
  await queueWrite(
    {
      kind: 'event.leave',
      target: row.uuid,
      steps: [{ method: 'DELETE', path: eventsApi.leaveGuests(row.uuid) }],
      touches: [{ table: 'events', uuid: row.uuid }],
    },
    () =>
      db.events.update(row.uuid, {
        event_guests: row.event_guests.filter((g) => g.username.toLowerCase() !== me),
        guestNames: row.guestNames.filter((name) => name !== me),
      }),
  );
}
