/**
 * A workshop's room: its organiser and tagged artist are in it, and so is a dancer let in by the
 * room token or an approved request. Only they see its members (those shown to them) and the video
 * notes shared there (each note still only as far as the viewer may see it); anyone else signed in
 * gets 403, and one who may not see the workshop 404. A block with its organiser or tagged artist
 * refuses the token (403).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import type { RoomAccess, RoomRole, RoomToken, RoomVideo } from '../../../shared/schemas/workshop-room';
import {
  cookings,
  workshopMembers,
  workshopRequests,
  workshops,
  workshopTokens,
  workshopVideos,
} from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { ownNote, visibleTo } from '../notes/access';
import { selectNotes, toNote } from '../notes/note-shape';
import { listPeople } from './people';
import { toPerson } from './workshop-shape';
import { ownWorkshop, refuseBlockedHosts, type StoredWorkshop, storedWorkshop } from './workshops.service';

/** The caller's place in the room, or null when they are not in it. */
export async function roomRole(
  deps: Deps,
  user: AuthUser | null,
  workshop: StoredWorkshop,
): Promise<RoomRole | null> {
  if (!user) return null;
  if (workshop.userId === user.id) return 'organiser';
  if (workshop.teacherId === user.id) return 'teacher';
  const [member] = await deps.db
    .select({ id: workshopMembers.id })
    .from(workshopMembers)
    .where(and(eq(workshopMembers.workshopId, workshop.id), eq(workshopMembers.userId, user.id)));
  return member ? 'member' : null;
}

/** The workshop when the caller is in its room: 404 when there is none, 403 when they are not in. */
async function inRoom(deps: Deps, user: AuthUser, ref: Ref) {
  const workshop = await storedWorkshop(deps, user, ref);
  const role = await roomRole(deps, user, workshop);
  if (!role) throw forbidden();
  return workshop;
}

/** What the caller may do in the room, with their request when they made one. */
export async function roomAccess(deps: Deps, user: AuthUser, ref: Ref): Promise<RoomAccess> {
  const workshop = await storedWorkshop(deps, user, ref);
  const role = await roomRole(deps, user, workshop);
  const [request] = await deps.db
    .select({ id: workshopRequests.id, status: workshopRequests.status })
    .from(workshopRequests)
    .where(and(eq(workshopRequests.workshopId, workshop.id), eq(workshopRequests.userId, user.id)));
  return { workshop_uuid: workshop.uuid, access: role !== null, role, request: request ?? null };
}

/** The organiser's room token, made on first ask and anew when `rotate` (the old one stops working). */
export async function obtainToken(deps: Deps, user: AuthUser, ref: Ref, rotate: boolean): Promise<RoomToken> {
  const workshop = await ownWorkshop(deps, user, ref);
  const fresh = randomBytes(18).toString('base64url');
  const insert = deps.db.insert(workshopTokens).values({ workshopId: workshop.id, token: fresh });
  const [row] = rotate
    ? await insert
        .onConflictDoUpdate({ target: workshopTokens.workshopId, set: { token: fresh } })
        .returning()
    : await insert.onConflictDoNothing().returning();
  const [kept] = row
    ? [row]
    : await deps.db.select().from(workshopTokens).where(eq(workshopTokens.workshopId, workshop.id));
  if (!kept) throw notFound();
  return { workshop_uuid: workshop.uuid, workshop_token: kept.token };
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a room token; a right one lets the caller into the room. Answers their access afterwards. */
export async function checkToken(deps: Deps, user: AuthUser, ref: Ref, token: string) {
  await refuseBlockedHosts(deps, user, ref);
  const workshop = await storedWorkshop(deps, user, ref);
  const [stored] = await deps.db
    .select()
    .from(workshopTokens)
    .where(eq(workshopTokens.workshopId, workshop.id));
  const valid = stored !== undefined && sameToken(stored.token, token);
  if (valid && (await roomRole(deps, user, workshop)) === null)
    await deps.db
      .insert(workshopMembers)
      .values({ userId: user.id, workshopId: workshop.id })
      .onConflictDoNothing();
  return { valid, ...(await roomAccess(deps, user, workshop.id)) };
}

/** The room's members (dancers let in), newest first. */
export async function listMembers(deps: Deps, user: AuthUser, ref: Ref, page: Page) {
  const workshop = await inRoom(deps, user, ref);
  const { rows, count } = await listPeople(deps, user, workshopMembers, workshop.id, page);
  return { rows: rows.map(toPerson), count };
}

const selectVideos = (deps: Deps, user: AuthUser) =>
  selectNotes(deps.db, user, {
    shareId: sql<number>`${workshopVideos.id}`,
    workshopUuid: sql<string>`${workshops.uuid}`,
    sharedAt: sql<string>`${workshopVideos.createdAt}`,
  })
    .innerJoin(workshopVideos, eq(workshopVideos.cookingId, cookings.id))
    .innerJoin(workshops, eq(workshops.id, workshopVideos.workshopId));

type VideoRow = Awaited<ReturnType<typeof selectVideos>>[number];
const toRoomVideo = (row: VideoRow): RoomVideo => ({
  id: row.shareId,
  username: row.username,
  workshop_uuid: row.workshopUuid,
  cooking: toNote(row),
  created: new Date(row.sharedAt).toISOString(),
});

/** The video notes shared into the room that the caller may see, newest share first. */
export async function listRoomVideos(deps: Deps, user: AuthUser, ref: Ref, page: Page) {
  const workshop = await inRoom(deps, user, ref);
  const where = and(eq(workshopVideos.workshopId, workshop.id), visibleTo(user));
  const bounded = keyset(workshopVideos.id, page, where);
  const [rows, count] = await Promise.all([
    selectVideos(deps, user).where(bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      workshopVideos.id,
      deps.db
        .select({ id: workshopVideos.id })
        .from(workshopVideos)
        .innerJoin(cookings, eq(cookings.id, workshopVideos.cookingId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows: rows.map(toRoomVideo), count };
}

/** Shares one of the caller's own video notes into the room; sharing it again changes nothing. */
export async function shareVideo(deps: Deps, user: AuthUser, ref: Ref, noteRef: Ref) {
  const workshop = await inRoom(deps, user, ref);
  const note = await ownNote(deps, user, noteRef);
  const made = await deps.db
    .insert(workshopVideos)
    .values({ userId: user.id, workshopId: workshop.id, cookingId: note.id })
    .onConflictDoNothing()
    .returning();
  const [row] = await selectVideos(deps, user).where(
    and(eq(workshopVideos.workshopId, workshop.id), eq(workshopVideos.cookingId, note.id)),
  );
  if (!row) throw notFound();
  return { video: toRoomVideo(row), created: made.length > 0 };
}

/** Takes a shared note out of the room: the one who shared it, or the organiser. */
export async function unshareVideo(deps: Deps, user: AuthUser, id: number) {
  const [share] = await deps.db
    .select({ share: workshopVideos, organiser: workshops.userId })
    .from(workshopVideos)
    .innerJoin(workshops, eq(workshops.id, workshopVideos.workshopId))
    .where(eq(workshopVideos.id, id));
  if (!share) throw notFound();
  // Outside the room it is 403 like every room read; inside, only the sharer and the organiser may.
  await inRoom(deps, user, share.share.workshopId);
  if (share.share.userId !== user.id && share.organiser !== user.id) throw forbidden();
  await deps.db.delete(workshopVideos).where(eq(workshopVideos.id, id));
}
