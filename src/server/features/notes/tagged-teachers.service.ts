/** Tagged teachers: the owner of a note tags an artist (portfolio) as the teacher, once per artist. */
import { and, eq, or } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { TaggedTeacher, TaggedTeacherInput } from '../../../shared/schemas/notes';
import { insertOnce } from '../../db/insert-once';
import { taggedTeachers } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { requireArtists } from '../artists/artist-checks';
import { ownNote } from './access';
import { deleteOwnChild } from './children';

const toTaggedTeacher = (row: typeof taggedTeachers.$inferSelect, username: string): TaggedTeacher => ({
  id: row.id,
  uuid: row.uuid,
  username,
  cookingidobj: row.cookingId,
  shareidobj: row.portfolioId,
  idea: row.idea,
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
