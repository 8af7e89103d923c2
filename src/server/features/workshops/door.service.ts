/**
 * Check-in at a workshop's door: the organiser checks a goer in, by the code their QR carries or from
 * the list, and reads who is going, who attended and the headcount. Checking in twice counts once (the
 * first check-in's time stays), so a queued check-in landing late changes nothing more.
 */
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DoorCheckinInput, DoorGoer } from '../../../shared/schemas/workshop-door';
import { workshopMsg } from '../../../shared/schemas/workshops';
import { workshopGoing } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { sameDoorCode } from '../../http/door-codes';
import { fieldError, notFound } from '../../http/errors';
import type { Page } from '../../http/paging';
import { listPeople, selectPeople } from './people';
import { toPerson } from './workshop-shape';
import { ownWorkshop } from './workshops.service';

const attended = { attendedAt: workshopGoing.attendedAt };

type GoerRow = Parameters<typeof toPerson>[0] & { attendedAt: Date | null };
const toGoer = (row: GoerRow): DoorGoer => ({ ...toPerson(row), attended: row.attendedAt !== null });

/** How many of those the organiser sees are going, and how many of them attended. */
async function headcount(deps: Deps, user: AuthUser, workshopId: number) {
  const of = and(eq(workshopGoing.workshopId, workshopId), personShown(user.id, workshopGoing.userId));
  const [[going], [came]] = await Promise.all([
    deps.db.select({ n: count() }).from(workshopGoing).where(of),
    deps.db
      .select({ n: count() })
      .from(workshopGoing)
      .where(and(of, isNotNull(workshopGoing.attendedAt))),
  ]);
  return { going_count: going?.n ?? 0, attended_count: came?.n ?? 0 };
}

/** The organiser's door: a page of who is going (newest first) with who attended, and the headcount. */
export async function readDoor(deps: Deps, user: AuthUser, uuid: string, page: Page) {
  const workshop = await ownWorkshop(deps, user, uuid);
  const [{ rows, count: listed }, counts] = await Promise.all([
    listPeople(deps, user, workshopGoing, workshop.id, page, attended),
    headcount(deps, user, workshop.id),
  ]);
  return { rows: rows.map(toGoer), count: listed, ...counts };
}

/** Checks goer `going` in (or, `attended: false`, out); answers the goer as they now are. */
export async function checkInGoer(deps: Deps, user: AuthUser, input: DoorCheckinInput): Promise<DoorGoer> {
  const workshop = await ownWorkshop(deps, user, input.workshop_uuid);
  const [row] = await deps.db
    .select()
    .from(workshopGoing)
    .where(and(eq(workshopGoing.id, input.going), eq(workshopGoing.workshopId, workshop.id)));
  if (!row) throw notFound();
  if (input.code !== undefined && !sameDoorCode(input.code, row.code))
    throw fieldError('code', workshopMsg.wrongCode);
  if (input.attended !== (row.attendedAt !== null))
    await deps.db
      .update(workshopGoing)
      .set({ attendedAt: input.attended ? deps.clock() : null })
      .where(
        and(
          eq(workshopGoing.id, row.id),
          input.attended ? isNull(workshopGoing.attendedAt) : isNotNull(workshopGoing.attendedAt),
        ),
      );
  const [goer] = await selectPeople(deps, workshopGoing, attended).where(eq(workshopGoing.id, row.id));
  if (!goer) throw notFound();
  return toGoer(goer);
}
