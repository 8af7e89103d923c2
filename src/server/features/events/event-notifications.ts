/** The notifications events make: a tagged guest hears of it; a change of time or place tells who is going. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { eventGoing, type events, notifications } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
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

/** The time or the place changed: everyone going hears of it. */
export async function notifyChanged(deps: Deps, organiser: AuthUser, event: Event): Promise<void> {
  const going = await deps.db
    .select({ userId: eventGoing.userId })
    .from(eventGoing)
    .where(and(eq(eventGoing.eventId, event.id), ne(eventGoing.userId, organiser.id)));
  await notify(
    deps,
    ...going.map(({ userId }) => ({
      context: NOTIFICATION_CONTEXT.event,
      type: NOTIFICATION_TYPE.tagged,
      eventId: event.id,
      recipientId: userId,
      senderId: organiser.id,
      ...wording(/*i18n*/ '{username} changed the time or place of {title}.', {
        username: organiser.username,
        title: event.title,
      }),
    })),
  );
}
