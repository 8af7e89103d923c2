/**
 * The notifications workshops make (context 5, each with a push): the tagged artist hears they teach
 * it, the organiser hears of a room request, the requester of its answer, and everyone going of a
 * change of time or venue.
 */
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { notifications, workshopGoing, type workshops } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';

type Workshop = typeof workshops.$inferSelect;

const about = (sender: AuthUser, workshop: Workshop) => ({
  context: NOTIFICATION_CONTEXT.event,
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
    type: NOTIFICATION_TYPE.tagged,
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
    type: approved ? NOTIFICATION_TYPE.shoutoutApproved : NOTIFICATION_TYPE.comment,
    recipientId: requesterId,
    ...wording(
      approved
        ? /*i18n*/ 'You can enter the room of {title}.'
        : /*i18n*/ 'Your request to enter the room of {title} was refused.',
      { title: workshop.title },
    ),
  });

/** The time or venue changed: everyone going hears of it. */
export async function notifyWorkshopChanged(deps: Deps, organiser: AuthUser, workshop: Workshop) {
  const going = await deps.db
    .select({ userId: workshopGoing.userId })
    .from(workshopGoing)
    .where(eq(workshopGoing.workshopId, workshop.id));
  const text = wording(/*i18n*/ 'The time or venue of {title} changed.', { title: workshop.title });
  await notify(
    deps,
    ...going.map(({ userId }) => ({
      ...about(organiser, workshop),
      type: NOTIFICATION_TYPE.comment,
      recipientId: userId,
      ...text,
    })),
  );
}
