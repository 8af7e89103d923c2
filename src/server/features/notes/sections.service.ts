/**
 * A note's sections (issue 28): read by whoever may see the note, written (the whole list) by its
 * author alone; the later write wins. Access is the note's (access.ts), checked first.
 */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { type NoteSections, practiceMsg, type SectionsInput } from '../../../shared/schemas/practice';
import { cookings, noteSections } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { visibleNote, visibleTo } from './access';

/** The note's sections as `viewer` may read them: none yet is an empty list; 404 when the note is not theirs to see. */
export async function readSections(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<NoteSections> {
  const [row] = await deps.db
    .select({ cooking: cookings.uuid, sections: noteSections.sections, updated: noteSections.updatedAt })
    .from(cookings)
    .leftJoin(noteSections, eq(noteSections.cookingId, cookings.id))
    .where(and(byRef(cookings, ref), visibleTo(viewer)));
  if (!row) throw notFound();
  return { cooking: row.cooking, sections: row.sections ?? [], updated: row.updated?.toISOString() ?? null };
}

/** Replaces the note's sections with `input`'s (an empty list clears them); only its author may. */
export async function saveSections(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  input: SectionsInput,
): Promise<NoteSections> {
  const note = await visibleNote(deps, user, ref);
  if (note.userId !== user.id) throw forbidden(practiceMsg.sectionsByAuthor);
  const written = { sections: input.sections, updatedAt: deps.clock() };
  await deps.db
    .insert(noteSections)
    .values({ cookingId: note.id, ...written })
    .onConflictDoUpdate({ target: noteSections.cookingId, set: written });
  return { cooking: note.uuid, sections: written.sections, updated: written.updatedAt.toISOString() };
}
