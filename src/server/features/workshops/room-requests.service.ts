/**
 * Requests to enter a workshop's room: a signed-in dancer not yet in it asks (once, or again a day
 * after a refusal; the organiser hears of it), the organiser lists them and approves (the dancer is
 * let in) or refuses (and takes them out), or takes a member out of the room. A request is seen by its organiser and its requester only, while the workshop is shown
 * to them; anyone else gets 404. A block between the dancer and the room's hosts refuses asking and
 * letting in (403); the organiser's list and look-up leave out people not shown to them.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { ASK_AGAIN_AFTER_MS, type RoomRequest } from '../../../shared/schemas/workshop-room';
import { workshopMsg } from '../../../shared/schemas/workshops';
import { workshopShownTo } from '../../db/named-workshop';
import { users, workshopMembers, workshopRequests, workshops } from '../../db/schema';
import { personShown, refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Page } from '../../http/paging';
import { listPeople, selectPeople } from './people';
import { roomRole } from './room.service';
import { notifyRoomAnswer, notifyRoomRequest } from './workshop-notifications';
import { toPerson } from './workshop-shape';
import { refuseBlockedHosts, type StoredWorkshop, storedWorkshop } from './workshops.service';

const extra = {
  status: workshopRequests.status,
  workshopUuid: workshops.uuid,
  organiserId: workshops.userId,
};

const selectRequests = (deps: Deps) =>
  selectPeople(deps, workshopRequests, extra).innerJoin(
    workshops,
    eq(workshops.id, workshopRequests.workshopId),
  );

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];
const toRequest = (row: RequestRow): RoomRequest => ({
  ...toPerson(row),
  workshop_uuid: row.workshopUuid,
  status: row.status,
});

/** The request as its organiser or requester sees it; 404 for anyone else. */
async function visibleRequest(deps: Deps, user: AuthUser, where: ReturnType<typeof and>) {
  const [row] = await selectRequests(deps).where(and(where, workshopShownTo(user.id)));
  if (!row || (row.userId !== user.id && row.organiserId !== user.id)) throw notFound();
  return row;
}

/**
 * The caller asks to enter the room; asking again answers the request already made. A refused
 * request is made anew (pending, the organiser told again) once a day has passed since it was last
 * made; before that, asking again is a 400 that says so.
 */
export async function requestAccess(deps: Deps, user: AuthUser, ref: Ref) {
  await refuseBlockedHosts(deps, user, ref);
  const workshop = await storedWorkshop(deps, user, ref);
  const role = await roomRole(deps, user, workshop);
  if (role === 'organiser') throw badRequest({ non_field_errors: [workshopMsg.organiserInRoom] });
  if (role) throw badRequest({ non_field_errors: [workshopMsg.alreadyInRoom] });
  const now = deps.clock();
  const mine = and(eq(workshopRequests.workshopId, workshop.id), eq(workshopRequests.userId, user.id));
  const againFrom = new Date(now.getTime() - ASK_AGAIN_AFTER_MS);
  const made = await deps.db
    .insert(workshopRequests)
    .values({ userId: user.id, workshopId: workshop.id, createdAt: now })
    .onConflictDoUpdate({
      target: [workshopRequests.workshopId, workshopRequests.userId],
      set: { status: 'pending', createdAt: now },
      setWhere: and(eq(workshopRequests.status, 'refused'), lt(workshopRequests.createdAt, againFrom)),
    })
    .returning();
  if (made.length > 0) await notifyRoomRequest(deps, user, workshop);
  const request = await visibleRequest(deps, user, mine);
  if (made.length === 0 && request.status === 'refused')
    throw badRequest({ non_field_errors: [workshopMsg.askAgainLater] });
  return { request: toRequest(request), created: made.length > 0 };
}

/** The organiser's workshop named by `ref`: 404 when there is none, 403 when it is not theirs. */
async function organised(deps: Deps, user: AuthUser, ref: Ref): Promise<StoredWorkshop> {
  const workshop = await storedWorkshop(deps, user, ref);
  if (workshop.userId !== user.id) throw forbidden();
  return workshop;
}

/** The room's requests, newest first: for the organiser only. */
export async function listRequests(deps: Deps, user: AuthUser, ref: Ref, page: Page) {
  const workshop = await organised(deps, user, ref);
  const { rows, count } = await listPeople(deps, user, workshopRequests, workshop.id, page, {
    status: workshopRequests.status,
  });
  return {
    rows: rows.map((row) => ({ ...toPerson(row), workshop_uuid: workshop.uuid, status: row.status })),
    count,
  };
}

export type RequestKey = { id: number } | { username: string; workshop: Ref };

/** One request, by its id or by the requester's username and the workshop. */
export async function getRequest(deps: Deps, user: AuthUser, key: RequestKey): Promise<RoomRequest> {
  if ('id' in key) return toRequest(await visibleRequest(deps, user, eq(workshopRequests.id, key.id)));
  const workshop = await storedWorkshop(deps, user, key.workshop);
  const where = and(
    eq(workshopRequests.workshopId, workshop.id),
    sql`lower(${users.username}) = lower(${key.username})`,
    personShown(user.id, workshopRequests.userId),
  );
  return toRequest(await visibleRequest(deps, user, where));
}

/**
 * The organiser approves (the requester is let in, unless a block lies between them: 403) or refuses
 * (and is taken out of the room); the requester hears of a change. The requester gets 403, anyone
 * else 404.
 */
export async function answerRequest(deps: Deps, user: AuthUser, id: number, approve: boolean) {
  const row = await visibleRequest(deps, user, eq(workshopRequests.id, id));
  if (row.organiserId !== user.id) throw forbidden();
  if (approve) await refuseBlocked(deps, user.id, row.userId);
  const status = approve ? 'approved' : 'refused';
  const workshop = await storedWorkshop(deps, user, row.workshopUuid);
  if (approve)
    await deps.db
      .insert(workshopMembers)
      .values({ userId: row.userId, workshopId: workshop.id })
      .onConflictDoNothing();
  else
    await deps.db
      .delete(workshopMembers)
      .where(and(eq(workshopMembers.workshopId, workshop.id), eq(workshopMembers.userId, row.userId)));
  if (row.status !== status) {
    await deps.db.update(workshopRequests).set({ status }).where(eq(workshopRequests.id, id));
    await notifyRoomAnswer(deps, user, workshop, row.userId, approve);
  }
  return { ...toRequest(row), status };
}

/**
 * The organiser takes a member out of the room (their request, if any, is refused from now, so they
 * may ask again a day later); 404 when the dancer is not in it. The room token still lets them back
 * in until the organiser makes a new one.
 */
export async function removeMember(deps: Deps, user: AuthUser, ref: Ref, username: string) {
  const workshop = await organised(deps, user, ref);
  const named = deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  const [member] = await deps.db
    .delete(workshopMembers)
    .where(and(eq(workshopMembers.workshopId, workshop.id), inArray(workshopMembers.userId, named)))
    .returning({ userId: workshopMembers.userId });
  if (!member) throw notFound(workshopMsg.notAMember);
  await deps.db
    .update(workshopRequests)
    .set({ status: 'refused', createdAt: deps.clock() })
    .where(and(eq(workshopRequests.workshopId, workshop.id), eq(workshopRequests.userId, member.userId)));
}
