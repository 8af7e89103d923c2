/**
 * The notifications published labs make: listed, it tells the students of its owner's approved
 * shoutouts; a join tells the lab's owner and the buyer; a lab-room message tells the owner, or,
 * when the owner wrote it, every current member.
 */
import { and, eq, ne } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { labPurchases, type labroomMessages, publishedLabs, shoutouts, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';
import { activePurchasesOf, type PurchaseRow } from './lab-access';

/** A message's opening as it shows in the owner's notification. */
const EXCERPT_LENGTH = 80;

async function labOf(deps: Deps, plabId: number) {
  const [lab] = await deps.db
    .select({
      id: publishedLabs.id,
      name: publishedLabs.name,
      ownerId: publishedLabs.userId,
    })
    .from(publishedLabs)
    .where(eq(publishedLabs.id, plabId));
  if (!lab) throw new Error(`published lab ${plabId} not found`);
  return lab;
}

async function usernameOf(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  return user.username;
}

/** The teacher's lab is listed for the first time: the students who gave them an approved shoutout hear of it. */
export async function notifyLabListed(deps: Deps, teacher: AuthUser, plabId: number): Promise<void> {
  const lab = await labOf(deps, plabId);
  const students = await deps.db
    .selectDistinct({ userId: shoutouts.userId })
    .from(shoutouts)
    .where(and(eq(shoutouts.teacherId, teacher.id), eq(shoutouts.status, 'approved')));
  await notify(
    deps,
    ...students.map(({ userId }) => ({
      context: NOTIFICATION_CONTEXT.publishedLab,
      type: NOTIFICATION_TYPE.tagged,
      plabId: lab.id,
      recipientId: userId,
      senderId: teacher.id,
      ...wording(/*i18n*/ '{username}, who taught you, published a new lab: {lab}.', {
        username: teacher.username,
        lab: lab.name,
      }),
    })),
  );
}

/** A purchase just became paid (or a free lab was joined): its owner and its buyer hear of it. */
export async function notifyJoined(deps: Deps, purchase: PurchaseRow): Promise<void> {
  if (!purchase.expiresAt) throw new Error(`purchase ${purchase.id} is not paid`);
  const lab = await labOf(deps, purchase.plabId);
  const buyer = await usernameOf(deps, purchase.userId);
  const joined = {
    context: NOTIFICATION_CONTEXT.joinedLab,
    type: NOTIFICATION_TYPE.tagged,
    plabId: lab.id,
    purchaseId: purchase.id,
  };
  const until = purchase.expiresAt.toISOString();
  await notify(
    deps,
    {
      ...joined,
      recipientId: lab.ownerId,
      senderId: purchase.userId,
      ...wording(/*i18n*/ '{buyer} joined your lab {lab}.', {
        buyer,
        lab: lab.name,
      }),
    },
    {
      ...joined,
      recipientId: purchase.userId,
      senderId: lab.ownerId,
      ...wording(/*i18n*/ 'You joined {lab}. Your access lasts until {until, date, utcDay}.', {
        lab: lab.name,
        until,
      }),
    },
  );
}

/** Users whose purchase or join of the lab is active now, the owner aside. */
async function currentMembers(deps: Deps, lab: { id: number; ownerId: number }) {
  const rows = await deps.db
    .selectDistinct({ userId: labPurchases.userId })
    .from(labPurchases)
    .where(and(activePurchasesOf(deps, lab.id), ne(labPurchases.userId, lab.ownerId)));
  return rows.map((row) => row.userId);
}

/** A new lab-room message: the owner hears of a member's, every current member of the owner's. */
export async function notifyLabComment(
  deps: Deps,
  message: typeof labroomMessages.$inferSelect,
): Promise<void> {
  const lab = await labOf(deps, message.plabId);
  const sender = await usernameOf(deps, message.userId);
  const excerpt = [...message.comment].slice(0, EXCERPT_LENGTH).join('');
  const recipients = message.userId === lab.ownerId ? await currentMembers(deps, lab) : [lab.ownerId];
  await notify(
    deps,
    ...recipients.map((recipientId) => ({
      recipientId,
      senderId: message.userId,
      context: NOTIFICATION_CONTEXT.labComment,
      type: NOTIFICATION_TYPE.comment,
      ...wording(/*i18n*/ '{sender} wrote in {lab}: {excerpt}', {
        sender,
        lab: lab.name,
        excerpt,
      }),
      plabId: lab.id,
      labroomMessageId: message.id,
    })),
  );
}
