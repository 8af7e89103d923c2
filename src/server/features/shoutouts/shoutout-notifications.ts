/** The notifications shoutouts make: the tagged artist is asked to approve, the author hears of it. */

import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { notifications, type shoutouts } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';

type Shoutout = typeof shoutouts.$inferSelect;

/** The author tagged an artist: that artist is asked to approve (an artist tagged before no longer is). */
export async function notifyTagged(deps: Deps, author: AuthUser, shoutout: Shoutout): Promise<void> {
  await deps.db
    .delete(notifications)
    .where(and(eq(notifications.shoutoutId, shoutout.id), eq(notifications.type, NOTIFICATION_TYPE.tagged)));
  if (shoutout.teacherId === null) return;
  await notify(deps, {
    context: NOTIFICATION_CONTEXT.post,
    type: NOTIFICATION_TYPE.tagged,
    shoutoutId: shoutout.id,
    recipientId: shoutout.teacherId,
    senderId: author.id,
    ...wording(/*i18n*/ '{username} gave you a shoutout. Approve it to show it on your portfolio.', {
      username: author.username,
    }),
  });
}

/** The tagged artist approved: the author hears of it. */
export const notifyApproved = (deps: Deps, artist: AuthUser, shoutout: Shoutout) =>
  notify(deps, {
    context: NOTIFICATION_CONTEXT.post,
    type: NOTIFICATION_TYPE.shoutoutApproved,
    shoutoutId: shoutout.id,
    recipientId: shoutout.userId,
    senderId: artist.id,
    ...wording(/*i18n*/ '{username} approved your shoutout.', { username: artist.username }),
  });

const REPLY_WORDING = {
  love: {
    type: NOTIFICATION_TYPE.reaction,
    author: /*i18n*/ '{username} sent love to your shoutout.',
    artist: /*i18n*/ '{username} sent love to a shoutout for you.',
  },
  comment: {
    type: NOTIFICATION_TYPE.comment,
    author: /*i18n*/ '{username} commented on your shoutout.',
    artist: /*i18n*/ '{username} commented on a shoutout for you.',
  },
};

/**
 * Love or a comment on a shoutout tells its author and its tagged artist (once per sender); a
 * personal message tells the other one of the two, every time.
 */
export async function notifyReply(
  deps: Deps,
  sender: AuthUser,
  shoutout: Shoutout,
  kind: 'love' | 'comment' | 'message',
): Promise<void> {
  const about = { shoutoutId: shoutout.id, senderId: sender.id };
  const values = { username: sender.username };
  if (kind === 'message') {
    const recipientId = sender.id === shoutout.userId ? shoutout.teacherId : shoutout.userId;
    if (recipientId === null) return;
    await notify(deps, {
      ...about,
      context: NOTIFICATION_CONTEXT.privateMessage,
      type: NOTIFICATION_TYPE.comment,
      recipientId,
      ...wording(/*i18n*/ '{username} sent you a message about a shoutout.', values),
    });
    return;
  }
  const { type, author, artist } = REPLY_WORDING[kind];
  const made = { ...about, context: NOTIFICATION_CONTEXT.post, type };
  await notify(
    deps,
    { ...made, recipientId: shoutout.userId, ...wording(author, values) },
    ...(shoutout.teacherId === null
      ? []
      : [{ ...made, recipientId: shoutout.teacherId, ...wording(artist, values) }]),
  );
}
