/**
 * Comments on a video note the caller may see, newest first, less those they may not see (hidden, by
 * a suspended author, across a block) and those of people they muted; only their author deletes one.
 * A comment may be pinned to a moment of the video (`at`, whole seconds; null for most).
 */

import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { Comment, CommentInput } from '../../../shared/schemas/notes';
import { authorThumb } from '../../db/authors';
import type { Db } from '../../db/client';
import { insertOnce } from '../../db/insert-once';
import { comments } from '../../db/schema';
import { inFeed } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { COUNT_CAP, countUpTo, keyset, type Page } from '../../http/paging';
import { reachableNote, visibleNote, visibleNoteId } from './access';
import { type Authored, authorColumns } from './author';
import { deleteOwnChild } from './children';
import { notifyComment } from './note-notifications';

/** A comment's columns with its author's username and photo, as every answer on comments gives them. */
const withAuthor = {
  ...getTableColumns(comments),
  ...authorColumns('comments'),
};

const selectComments = <Extra extends Record<string, SQL>>(db: Db, extra?: Extra) =>
  db
    .select({ ...(extra as Extra), ...withAuthor })
    .from(comments)
    .$dynamic();

type Row = Authored<typeof comments.$inferSelect>;

const toComment = (comment: Row): Comment => ({
  id: comment.id,
  uuid: comment.uuid,
  ...authorThumb(comment),
  comment: comment.comment,
  at: comment.at,
  cookingidobj: comment.cookingId,
  created: comment.createdAt.toISOString(),
  hidden: comment.hiddenAt !== null,
});

/**
 * One page of the note's comments, newest first, and their count; 404 when the note is hidden. The
 * page and its count are one statement; an empty page asks again whether the note may be seen.
 */
export async function listComments(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  const shown = inFeed(viewer?.id ?? null, comments.userId, comments.hiddenAt);
  const onNote = and(eq(comments.cookingId, visibleNoteId(deps, viewer, ref)), shown);
  const bounded = keyset(comments.id, page, onNote);
  const matching = deps.db
    .select({ id: comments.id })
    .from(comments)
    .where(onNote)
    .orderBy(desc(comments.id))
    .limit(COUNT_CAP);
  const rows = await selectComments(deps.db, {
    total: sql<number>`(select count(*)::int from ${matching} as matching)`,
  })
    .where(bounded.where)
    .orderBy(bounded.orderBy)
    .limit(bounded.limit);
  const first = rows[0];
  if (first) return { rows: rows.map(toComment), count: first.total };
  const note = await visibleNote(deps, viewer, ref);
  const cursor = page.after !== undefined || page.before !== undefined;
  const all = deps.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.cookingId, note.id), shown));
  return { rows: [], count: cursor ? await countUpTo(deps.db, comments.id, all.$dynamic()) : 0 };
}

/**
 * Comments on a visible note; a repeat of the caller's uuid answers the comment made. The note's
 * owner hears of the first comment by this user.
 */
export async function createComment(deps: Deps, user: AuthUser, input: CommentInput) {
  const note = await reachableNote(deps, user, input.cookingidobj);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(comments)
        .values({
          uuid: input.uuid,
          userId: user.id,
          cookingId: note.id,
          comment: input.comment,
          at: input.at ?? null,
        })
        .onConflictDoNothing()
        .returning(withAuthor),
    () => selectComments(deps.db).where(eq(comments.uuid, input.uuid ?? '')),
  );
  if (created) await notifyComment(deps, user, note);
  return { comment: toComment(row), created };
}

export const deleteComment = (deps: Deps, user: AuthUser, ref: Ref) =>
  deleteOwnChild(deps, user, comments, ref);
