/**
 * The notifications events make (context 5, each with a push): a tagged guest hears of it, the
 * organiser hears who is going (notify/going.ts: one a day), and a change of time or place tells
 * everyone going what it now is.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { eventGoing, type events, notifications } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notifyGoing } from '../../notify/going';
import { changeWording, type TimeChange } from '../../notify/item-change';
import { notify, wording } from '../../notify/notify';

type Event = typeof events.$inferSelect;

const TAGGED = /*i18n*/ '{username} tagged you as a guest of {title}.';

/** Tells the artists newly tagged; those no longer tagged lose the notification. */
export async function notifyGuests(
  deps: Deps,
  organiser: AuthUser,
  event: Event,
  guests: { before: number[]; after: number[] },
): Promise<void> {
  const removed = guests.before.filter((id) => !guests.after.includes(id));
  if (removed.length > 0) await dropTagged(deps, event.id, removed);
  const added = guests.after.filter((id) => !guests.before.includes(id));
  await notify(
    deps,
    ...added.map((recipientId) => ({
      context: NOTIFICATION_CONTEXT.event,
      type: NOTIFICATION_TYPE.tagged,
      eventId: event.id,
      recipientId,
      senderId: organiser.id,
      ...wording(TAGGED, { username: organiser.username, title: event.title }),
    })),
  );
}

/** Removes the tag notifications of an event sent to `recipients`. */
export const dropTagged = (deps: Deps, eventId: number, recipients: number[]) =>
  deps.db
    .delete(notifications)
    .where(
      and(
        eq(notifications.eventId, eventId),
        eq(notifications.template, TAGGED),
        inArray(notifications.recipientId, recipients),
      ),
    );

/** A dancer said they are going: the organiser's notification of the day says so. */
export const notifyEventGoing = (deps: Deps, dancer: AuthUser, event: Event) =>
  notifyGoing(deps, dancer, { kind: 'event', id: event.id, title: event.title, organiserId: event.userId });

/** What moved in time: the new start (its wall time or zone moved), else the new end. */
function timeChange(before: Event, after: Event): TimeChange | null {
  if (before.startLocal !== after.startLocal || before.timeZone !== after.timeZone)
    return { starts: after.startLocal };
  if (before.endLocal !== after.endLocal) return { ends: after.endLocal };
  return null;
}

/** The time or the place changed (`before` to `after`): everyone going hears what it now is. */
export async function notifyChanged(deps: Deps, organiser: AuthUser, before: Event, after: Event) {
  const going = await deps.db
    .select({ userId: eventGoing.userId })
    .from(eventGoing)
    .where(and(eq(eventGoing.eventId, after.id), ne(eventGoing.userId, organiser.id)));
  const moved = before.venue !== after.venue || before.country !== after.country;
  const text = changeWording({
    title: after.title,
    timeZone: after.timeZone,
    time: timeChange(before, after),
    place: moved ? { venue: after.venue, country: after.country } : null,
  });
  await notify(
    deps,
    ...going.map(({ userId }) => ({
      context: NOTIFICATION_CONTEXT.event,
      type: NOTIFICATION_TYPE.changed,
      eventId: after.id,
      recipientId: userId,
      senderId: organiser.id,
      ...text,
    })),
  );
}
