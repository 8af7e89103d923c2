/** The videos of a personal lab: the owner's paged read and the publish form's bulk update. */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import type { Ref } from '../../../shared/schemas/fields';
import type { LabNote, PublishedRelation, PublishInput } from '../../../shared/schemas/labs';
import { cookings, ctRelations } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { visibleTo } from '../notes/access';
import { selectNotes, toNote } from '../notes/note-shape';
import { ownLab } from './labs.service';
import { checkPublishedVideos } from './published-video-count';

/**
 * One page of a lab's videos as its relations matching `where` give them (newest relation first),
 * and their count, as `viewer` may read them: the owner's lab list and a published lab's list share it.
 */
export async function labVideoPage(
  deps: Deps,
  viewer: AuthUser,
  labId: number,
  where: SQL | undefined,
  page: Page,
) {
  const bounded = keyset(ctRelations.id, page, where);
  const [rows, count] = await Promise.all([
    selectNotes(deps.db, viewer, {
      relationId: sql<number>`${ctRelations.id}`,
      relationUuid: sql<string>`${ctRelations.uuid}`,
    })
      .innerJoin(ctRelations, eq(ctRelations.cookingId, cookings.id))
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(
      deps.db,
      ctRelations.id,
      deps.db
        .select({ id: ctRelations.id })
        .from(ctRelations)
        .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  const results = rows.map(
    (row): LabNote => ({
      id: row.relationId,
      uuid: row.relationUuid,
      cooking: toNote(row),
      technique: labId,
    }),
  );
  return { rows: results, count };
}

/**
 * One page of the lab's notes the viewer may see, newest relation first, and their count. Only the
 * owner reads a lab for now (personal labs are private until published): 404 for anyone else.
 */
export async function listLabNotes(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  if (!viewer) throw notFound();
  const lab = await ownLab(deps, viewer, ref);
  return labVideoPage(
    deps,
    viewer,
    lab.id,
    and(eq(ctRelations.techniqueId, lab.id), visibleTo(viewer)),
    page,
  );
}

/**
 * Sets which of the lab's relations its published version shows (the last entry wins for a repeated
 * id), and answers them. Every id must be a relation of this lab, and a published lab with a
 * subscription must keep the videos its terms require, else nothing changes (400).
 */
export async function publishRelations(deps: Deps, user: AuthUser, ref: Ref, input: PublishInput) {
  const lab = await ownLab(deps, user, ref);
  const wanted = new Map(input.map((item) => [item.id, item.publish]));
  const ids = [...wanted.keys()];
  if (ids.length === 0) return [];
  const inLab = and(eq(ctRelations.techniqueId, lab.id), inArray(ctRelations.id, ids));
  const found = new Set(
    (await deps.db.select({ id: ctRelations.id }).from(ctRelations).where(inLab)).map((r) => r.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw badRequest({ non_field_errors: [msg.notInLab.replace('{ids}', missing.join(', '))] });
  for (const publish of [true, false]) {
    const chosen = ids.filter((id) => wanted.get(id) === publish);
    if (chosen.length > 0)
      await deps.db.update(ctRelations).set({ publish }).where(inArray(ctRelations.id, chosen));
  }
  await checkPublishedVideos(deps, lab.id);
  const rows = await deps.db.select().from(ctRelations).where(inLab).orderBy(asc(ctRelations.id));
  return rows.map(
    (row): PublishedRelation => ({
      id: row.id,
      uuid: row.uuid,
      cooking: row.cookingId,
      technique: row.techniqueId,
      publish: row.publish,
    }),
  );
}
