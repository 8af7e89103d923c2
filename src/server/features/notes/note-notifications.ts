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

/** m:ss (or h:mm:ss) of whole seconds, as the app writes a moment. */
const moment = (seconds: number) => {
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
};

/**
 * The note's author asked its tagged teacher `idea` about the moment `at` (issue 28): the teacher's
 * one question notification for the note is made anew, unseen, with a push.
 */
export async function notifyQuestion(
  deps: Deps,
  author: AuthUser,
  note: Note,
  teacherId: number,
  question: { idea: string; at: number | null },
): Promise<void> {
  const mine = and(
    eq(notifications.cookingId, note.id),
    eq(notifications.recipientId, teacherId),
    eq(notifications.senderId, author.id),
    eq(notifications.type, NOTIFICATION_TYPE.question),
  );
  await deps.db.delete(notifications).where(mine);
  const values = { username: author.username, idea: question.idea };
  await notify(deps, {
    ...about(note, NOTIFICATION_TYPE.question),
    recipientId: teacherId,
    senderId: author.id,
    ...(question.at === null
      ? wording(/*i18n*/ '{username} asks you about their video note: {idea}', values)
      : wording(/*i18n*/ '{username} asks you about {moment} in their video note: {idea}', {
          ...values,
          moment: moment(question.at),
        })),
  });
}

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
