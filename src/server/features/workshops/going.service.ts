/**
 * "I'm going": a signed-in user says (or unsays) they go to a workshop they may see, which tells its
 * organiser; who is going is public, but for people not shown to the viewer. Each goer gets the
 * code their QR carries to the door (door.service.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import { workshopMsg } from '../../../shared/schemas/workshops';
import { workshopGoing } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { newDoorCode } from '../../http/door-codes';
import { conflict } from '../../http/errors';
import type { Page } from '../../http/paging';
import { listPeople } from './people';
import { notifyWorkshopGoing } from './workshop-notifications';
import { toPerson, toWorkshop } from './workshop-shape';
import { readWorkshop, storedWorkshop } from './workshops.service';

/**
 * Says the caller is going, which tells the organiser; saying it twice changes nothing. Answers the
 * workshop as they now see it.
 */
export async function sayGoing(deps: Deps, user: AuthUser, ref: Ref) {
  const workshop = await storedWorkshop(deps, user, ref);
  const made = await deps.db
    .insert(workshopGoing)
    .values({ userId: user.id, workshopId: workshop.id, code: newDoorCode() })
    .onConflictDoNothing()
    .returning({ id: workshopGoing.id });
  if (made.length > 0) await notifyWorkshopGoing(deps, user, workshop);
  return { workshop: toWorkshop(await readWorkshop(deps, user, workshop.id)), created: made.length > 0 };
}

/**
 * The caller is no longer going; unsaying it twice changes nothing. Once checked in at the door their
 * place stays (409): the headcount, and the attendance a journey or a shoutout cites, are what happened.
 */
export async function unsayGoing(deps: Deps, user: AuthUser, ref: Ref) {
  const workshop = await storedWorkshop(deps, user, ref);
  const mine = and(eq(workshopGoing.workshopId, workshop.id), eq(workshopGoing.userId, user.id));
  const kept = await deps.db
    .delete(workshopGoing)
    .where(and(mine, isNull(workshopGoing.attendedAt)))
    .returning({ id: workshopGoing.id });
  if (kept.length === 0) {
    const [attended] = await deps.db.select({ id: workshopGoing.id }).from(workshopGoing).where(mine);
    if (attended) throw conflict(workshopMsg.stayAttended);
  }
  return toWorkshop(await readWorkshop(deps, user, workshop.id));
}

/** Who is going, newest first. */
export async function listGoing(deps: Deps, viewer: AuthUser | null, ref: Ref, page: Page) {
  const workshop = await storedWorkshop(deps, viewer, ref);
  const { rows, count } = await listPeople(deps, viewer, workshopGoing, workshop.id, page);
  return { rows: rows.map(toPerson), count };
}
