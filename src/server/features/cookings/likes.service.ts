/** Reactions on a video note the caller may see: one per user, note and type, oldest first. */
import { and, asc, eq, or } from 'drizzle-orm';
import type { LikeInput, Reaction } from '../../../shared/schemas/cookings';
import type { Ref } from '../../../shared/schemas/fields';
import type { Db } from '../../db/client';
import { likes, portfolios, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { notifyReaction } from '../notifications/cooking-notifications';
import { visibleCooking, visibleCookingId } from './access';
import { miniPhoto } from './artists';
import { deleteOwnChild } from './children';
import { insertOnce } from './insert-once';

const selectReactions = (db: Db) =>
  db
    .select({ like: likes, username: users.username, photo: portfolios.photo })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .leftJoin(portfolios, eq(portfolios.userId, likes.userId))
    .$dynamic();

const toReaction = ({
  like,
  username,
  photo,
}: Awaited<ReturnType<typeof selectReactions>>[number]): Reaction => ({
  id: like.id,
  uuid: like.uuid,
  username,
  like_type: like.likeType,
  cookingidobj: like.cookingId,
  profile_photo: miniPhoto(photo),
});

async function readReaction(deps: Deps, id: number): Promise<Reaction> {
  const [row] = await selectReactions(deps.db).where(eq(likes.id, id));
  if (!row) throw notFound();
  return toReaction(row);
}

/**
 * Every reaction on the note, oldest first; 404 when the viewer may not see the note. One statement;
 * none found asks again whether the note may be seen.
 */
export async function listLikes(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<Reaction[]> {
  const rows = await selectReactions(deps.db)
    .where(eq(likes.cookingId, visibleCookingId(deps, viewer, ref)))
    .orderBy(asc(likes.id));
  if (rows.length === 0) await visibleCooking(deps, viewer, ref);
  return rows.map(toReaction);
}

/**
 * Reacts to a visible note; the same reaction again (or the same uuid) answers the one made. The
 * note's owner hears of the first reaction by this user.
 */
export async function createLike(deps: Deps, user: AuthUser, input: LikeInput) {
  const note = await visibleCooking(deps, user, input.cookingidobj);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(likes)
        .values({ uuid: input.uuid, userId: user.id, cookingId: note.id, likeType: input.like_type })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(likes)
        .where(
          or(
            eq(likes.uuid, input.uuid ?? ''),
            and(eq(likes.userId, user.id), eq(likes.cookingId, note.id), eq(likes.likeType, input.like_type)),
          ),
        ),
  );
  if (created) await notifyReaction(deps, user, note);
  return { reaction: await readReaction(deps, row.id), created };
}

export const deleteLike = (deps: Deps, user: AuthUser, ref: Ref) => deleteOwnChild(deps, user, likes, ref);
