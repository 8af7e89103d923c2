/**
 * Published labs: the owner publishes one of their personal labs (once) and edits its name and
 * about; the detail answers a listed lab to everyone, an unlisted one to its owner only.
 */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import {
  labMessages,
  type PublishedLab,
  type PublishedLabDetail,
  type PublishedLabInput,
  type PublishedLabPatch,
} from '../../../shared/schemas/published-labs';
import { insertOnce } from '../../db/insert-once';
import { publishedLabs, techniques } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { canWatch, latestPurchase, purchaseTerm } from './lab-access';
import { selectPublishedLabs, toPublishedLab, visiblePublishedLab } from './published-lab-shape';

async function readPublishedLab(deps: Deps, id: number): Promise<PublishedLab> {
  const [row] = await selectPublishedLabs(deps.db).where(eq(publishedLabs.id, id));
  if (!row) throw notFound();
  return toPublishedLab(row);
}

/**
 * Publishes the caller's lab. Someone else's or a missing lab reads as not chosen, so its existence
 * does not leak; a repeat of the client's uuid answers the lab already published.
 */
export async function createPublishedLab(deps: Deps, user: AuthUser, input: PublishedLabInput) {
  const [source] = await deps.db
    .select()
    .from(techniques)
    .where(and(byRef(techniques, input.lab), eq(techniques.userId, user.id)));
  if (!source) throw fieldError('lab', labMessages.playlistRequired);
  const [existing] = await deps.db.select().from(publishedLabs).where(eq(publishedLabs.labId, source.id));
  if (existing && existing.uuid === input.uuid)
    return { lab: await readPublishedLab(deps, existing.id), created: false };
  if (existing) throw fieldError('lab', labMessages.labAlreadyPublished);
  const { row, created } = await insertOnce(
    user,
    () =>
      deps.db
        .insert(publishedLabs)
        .values({ uuid: input.uuid, userId: user.id, labId: source.id, name: input.name, about: input.about })
        .onConflictDoNothing()
        .returning(),
    () =>
      deps.db
        .select()
        .from(publishedLabs)
        .where(eq(publishedLabs.uuid, input.uuid ?? '')),
  );
  if (created) await deps.db.update(techniques).set({ published: true }).where(eq(techniques.id, source.id));
  return { lab: await readPublishedLab(deps, row.id), created };
}

/** The user's published lab; 404 for a missing one or someone else's. */
export async function ownPublishedLab(deps: Deps, user: AuthUser, ref: Ref) {
  const [row] = await deps.db
    .select()
    .from(publishedLabs)
    .where(and(byRef(publishedLabs, ref), eq(publishedLabs.userId, user.id)));
  if (!row) throw notFound();
  return row;
}

/** Applies the owner's changed fields; null when nothing differs. Others get 404. */
export async function updatePublishedLab(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: PublishedLabPatch,
): Promise<PublishedLab | null> {
  const lab = await ownPublishedLab(deps, user, ref);
  const changes = Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) => value !== undefined && value !== lab[key as keyof PublishedLabPatch],
    ),
  );
  if (Object.keys(changes).length === 0) return null;
  await deps.db.update(publishedLabs).set(changes).where(eq(publishedLabs.id, lab.id));
  return readPublishedLab(deps, lab.id);
}

/** The lab with what the viewer may do with it. */
export async function showPublishedLab(
  deps: Deps,
  viewer: AuthUser | null,
  ref: Ref,
): Promise<PublishedLabDetail> {
  const row = await visiblePublishedLab(deps, viewer, ref);
  const purchase = viewer ? await latestPurchase(deps, viewer.id, row.lab.id) : undefined;
  return {
    ...toPublishedLab(row),
    access: {
      is_owner: viewer?.id === row.lab.userId,
      can_watch: await canWatch(deps, viewer, row.lab, row.sub ?? undefined),
      purchase: purchase ? { uuid: purchase.uuid, ...purchaseTerm(purchase, deps.clock()) } : null,
    },
  };
}
