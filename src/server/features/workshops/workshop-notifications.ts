/**
 * The notifications workshops make (context 10, each with a push): the tagged artist hears they teach
 * it, the organiser hears of a room request and who is going (notify/going.ts: one a day), the
 * requester of the answer, and everyone going of a change of time or venue, told what it now is.
 */
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { instantToWall } from '../../../shared/wall-time';
import { notifications, workshopGoing, type workshops } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notifyGoing } from '../../notify/going';
import { changeWording, type TimeChange } from '../../notify/item-change';
import { notify, wording } from '../../notify/notify';

type Workshop = typeof workshops.$inferSelect;

const about = (sender: AuthUser, workshop: Workshop) => ({
  context: NOTIFICATION_CONTEXT.workshop,
  workshopId: workshop.id,
  senderId: sender.id,
});

/** The organiser tagged an artist: that artist hears of it (an artist tagged before no longer does). */
export async function notifyWorkshopTagged(deps: Deps, organiser: AuthUser, workshop: Workshop) {
  await deps.db
    .delete(notifications)
    .where(
      and(
        eq(notifications.workshopId, workshop.id),
        eq(notifications.type, NOTIFICATION_TYPE.tagged),
        eq(notifications.senderId, organiser.id),
      ),
    );
  if (workshop.teacherId === null) return;
  await notify(deps, {
    ...about(organiser, workshop),
    type: NOTIFICATION_TYPE.tagged,
    recipientId: workshop.teacherId,
    ...wording(/*i18n*/ '{username} tagged you as the artist of the workshop {title}.', {
      username: organiser.username,
      title: workshop.title,
    }),
  });
}

/** A dancer asked to enter the room: the organiser hears of it. */
export const notifyRoomRequest = (deps: Deps, dancer: AuthUser, workshop: Workshop) =>
  notify(deps, {
    ...about(dancer, workshop),
    type: NOTIFICATION_TYPE.roomRequest,
    recipientId: workshop.userId,
    ...wording(/*i18n*/ '{username} asked to enter the room of {title}.', {
      username: dancer.username,
      title: workshop.title,
    }),
  });

/** The organiser answered a room request: the requester hears of it. */
export const notifyRoomAnswer = (
  deps: Deps,
  organiser: AuthUser,
  workshop: Workshop,
  requesterId: number,
  approved: boolean,
) =>
  notify(deps, {
    ...about(organiser, workshop),
    type: approved ? NOTIFICATION_TYPE.roomEntry : NOTIFICATION_TYPE.roomRefused,
    recipientId: requesterId,
    ...wording(
      approved
        ? /*i18n*/ 'You can enter the room of {title}.'
        : /*i18n*/ 'Your request to enter the room of {title} was refused.',
      { title: workshop.title },
    ),
  });

/** A dancer said they are going: the organiser's notification of the day says so. */
export const notifyWorkshopGoing = (deps: Deps, dancer: AuthUser, workshop: Workshop) =>
  notifyGoing(deps, dancer, {
    kind: 'workshop',
    id: workshop.id,
    title: workshop.title,
    organiserId: workshop.userId,
  });

/** The start as a wall time at the venue: the day alone when the workshop has no start time. */
const startWall = (w: Workshop) => (w.startTime ? `${w.startDate}T${w.startTime}` : w.startDate);

/**
 * What moved in time, named as the notice says it: the new start (its day, time or zone moved), else
 * the new end, else the new free-text time; the start when what moved cannot be named otherwise (the
 * end taken away, the free-text time emptied).
 */
function timeChange(before: Workshop, after: Workshop): TimeChange | null {
  const startMoved =
    before.startDate !== after.startDate ||
    before.startTime !== after.startTime ||
    before.timezone !== after.timezone;
  const endMoved = before.endTime !== after.endTime;
  const textChanged = before.datetime !== after.datetime;
  if (!startMoved && !endMoved && !textChanged) return null;
  if (!startMoved && endMoved && after.endsAt) return { ends: instantToWall(after.endsAt, after.timezone) };
  if (!startMoved && textChanged && after.datetime) return { text: after.datetime };
  return { starts: startWall(after) };
}

/** The time or venue changed (`before` to `after`): everyone going hears what it now is. */
export async function notifyWorkshopChanged(
  deps: Deps,
  organiser: AuthUser,
  before: Workshop,
  after: Workshop,
) {
  const going = await deps.db
    .select({ userId: workshopGoing.userId })
    .from(workshopGoing)
    .where(eq(workshopGoing.workshopId, after.id));
  const moved = before.venue !== after.venue || before.country !== after.country;
  const text = changeWording({
    title: after.title,
    timeZone: after.timezone,
    time: timeChange(before, after),
    place: moved ? { venue: after.venue, country: after.country } : null,
  });
  await notify(
    deps,
    ...going.map(({ userId }) => ({
      ...about(organiser, after),
      type: NOTIFICATION_TYPE.changed,
      recipientId: userId,
      ...text,
    })),
  );
}
