/**
 * Workshop pages (platform-shell 2.8, 4.6): any signed-in user organises one; only the organiser
 * changes or deletes it. Tagging an artist (teacher1) tells them; changing the time or venue tells
 * everyone going. A repeat of a create's uuid answers the workshop already made.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import {
  uniqueUrl,
  WHEN_AND_WHERE,
  type Workshop,
  type WorkshopInput,
  type WorkshopPatch,
  workshopMsg,
} from '../../../shared/schemas/workshops';
import { insertOnce } from '../../db/insert-once';
import { workshopShownTo } from '../../db/named-workshop';
import { portfolios, workshops } from '../../db/schema';
import { notSuspended, refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { byRef } from '../../http/refs';
import { requireReadyUploads } from '../../storage/ready-uploads';
import { notifyWorkshopChanged, notifyWorkshopTagged } from './workshop-notifications';
import { selectWorkshops, toWorkshop, type WorkshopRow } from './workshop-shape';
import { instantsOf } from './workshop-times';

export type StoredWorkshop = typeof workshops.$inferSelect;

/** The workshop as its page shows it to `viewer`; 404 when there is none for them. */
export async function readWorkshop(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<WorkshopRow> {
  const [row] = await selectWorkshops(deps, viewer, byRef(workshops, ref));
  if (!row) throw notFound();
  return row;
}

/** The stored workshop, when `viewer` may see it (workshop-shape.ts); 404 when there is none for them. */
export async function storedWorkshop(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<StoredWorkshop> {
  const [row] = await deps.db
    .select()
    .from(workshops)
    .where(and(byRef(workshops, ref), workshopShownTo(viewer?.id ?? null)));
  if (!row) throw notFound();
  return row;
}

/**
 * 403 when a block lies between `user` and the organiser or tagged artist of the workshop `ref` (those
 * whose room it is), before its being out of their sight answers 404.
 */
export async function refuseBlockedHosts(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const [stored] = await deps.db
    .select({ organiser: workshops.userId, artist: workshops.teacherId })
    .from(workshops)
    .where(byRef(workshops, ref));
  if (!stored) return;
  await refuseBlocked(deps, user.id, stored.organiser);
  await refuseBlocked(deps, user.id, stored.artist);
}

/**
 * The tagged artist's user id: the organiser themselves, or an artist with a portfolio (not suspended)
 * with no block between them (403). Null when untagged.
 */
async function taggedArtist(deps: Deps, user: AuthUser, username: string): Promise<number | null> {
  if (username === '') return null;
  if (username.toLowerCase() === user.username.toLowerCase()) return user.id;
  const [artist] = await deps.db
    .select({ userId: portfolios.userId })
    .from(portfolios)
    .where(and(sql`lower(${portfolios.username}) = lower(${username})`, notSuspended(portfolios.userId)));
  if (!artist) throw fieldError('teacher1', workshopMsg.unknownArtist);
  await refuseBlocked(deps, user.id, artist.userId);
  return artist.userId;
}

const COLUMNS = {
  title: 'title',
  poster: 'poster',
  start_date: 'startDate',
  start_time: 'startTime',
  end_time: 'endTime',
  timezone: 'timezone',
  datetime: 'datetime',
  country: 'country',
  venue: 'venue',
  content: 'content',
  iglink: 'iglink',
  videolink: 'videolink',
  contact_email: 'contactEmail',
  name1: 'name1',
  country1: 'country1',
  info1: 'info1',
  videolink1: 'videolink1',
  event: 'event',
  category: 'category',
} as const satisfies Record<Exclude<keyof WorkshopPatch, 'teacher1'>, keyof StoredWorkshop>;

/** Posts the caller's workshop. */
export async function createWorkshop(deps: Deps, user: AuthUser, input: WorkshopInput) {
  const teacherId = await taggedArtist(deps, user, input.teacher1);
  await requireReadyUploads(deps, user, { poster: input.poster });
  const fields = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, column]) => [column, input[field as keyof typeof COLUMNS]]),
  ) as Pick<StoredWorkshop, (typeof COLUMNS)[keyof typeof COLUMNS]>;
  const values = {
    ...fields,
    ...instantsOf(fields),
    userId: user.id,
    uuid: input.uuid,
    teacherId,
    uniqueurl: uniqueUrl(input.title, input.name1, input.start_date),
  };
  const { row, created } = await insertOnce(
    user,
    () => deps.db.insert(workshops).values(values).onConflictDoNothing().returning(),
    () =>
      deps.db
        .select()
        .from(workshops)
        .where(eq(workshops.uuid, input.uuid ?? '')),
  );
  if (created && teacherId !== null) await notifyWorkshopTagged(deps, user, row);
  return { workshop: toWorkshop(await readWorkshop(deps, user, row.id)), created };
}

/** The caller's own workshop: 404 when there is none for them, 403 when it is someone else's. */
export async function ownWorkshop(deps: Deps, user: AuthUser, ref: Ref): Promise<StoredWorkshop> {
  const stored = await storedWorkshop(deps, user, ref);
  if (stored.userId !== user.id) throw forbidden();
  return stored;
}

/** Applies the fields that differ; null when nothing does (the spec's "No change"). */
export async function updateWorkshop(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: WorkshopPatch,
): Promise<Workshop | null> {
  const stored = await ownWorkshop(deps, user, ref);
  const wanted: Partial<StoredWorkshop> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = patch[field as keyof typeof COLUMNS];
    if (value !== undefined && stored[column] !== value) Object.assign(wanted, { [column]: value });
  }
  if (patch.teacher1 !== undefined) {
    const teacherId = await taggedArtist(deps, user, patch.teacher1);
    if (teacherId !== stored.teacherId) wanted.teacherId = teacherId;
  }
  if (Object.keys(wanted).length === 0) return null;
  if (wanted.poster) await requireReadyUploads(deps, user, { poster: wanted.poster });
  const next = { ...stored, ...wanted };
  Object.assign(wanted, instantsOf(next), { uniqueurl: uniqueUrl(next.title, next.name1, next.startDate) });
  const [row] = await deps.db.update(workshops).set(wanted).where(eq(workshops.id, stored.id)).returning();
  if (!row) throw notFound();
  if (wanted.teacherId !== undefined) await notifyWorkshopTagged(deps, user, row);
  const moved = WHEN_AND_WHERE.some((field) => wanted[COLUMNS[field]] !== undefined);
  if (moved) await notifyWorkshopChanged(deps, user, stored, row);
  return toWorkshop(await readWorkshop(deps, user, stored.id));
}

/** The organiser deletes their workshop (its room, going list and notifications go with it). */
export async function deleteWorkshop(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const stored = await ownWorkshop(deps, user, ref);
  await deps.db.delete(workshops).where(eq(workshops.id, stored.id));
}
