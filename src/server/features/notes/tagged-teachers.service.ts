/**
 * Tagged teachers: the owner of a note tags an artist (portfolio) as the teacher, once per artist,
 * and may ask them something about a moment of the video (the tag's idea and moment, issue 28).
 */
import { and, eq, or } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import type { Ref } from '../../../shared/schemas/fields';
import type { TaggedTeacher, TaggedTeacherInput, TaggedTeacherQuestion } from '../../../shared/schemas/notes';
import { insertOnce } from '../../db/insert-once';
import { portfolios, taggedTeachers } from '../../db/schema';
import { refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { requireArtists } from '../artists/artist-checks';
import { ownNote, visibleNote } from './access';
import { deleteOwnChild } from './children';
import { notifyQuestion } from './note-notifications';

const toTaggedTeacher = (row: typeof taggedTeachers.$inferSelect, username: string): TaggedTeacher => ({
  id: row.id,
  uuid: row.uuid,
  username,
  cookingidobj: row.cookingId,
  shareidobj: row.portfolioId,
  idea: row.idea,
  at: row.at,
});

/** Tags an existing artist on the caller's note; a repeat of the pair or the uuid answers the tag made. */
export async function createTaggedTeacher(deps: Deps, user: AuthUser, input: TaggedTeacherInput) {
  const note = await ownNote(deps, user, input.cookingidobj);
  await requireArtists(deps, user, { shareidobj: input.shareidobj });
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(taggedTeachers)
        .values({
          uuid: input.uuid,
          userId: user.id,
          cookingId: note.id,
          portfolioId: input.shareidobj,
          idea: input.idea,
        })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(taggedTeachers)
        .where(
          or(
            eq(taggedTeachers.uuid, input.uuid ?? ''),
            and(eq(taggedTeachers.cookingId, note.id), eq(taggedTeachers.portfolioId, input.shareidobj)),
          ),
        ),
  );
  return { taggedTeacher: toTaggedTeacher(row, user.username), created };
}

export const deleteTaggedTeacher = (deps: Deps, user: AuthUser, ref: Ref) =>
  deleteOwnChild(deps, user, taggedTeachers, ref);

/**
 * The note's author asks the tag's teacher `idea` about the moment `at` (an empty idea takes it
 * back). The teacher must be able to see the note; a new or changed question tells them in the bell.
 * 404 for a tag the caller cannot see, 403 when it is not on their note or a block lies between them.
 */
export async function askTaggedTeacher(deps: Deps, user: AuthUser, ref: Ref, input: TaggedTeacherQuestion) {
  const [found] = await deps.db
    .select({ tag: taggedTeachers, teacherId: portfolios.userId, teacher: portfolios.username })
    .from(taggedTeachers)
    .innerJoin(portfolios, eq(portfolios.id, taggedTeachers.portfolioId))
    .where(byRef(taggedTeachers, ref));
  if (!found) throw notFound();
  const note = await ownNote(deps, user, found.tag.cookingId);
  await refuseBlocked(deps, user.id, found.teacherId);
  const asks = input.idea !== '';
  if (asks) {
    const seen = await visibleNote(deps, { ...user, id: found.teacherId }, note.id).catch(() => null);
    if (!seen) throw badRequest({ idea: [msg.teacherCannotSee] });
  }
  const at = asks ? input.at : null;
  const [row] = await deps.db
    .update(taggedTeachers)
    .set({ idea: input.idea, at })
    .where(eq(taggedTeachers.id, found.tag.id))
    .returning();
  if (!row) throw notFound();
  if (asks && (input.idea !== found.tag.idea || at !== found.tag.at))
    await notifyQuestion(deps, user, note, found.teacherId, { idea: input.idea, at });
  return toTaggedTeacher(row, user.username);
}
