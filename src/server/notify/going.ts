/**
 * The organiser hears who is going to their workshop or event: one notification per item a day,
 * not one per dancer. The day's first goer makes it ("bboy.kid is going to Popping Basics", with a
 * push); each later goer that day rewrites it ("bboy.kid and 3 others are going to Popping Basics"),
 * becomes its sender and marks it unseen again, without a push, so a popular item neither floods the
 * bell nor the phone. A day is the 24 hours from the first goer, as for a new follower's
 * notification. The organiser going to their own item tells nobody.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../shared/schemas/notifications';
import { notifications } from '../db/schema';
import type { AuthUser, Deps } from '../deps';
import { notify, wording } from './notify';

const DAY_MS = 24 * 60 * 60 * 1000;

const ONE = /*i18n*/ '{username} is going to {title}.';
const MORE = /*i18n*/ '{username} and {others, plural, one {# other} other {# others}} are going to {title}.';

/** Where each kind of item keeps its goers, and how its notifications name it. */
const KINDS = {
  workshop: {
    context: NOTIFICATION_CONTEXT.workshop,
    about: notifications.workshopId,
    objectColumn: 'workshopId',
  },
  event: {
    context: NOTIFICATION_CONTEXT.event,
    about: notifications.eventId,
    objectColumn: 'eventId',
  },
} as const;

export type GoingItem = { kind: keyof typeof KINDS; id: number; title: string; organiserId: number };

/** `goer` just said they are going to `item`: its organiser's notification of the day says so. */
export async function notifyGoing(deps: Deps, goer: AuthUser, item: GoingItem): Promise<void> {
  if (goer.id === item.organiserId) return;
  const kind = KINDS[item.kind];
  // Two goers at the same moment would each find no notification of the day and make one: the
  // item's goers take their turn here, until their transaction (every write's, http/idempotency.ts)
  // ends.
  await deps.db.execute(sql`select pg_advisory_xact_lock(${kind.context}::int, ${item.id}::int)`);
  const [today] = await deps.db
    .select({ id: notifications.id, templateValues: notifications.templateValues })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, item.organiserId),
        eq(notifications.type, NOTIFICATION_TYPE.going),
        eq(kind.about, item.id),
        gt(notifications.createdAt, new Date(deps.clock().getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(1);
  const values = { username: goer.username, title: item.title };
  if (!today) {
    await notify(deps, {
      recipientId: item.organiserId,
      senderId: goer.id,
      context: kind.context,
      type: NOTIFICATION_TYPE.going,
      [kind.objectColumn]: item.id,
      ...wording(ONE, values),
    });
    return;
  }
  // The notification counts its goers itself: their rows' times come from transactions that began
  // before they took their turn, so they cannot tell who came after the notification was made.
  const others = String(Number(today.templateValues?.others ?? 0) + 1);
  await deps.db
    .update(notifications)
    .set({ senderId: goer.id, isSeen: false, ...wording(MORE, { ...values, others }) })
    .where(eq(notifications.id, today.id));
}
