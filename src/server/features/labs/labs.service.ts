/** Personal labs: quick create, edit and the owner's list. Labs are private to their owner. */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { Lab, LabInput, LabPatch } from '../../../shared/schemas/labs';
import { insertOnce } from '../../db/insert-once';
import { techniques } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { byRef } from '../../http/refs';

type LabRow = typeof techniques.$inferSelect;

const toLab = (row: LabRow, username: string): Lab => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  about: row.about,
  username,
  published: row.published,
});

/** The user's lab; 404 for a missing lab or someone else's. */
export async function ownLab(deps: Deps, user: AuthUser, ref: Ref): Promise<LabRow> {
  const [row] = await deps.db
    .select()
    .from(techniques)
    .where(and(byRef(techniques, ref), eq(techniques.userId, user.id)));
  if (!row) throw notFound();
  return row;
}

/** Creates a lab for the caller; a repeat of their uuid answers the lab already made. */
export async function createLab(deps: Deps, user: AuthUser, input: LabInput) {
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(techniques)
        .values({ ...input, userId: user.id })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(techniques)
        .where(eq(techniques.uuid, input.uuid ?? '')),
  );
  return { lab: toLab(row, user.username), created };
}

/** Applies the fields that differ; null when nothing does. */
export async function updateLab(deps: Deps, user: AuthUser, ref: Ref, patch: LabPatch): Promise<Lab | null> {
  const lab = await ownLab(deps, user, ref);
  const changes = Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && value !== lab[key as keyof LabPatch],
    ),
  );
  if (Object.keys(changes).length === 0) return null;
  await deps.db.update(techniques).set(changes).where(eq(techniques.id, lab.id));
  return toLab({ ...lab, ...changes }, user.username);
}

/** One page of the caller's labs, newest first, and their count. */
export async function listLabs(deps: Deps, user: AuthUser, page: Page) {
  const mine = eq(techniques.userId, user.id);
  const bounded = keyset(techniques.id, page, mine);
  const [rows, count] = await Promise.all([
    deps.db.select().from(techniques).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      techniques.id,
      deps.db.select({ id: techniques.id }).from(techniques).where(mine).$dynamic(),
    ),
  ]);
  return { rows: rows.map((row) => toLab(row, user.username)), count };
}
