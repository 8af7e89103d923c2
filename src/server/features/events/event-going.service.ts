/**
 * "I'm going" (said and taken back by the caller, for any event they may see; the organiser hears
 * who is going) and a tagged guest leaving the guest list.
 */
import { and, eq } from 'drizzle-orm';
import type { Event } from '../../../shared/schemas/events';
import { eventMsg } from '../../../shared/schemas/events';
import type { Ref } from '../../../shared/schemas/fields';
import { eventGoing, eventGuests } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { dropTagged, notifyEventGoing } from './event-notifications';
import { eventFor, readEvent } from './events.service';

/**
 * Says (or, with `going` false, takes back) the caller's "I'm going"; saying it tells the organiser,
 * and repeating either changes nothing.
 */
export async function setGoing(deps: Deps, user: AuthUser, ref: Ref, going: boolean): Promise<Event> {
  const { event } = await readEvent(deps, user, ref);
  if (going) {
    const made = await deps.db
      .insert(eventGoing)
      .values({ eventId: event.id, userId: user.id })
      .onConflictDoNothing()
      .returning({ id: eventGoing.id });
    if (made.length > 0) await notifyEventGoing(deps, user, event);
  } else
    await deps.db
      .delete(eventGoing)
      .where(and(eq(eventGoing.eventId, event.id), eq(eventGoing.userId, user.id)));
  return eventFor(deps, user, event.id);
}

/** A tagged guest takes themselves off the event's guests (and its tag notification goes). */
export async function leaveGuests(deps: Deps, user: AuthUser, ref: Ref): Promise<Event> {
  const { event } = await readEvent(deps, user, ref);
  const removed = await deps.db
    .delete(eventGuests)
    .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, user.id)))
    .returning({ id: eventGuests.id });
  if (removed.length === 0) throw forbidden(eventMsg.notAGuest);
  await dropTagged(deps, event.id, [user.id]);
  return eventFor(deps, user, event.id);
}
