/** Comments on a video note the caller may see, newest first; only their author deletes one. */
import { eq } from 'drizzle-orm';
import type { Comment, CommentInput } from '../../../shared/schemas/cookings';
import type { Ref } from '../../../shared/schemas/fields';
import type { Db } from '../../db/client';
import { comments, portfolios, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { notifyComment } from '../notifications/cooking-notifications';
import { visibleCooking } from './access';
import { miniPhoto } from './artists';
import { deleteOwnChild } from './children';
import { insertOnce } from './insert-once';

const selectComments = (db: Db) =>
  db
    .select({ comment: comments, username: users.username, photo: portfolios.photo })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(portfolios, eq(portfolios.userId, comments.userId))
    .$dynamic();

const toComment = ({
  comment,
  username,
  photo,
}: Awaited<ReturnType<typeof selectComments>>[number]): Comment => ({
  id: comment.id,
  uuid: comment.uuid,
  username,
  comment: comment.comment,
  cookingidobj: comment.cookingId,
  created: comment.createdAt.toISOString(),
  artist_metadata: { thumb: miniPhoto(photo) },
});

async function readComment(deps: Deps, id: number): Promise<Comment> {
  const [row] = await selectComments(deps.db).where(eq(comments.id, id));
  if (!row) throw notFound();
  return toComment(row);
}

/** One page of the note's comments, newest first, and their count; 404 when the note is hidden. */
export async function listComments(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  const note = await visibleCooking(deps, viewer, ref);
  const onNote = eq(comments.cookingId, note.id);
  const bounded = keyset(comments.id, page, onNote);
  const [rows, count] = await Promise.all([
    selectComments(deps.db).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      comments.id,
      deps.db.select({ id: comments.id }).from(comments).where(onNote).$dynamic(),
    ),
  ]);
  return { rows: rows.map(toComment), count };
}

/**
 * Comments on a visible note; a repeat of the caller's uuid answers the comment made. The note's
 * owner hears of the first comment by this user.
 */
export async function createComment(deps: Deps, user: AuthUser, input: CommentInput) {
  const note = await visibleCooking(deps, user, input.cookingidobj);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(comments)
        .values({ uuid: input.uuid, userId: user.id, cookingId: note.id, comment: input.comment })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(comments)
        .where(eq(comments.uuid, input.uuid ?? '')),
  );
  if (created) await notifyComment(deps, user, note);
  return { comment: await readComment(deps, row.id), created };
}

export const deleteComment = (deps: Deps, user: AuthUser, ref: Ref) =>
  deleteOwnChild(deps, user, comments, ref);
