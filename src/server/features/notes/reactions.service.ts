/**
 * Reactions on a video note the caller may see: one per user, note and type, oldest first, less
 * those of people they may not see (suspended, or across a block).
 */

import { and, asc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { LikeInput, Reaction } from '../../../shared/schemas/notes';
import { miniPhoto } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { likes } from '../../db/schema';
import { rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { reachableNote, visibleNote, visibleNoteId } from './access';
import { type Authored, authorColumns } from './author';
import { deleteOwnChild } from './children';
import { notifyReaction } from './note-notifications';

/** A reaction's columns with its author's username and photo, as every answer on reactions gives them. */
const withAuthor = {
  ...getTableColumns(likes),
  ...authorColumns('likes'),
};

const selectReactions = (db: Db) => db.select(withAuthor).from(likes).$dynamic();

type Row = Authored<typeof likes.$inferSelect>;

const toReaction = (like: Row): Reaction => ({
  id: like.id,
  uuid: like.uuid,
  username: like.username,
  like_type: like.likeType,
  cookingidobj: like.cookingId,
  profile_photo: miniPhoto(like.photo),
});

/**
 * Every reaction on the note, oldest first; 404 when the viewer may not see the note. One statement;
 * none found asks again whether the note may be seen.
 */
export async function listLikes(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<Reaction[]> {
  const rows = await selectReactions(deps.db)
    .where(
      and(eq(likes.cookingId, visibleNoteId(deps, viewer, ref)), rowShown(viewer?.id ?? null, likes.userId)),
    )
    .orderBy(asc(likes.id));
  if (rows.length === 0) await visibleNote(deps, viewer, ref);
  return rows.map(toReaction);
}

/**
 * Reacts to a visible note; the same reaction again (or the same uuid) answers the one made. The
 * note's owner hears of the first reaction by this user.
 */
export async function createLike(deps: Deps, user: AuthUser, input: LikeInput) {
  const note = await reachableNote(deps, user, input.cookingidobj);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(likes)
        .values({ uuid: input.uuid, userId: user.id, cookingId: note.id, likeType: input.like_type })
        .onConflictDoNothing()
        .returning(withAuthor),
    () =>
      selectReactions(deps.db).where(
        or(
          eq(likes.uuid, input.uuid ?? ''),
          and(eq(likes.userId, user.id), eq(likes.cookingId, note.id), eq(likes.likeType, input.like_type)),
        ),
      ),
  );
  if (created) await notifyReaction(deps, user, note);
  return { reaction: toReaction(row), created };
}

export const deleteLike = (deps: Deps, user: AuthUser, ref: Ref) => deleteOwnChild(deps, user, likes, ref);
