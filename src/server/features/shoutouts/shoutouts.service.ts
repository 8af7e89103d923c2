/**
 * Shoutouts (content-features 4, "Shoutout submit" and "Shoutout update"): written by their author
 * (the student), approved or declined by the artist they tag, seen by everyone once approved. A
 * withdrawn shoutout is deleted; an artist who declines an approved one takes it off their portfolio.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import {
  type Shoutout,
  type ShoutoutInput,
  type ShoutoutPatch,
  shoutoutMsg,
} from '../../../shared/schemas/shoutouts';
import { insertOnce } from '../../db/insert-once';
import { namedWorkshopId } from '../../db/named-workshop';
import { portfolios, shoutouts } from '../../db/schema';
import { userIdOf } from '../../db/users';
import { notSuspended, refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { byRef } from '../../http/refs';
import { requireReadyUploads } from '../../storage/ready-uploads';
import { notifyApproved, notifyTagged } from './shoutout-notifications';
import { type ShoutoutRow, selectShoutouts, shoutoutVisibleTo, toShoutout } from './shoutout-shape';

type Stored = typeof shoutouts.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The tagged artist by username: an artist with a portfolio (not suspended), not the author, and no
 * block between them (403). Null when untagged.
 */
async function taggedArtist(deps: Deps, user: AuthUser, username: string): Promise<number | null> {
  if (username === '') return null;
  const [artist] = await deps.db
    .select({ userId: portfolios.userId })
    .from(portfolios)
    .where(and(sql`lower(${portfolios.username}) = lower(${username})`, notSuspended(portfolios.userId)));
  if (!artist) throw fieldError('teacher', shoutoutMsg.unknownArtist);
  if (artist.userId === user.id) throw fieldError('teacher', shoutoutMsg.notYourself);
  await refuseBlocked(deps, user.id, artist.userId);
  return artist.userId;
}

/** 403 when a block lies between `user` and the author or the tagged artist of the shoutout `ref`. */
export async function refuseBlockedArtists(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const [stored] = await deps.db
    .select({ author: shoutouts.userId, artist: shoutouts.teacherId })
    .from(shoutouts)
    .where(byRef(shoutouts, ref));
  if (!stored) return;
  await refuseBlocked(deps, user.id, stored.author);
  await refuseBlocked(deps, user.id, stored.artist);
}

/** 400 under the tag (the spec's field `0`) when the author already gave this artist a shoutout. */
async function refuseSecond(deps: Deps, user: AuthUser, teacherId: number | null, except?: number) {
  if (teacherId === null) return;
  const [other] = await deps.db
    .select({ id: shoutouts.id })
    .from(shoutouts)
    .where(and(eq(shoutouts.userId, user.id), eq(shoutouts.teacherId, teacherId)));
  if (other && other.id !== except) throw badRequest({ 0: [shoutoutMsg.alreadyMentioned] });
}

/** The shoutout as `viewer` may see it; 404 when missing or not theirs to see. */
export async function readShoutout(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<ShoutoutRow> {
  const [row] = await selectShoutouts(deps, viewer?.id, byRef(shoutouts, ref));
  if (!row) throw notFound();
  return row;
}

/** Posts the caller's shoutout; a repeat of their uuid answers the one already made. */
export async function createShoutout(deps: Deps, user: AuthUser, input: ShoutoutInput) {
  const teacherId = await taggedArtist(deps, user, input.teacher);
  const workshopId = await namedWorkshopId(deps, user.id, input.workshop);
  await requireReadyUploads(deps, user, { image: input.image });
  const [author] = await deps.db
    .select({ country: portfolios.country })
    .from(portfolios)
    .where(eq(portfolios.userId, user.id));
  const values = {
    userId: user.id,
    uuid: input.uuid,
    teacherId,
    status: teacherId === null ? ('approved' as const) : ('pending' as const),
    teacherName: input.s_teacher_name,
    teacherCountry: input.s_teacher_country,
    studentCountry: author?.country ?? '',
    appreciation: input.s_appreciation,
    learnings: input.s_learnings,
    location: input.s_location,
    teacherVideo: input.s_teacher_video,
    occurred: input.occured ?? today(),
    image: input.image,
    workshopId,
  };
  const repeat = () =>
    deps.db
      .select()
      .from(shoutouts)
      .where(eq(shoutouts.uuid, input.uuid ?? ''));
  const [mine] = input.uuid ? await repeat() : [];
  if (!mine) await refuseSecond(deps, user, teacherId);
  const { row, created } = await insertOnce(
    user,
    () => deps.db.insert(shoutouts).values(values).onConflictDoNothing().returning(),
    repeat,
  );
  if (created && teacherId !== null) await notifyTagged(deps, user, row);
  return { shoutout: toShoutout(await readShoutout(deps, user, row.id)), created };
}

/** The caller's own shoutout; 404 when they may not see it, 403 when they may but it is not theirs. */
async function ownShoutout(deps: Deps, user: AuthUser, ref: Ref): Promise<Stored> {
  const { shoutout } = await readShoutout(deps, user, ref);
  if (shoutout.userId !== user.id) throw forbidden();
  return shoutout;
}

const COLUMNS: Record<keyof ShoutoutPatch, keyof Stored> = {
  teacher: 'teacherId',
  s_teacher_name: 'teacherName',
  s_teacher_country: 'teacherCountry',
  s_appreciation: 'appreciation',
  s_learnings: 'learnings',
  s_location: 'location',
  s_teacher_video: 'teacherVideo',
  occured: 'occurred',
  image: 'image',
  workshop: 'workshopId',
};

/**
 * Applies the fields that differ; null when nothing does. Tagging another artist asks that artist
 * afresh (pending again, or approved when the tag is removed).
 */
export async function updateShoutout(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: ShoutoutPatch,
): Promise<Shoutout | null> {
  const stored = await ownShoutout(deps, user, ref);
  const wanted: Partial<Stored> = {};
  for (const [field, value] of Object.entries(patch) as [keyof ShoutoutPatch, string | undefined][]) {
    if (value === undefined || field === 'teacher' || field === 'workshop') continue;
    if (stored[COLUMNS[field]] !== value) Object.assign(wanted, { [COLUMNS[field]]: value });
  }
  if (patch.teacher !== undefined) {
    const teacherId = await taggedArtist(deps, user, patch.teacher);
    if (teacherId !== stored.teacherId) {
      await refuseSecond(deps, user, teacherId, stored.id);
      wanted.teacherId = teacherId;
      wanted.status = teacherId === null ? 'approved' : 'pending';
    }
  }
  if (patch.workshop !== undefined) {
    const workshopId = await namedWorkshopId(deps, user.id, patch.workshop);
    if (workshopId !== stored.workshopId) wanted.workshopId = workshopId;
  }
  if (wanted.image) await requireReadyUploads(deps, user, { image: wanted.image });
  if (Object.keys(wanted).length === 0) return null;
  const [row] = await deps.db.update(shoutouts).set(wanted).where(eq(shoutouts.id, stored.id)).returning();
  if (row && wanted.teacherId !== undefined) await notifyTagged(deps, user, row);
  return toShoutout(await readShoutout(deps, user, stored.id));
}

/** The author withdraws their shoutout. */
export async function deleteShoutout(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const stored = await ownShoutout(deps, user, ref);
  await deps.db.delete(shoutouts).where(eq(shoutouts.id, stored.id));
}

/**
 * The tagged artist approves (it becomes public, and its author hears of it) or declines (it is seen
 * by the two of them only; declining an approved one takes it off the artist's portfolio).
 */
export async function answerShoutout(deps: Deps, user: AuthUser, ref: Ref, approve: boolean) {
  const { shoutout } = await readShoutout(deps, user, ref);
  if (shoutout.teacherId !== user.id) throw forbidden();
  const status = approve ? 'approved' : 'declined';
  if (shoutout.status !== status) {
    await deps.db.update(shoutouts).set({ status }).where(eq(shoutouts.id, shoutout.id));
    if (approve) await notifyApproved(deps, user, shoutout);
  }
  return toShoutout(await readShoutout(deps, user, shoutout.id));
}

export type ShoutoutFilter = { student?: string; teacher?: string };

/**
 * The rows of one page of the shoutouts the viewer may see under `where`, newest first, without
 * counting them all (what a page's lead image needs; keyset's limit + 1 rows).
 */
export async function readShoutoutPage(deps: Deps, viewer: AuthUser | null, page: Page, where?: SQL) {
  const bounded = keyset(shoutouts.id, page, where);
  const rows = await selectShoutouts(deps, viewer?.id, bounded.where)
    .orderBy(bounded.orderBy)
    .limit(bounded.limit);
  return rows.map(toShoutout);
}

/**
 * One page of the shoutouts the viewer may see, newest first, given by `student` and/or tagging
 * `teacher` when named; an unknown username gives an empty list.
 */
export async function listShoutouts(deps: Deps, viewer: AuthUser | null, filter: ShoutoutFilter, page: Page) {
  const conditions = [];
  for (const [name, column] of [
    [filter.student, shoutouts.userId],
    [filter.teacher, shoutouts.teacherId],
  ] as const) {
    if (name === undefined) continue;
    const id = await userIdOf(deps, name);
    if (id === undefined) return { rows: [], count: 0 };
    conditions.push(eq(column, id));
  }
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    readShoutoutPage(deps, viewer, page, where),
    countUpTo(
      deps.db,
      shoutouts.id,
      deps.db
        .select({ id: shoutouts.id })
        .from(shoutouts)
        .where(and(shoutoutVisibleTo(viewer?.id), where))
        .$dynamic(),
    ),
  ]);
  return { rows, count };
}
