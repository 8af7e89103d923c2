/** Lab relations: the owner puts one of their notes in one of their labs, once per pair. */
import { and, eq, or } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { Relation, RelationInput } from '../../../shared/schemas/labs';
import { insertOnce } from '../../db/insert-once';
import { ctRelations } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { byRef } from '../../http/refs';
import { ownNote } from '../notes/access';
import { deleteOwnChild } from '../notes/children';
import { ownLab } from './labs.service';
import { checkPublishedVideos } from './published-video-count';

const toRelation = (row: typeof ctRelations.$inferSelect, username: string): Relation => ({
  id: row.id,
  uuid: row.uuid,
  cooking: row.cookingId,
  technique: row.techniqueId,
  username,
});

/** Relates the caller's note and lab; a repeat of the pair or of the uuid answers the relation made. */
export async function createRelation(deps: Deps, user: AuthUser, input: RelationInput) {
  const note = await ownNote(deps, user, input.cooking);
  const lab = await ownLab(deps, user, input.technique);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(ctRelations)
        .values({ uuid: input.uuid, userId: user.id, cookingId: note.id, techniqueId: lab.id })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(ctRelations)
        .where(
          or(
            eq(ctRelations.uuid, input.uuid ?? ''),
            and(eq(ctRelations.cookingId, note.id), eq(ctRelations.techniqueId, lab.id)),
          ),
        ),
  );
  return { relation: toRelation(row, user.username), created };
}

/** Removes the caller's relation; a published lab with terms must keep the videos they require (400). */
export async function deleteRelation(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const [relation] = await deps.db
    .select({ labId: ctRelations.techniqueId })
    .from(ctRelations)
    .where(byRef(ctRelations, ref));
  await deleteOwnChild(deps, user, ctRelations, ref);
  if (relation) await checkPublishedVideos(deps, relation.labId);
}
