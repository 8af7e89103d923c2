/**
 * The notifications video notes make, each pointing at its note: the artists a note mentions hear of
 * it (context 3, tagged in a video), its owner hears of each reaction and comment (context 2). One per sender, note and type,
 * so a reaction toggled off and on or changed, or a second comment, tells nobody again.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ACCESS } from '../../../shared/schemas/notes';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../../shared/schemas/notifications';
import { type cookings, notifications, portfolios } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notify, wording } from '../../notify/notify';

type Note = typeof cookings.$inferSelect;

const about = (note: Note, type: number) => ({
  context: type === NOTIFICATION_TYPE.tagged ? NOTIFICATION_CONTEXT.taggedVideo : NOTIFICATION_CONTEXT.video,
  type,
  cookingId: note.id,
});

/** Someone reacted to the note: its owner hears of it once per reacting user. */
export const notifyReaction = (deps: Deps, user: AuthUser, note: Note) =>
  notify(deps, {
    ...about(note, NOTIFICATION_TYPE.reaction),
    recipientId: note.userId,
    senderId: user.id,
    ...wording(/*i18n*/ '{username} reacted to your video note.', {
      username: user.username,
    }),
  });

/** Someone commented on the note: its owner hears of it once per commenting user. */
export const notifyComment = (deps: Deps, user: AuthUser, note: Note) =>
  notify(deps, {
    ...about(note, NOTIFICATION_TYPE.comment),
    recipientId: note.userId,
    senderId: user.id,
    ...wording(/*i18n*/ '{username} commented on your video note.', {
      username: user.username,
    }),
  });

/**
 * After the owner posts or edits the note: each artist it mentions who may see it has one mention
 * notification; one it no longer mentions, or who may no longer see it (made private), loses theirs.
 * `posted` says the note is new (it has no notification to lose) and gives the users of the artists
 * it mentions, as the post has just read them, so neither is read again.
 */
export async function notifyMentions(
  deps: Deps,
  owner: AuthUser,
  note: Note,
  posted?: { mentionedUsers: number[] },
): Promise<void> {
  const mentions =
    note.access === ACCESS.private
      ? []
      : [note.mention1, note.mention2, note.mention3].filter((id) => id !== null);
  const mentioned =
    mentions.length === 0
      ? []
      : posted
        ? posted.mentionedUsers.map((userId) => ({ userId }))
        : await deps.db
            .select({ userId: portfolios.userId })
            .from(portfolios)
            .where(inArray(portfolios.id, mentions));
  const recipients = mentioned.map((row) => row.userId);
  if (!posted)
    await deps.db
      .delete(notifications)
      .where(
        and(
          eq(notifications.cookingId, note.id),
          eq(notifications.type, NOTIFICATION_TYPE.tagged),
          recipients.length === 0 ? undefined : notInArray(notifications.recipientId, recipients),
        ),
      );
  await notify(
    deps,
    ...recipients.map((recipientId) => ({
      ...about(note, NOTIFICATION_TYPE.tagged),
      recipientId,
      senderId: owner.id,
      ...wording(/*i18n*/ '{username} mentioned you in a video note.', {
        username: owner.username,
      }),
    })),
  );
}
