/**
 * Reactions and comments (spec content-features 4): queued like every write. Toggling one reaction
 * several times before it is sent collapses to the last state: an unsent add and its delete cancel out.
 */
import { notesApi } from '../../../shared/api-paths';
import type { LikeType } from '../../../shared/schemas/notes';
import { db } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { userAtom } from '../../lib/session';
import { store } from '../../lib/store';

function signedIn() {
  const user = store.get(userAtom);
  if (!user) throw new Error('Please sign in first.');
  return user;
}

/** The note as the API refers to it: its id when it has one, else its uuid (it is still queued). */
const noteRef = async (cooking: string) => (await db.cookings.get(cooking))?.id ?? cooking;

/** Adds the user's reaction of this type, or takes it back if it is there. */
export async function toggleReaction(cooking: string, likeType: LikeType): Promise<void> {
  const user = signedIn();
  const mine = await db.reactions
    .where('cooking')
    .equals(cooking)
    .filter((r) => r.username === user.username && r.like_type === likeType)
    .toArray();
  const active = mine.find((r) => !r.deleted);
  if (active) {
    if (await cancelUnsent(active.uuid, 'reaction.add', () => db.reactions.delete(active.uuid))) return;
    await queueWrite(
      {
        kind: 'reaction.remove',
        target: active.uuid,
        steps: [
          {
            method: 'DELETE',
            path: notesApi.like(active.id ?? active.uuid),
            apply: 'reactions',
            goneIsDone: true,
          },
        ],
        touches: [{ table: 'reactions', uuid: active.uuid }],
      },
      () => db.reactions.update(active.uuid, { deleted: 1 }),
    );
    return;
  }
  for (const removed of mine) {
    const restore = () =>
      db.reactions
        .where('uuid')
        .equals(removed.uuid)
        .modify((r) => void delete r.deleted);
    if (await cancelUnsent(removed.uuid, 'reaction.remove', restore)) return;
  }
  const uuid = crypto.randomUUID();
  const cookingidobj = await noteRef(cooking);
  await queueWrite(
    {
      kind: 'reaction.add',
      target: uuid,
      steps: [
        {
          method: 'POST',
          path: notesApi.likes,
          body: { uuid, cookingidobj, like_type: likeType },
          apply: 'reactions',
        },
      ],
      touches: [{ table: 'reactions', uuid }],
    },
    () =>
      db.reactions.add({
        uuid,
        username: user.username,
        like_type: likeType,
        cooking,
        profile_photo: user.portfolio?.thumb ?? null,
      }),
  );
}

/** Posts a comment under a note, pinned to a moment of its video (`at`, whole seconds) or not. */
export async function postComment(cooking: string, text: string, at: number | null = null): Promise<void> {
  const user = signedIn();
  const uuid = crypto.randomUUID();
  const comment = text.trim();
  const cookingidobj = await noteRef(cooking);
  await queueWrite(
    {
      kind: 'comment.add',
      target: uuid,
      steps: [
        {
          method: 'POST',
          path: notesApi.comments,
          body: { uuid, cookingidobj, comment, at },
          apply: 'comments',
        },
      ],
      touches: [{ table: 'comments', uuid }],
    },
    () =>
      db.comments.add({
        uuid,
        username: user.username,
        comment,
        at,
        cooking,
        created: new Date().toISOString(),
        hidden: false,
        artist_metadata: { thumb: user.portfolio?.thumb ?? null },
      }),
  );
}

/** Deletes the user's comment; one never sent is just dropped. */
export async function deleteComment(uuid: string): Promise<void> {
  signedIn();
  if (await cancelUnsent(uuid, 'comment.add', () => db.comments.delete(uuid))) return;
  const comment = await db.comments.get(uuid);
  if (!comment) return;
  await queueWrite(
    {
      kind: 'comment.remove',
      target: uuid,
      steps: [
        { method: 'DELETE', path: notesApi.comment(comment.id ?? uuid), apply: 'comments', goneIsDone: true },
      ],
      touches: [{ table: 'comments', uuid }],
    },
    () => db.comments.update(uuid, { deleted: 1 }),
  );
}
