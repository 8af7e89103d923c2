/**
 * The notification a follow makes: the followed artist hears of a new follower (context 9, type 5),
 * at most once a day from the same follower, so unfollowing and following again tells nobody twice.
 * A followed artist's new notes tell nobody: they wait in the Following feed.
 */
import { and, eq, gt } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { notifications } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tells `followedId` that `follower` follows them, unless it did in the last 24 hours. */
export async function notifyFollowed(deps: Deps, follower: AuthUser, followedId: number): Promise<void> {
  const since = new Date(deps.clock().getTime() - DAY_MS);
  const [recent] = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, followedId),
        eq(notifications.senderId, follower.id),
        eq(notifications.type, NOTIFICATION_TYPE.follow),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return;
  await notify(deps, {
    recipientId: followedId,
    senderId: follower.id,
    context: NOTIFICATION_CONTEXT.follower,
    type: NOTIFICATION_TYPE.follow,
    ...wording(/*i18n*/ '{username} started following you.', { username: follower.username }),
  });
}
