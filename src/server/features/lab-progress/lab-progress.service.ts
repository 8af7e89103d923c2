/**
 * A viewer's progress on the notes of a lab (issue 28): their own marks, learning or got it, on the
 * notes they may watch, alone (notes/access.ts) or through a published lab they may watch
 * (published-labs/lab-access.ts), never anyone else's; and for a lab's artist, how many of its
 * published lab's buyers marked each published video (counts, never who). What the viewer may not
 * see is 404, as if it were not there.
 */
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Progress, ProgressCount, ProgressInput } from '../../../shared/schemas/practice';
import {
  cookings,
  ctRelations,
  labPurchases,
  noteProgress,
  publishedLabs,
  techniques,
} from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { visibleTo } from '../notes/access';
import { canWatch } from '../published-labs/lab-access';
import { listedTo, selectPublishedLabs } from '../published-labs/published-lab-shape';

/** A lab's published notes as a watcher of its published lab sees them: not hidden, unless their own. */
const publishedFor = (viewer: AuthUser): SQL =>
  and(eq(ctRelations.publish, true), or(eq(cookings.userId, viewer.id), isNull(cookings.hiddenAt))) as SQL;

/** The note `uuid` when the viewer may watch it, on its own or through a published lab; 404 otherwise. */
async function watchableNote(deps: Deps, viewer: AuthUser, uuid: string): Promise<number> {
  const [seen] = await deps.db
    .select({ id: cookings.id })
    .from(cookings)
    .where(and(eq(cookings.uuid, uuid), visibleTo(viewer)));
  if (seen) return seen.id;
  const labs = await selectPublishedLabs(deps.db, { noteId: cookings.id })
    .innerJoin(ctRelations, eq(ctRelations.techniqueId, publishedLabs.labId))
    .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
    .where(and(eq(cookings.uuid, uuid), publishedFor(viewer), listedTo(viewer)));
  for (const row of labs) if (await canWatch(deps, viewer, row.lab, row.sub ?? undefined)) return row.noteId;
  throw notFound();
}

/** Sets the viewer's mark on a note ('none' takes it away); a later mark replaces an earlier one. */
export async function markNote(deps: Deps, viewer: AuthUser, input: ProgressInput): Promise<Progress> {
  const cookingId = await watchableNote(deps, viewer, input.cooking);
  const mine = and(eq(noteProgress.userId, viewer.id), eq(noteProgress.cookingId, cookingId));
  if (input.state === 'none') await deps.db.delete(noteProgress).where(mine);
  else {
    const mark = { state: input.state, updatedAt: deps.clock() };
    await deps.db
      .insert(noteProgress)
      .values({ userId: viewer.id, cookingId, ...mark })
      .onConflictDoUpdate({ target: [noteProgress.userId, noteProgress.cookingId], set: mark });
  }
  return { cooking: input.cooking, state: input.state };
}

/**
 * Which notes of personal lab `labId` the viewer may watch: all they may see when it is theirs, else
 * the published ones when they may watch its published lab; 404 when neither.
 */
async function notesOfLab(deps: Deps, viewer: AuthUser, labId: number): Promise<SQL> {
  const [own] = await deps.db
    .select({ id: techniques.id })
    .from(techniques)
    .where(and(eq(techniques.id, labId), eq(techniques.userId, viewer.id)));
  if (own) return and(eq(ctRelations.techniqueId, labId), visibleTo(viewer)) as SQL;
  const [row] = await selectPublishedLabs(deps.db).where(
    and(eq(publishedLabs.labId, labId), listedTo(viewer)),
  );
  if (!row || !(await canWatch(deps, viewer, row.lab, row.sub ?? undefined))) throw notFound();
  return and(eq(ctRelations.techniqueId, labId), publishedFor(viewer)) as SQL;
}

/** The viewer's mark on each note of the lab they may watch, newest in the lab first ('none' unmarked). */
export async function labMarks(deps: Deps, viewer: AuthUser, labId: number): Promise<Progress[]> {
  const where = await notesOfLab(deps, viewer, labId);
  const rows = await deps.db
    .select({ cooking: cookings.uuid, state: noteProgress.state })
    .from(ctRelations)
    .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
    .leftJoin(noteProgress, and(eq(noteProgress.cookingId, cookings.id), eq(noteProgress.userId, viewer.id)))
    .where(where)
    .orderBy(desc(ctRelations.id));
  return rows.map((row) => ({ cooking: row.cooking, state: row.state ?? 'none' }));
}

/** The mark's author bought or joined a published lab of `labId` (a paid purchase, over or not). */
const boughtLab = (labId: number) => sql`exists (select 1 from ${labPurchases}
  inner join ${publishedLabs} on ${publishedLabs.id} = ${labPurchases.plabId}
  where ${publishedLabs.labId} = ${labId} and ${labPurchases.userId} = ${noteProgress.userId}
  and ${labPurchases.status} = 'paid')`;

const marked = (state: 'learning' | 'got_it') =>
  sql<number>`count(*) filter (where ${noteProgress.state} = ${state})`.mapWith(Number);

/** For the lab's owner (403 anyone else, 404 no such lab): its buyers' marks counted per published video. */
export async function labCounts(deps: Deps, viewer: AuthUser, labId: number): Promise<ProgressCount[]> {
  const [lab] = await deps.db
    .select({ userId: techniques.userId })
    .from(techniques)
    .where(eq(techniques.id, labId));
  if (!lab) throw notFound();
  if (lab.userId !== viewer.id) throw forbidden();
  return deps.db
    .select({ cooking: cookings.uuid, learning: marked('learning'), got_it: marked('got_it') })
    .from(ctRelations)
    .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
    .leftJoin(noteProgress, and(eq(noteProgress.cookingId, cookings.id), boughtLab(labId)))
    .where(and(eq(ctRelations.techniqueId, labId), eq(ctRelations.publish, true)))
    .groupBy(ctRelations.id, cookings.uuid)
    .orderBy(desc(ctRelations.id));
}
