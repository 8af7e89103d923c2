/**
 * Check-in at the door: the organiser or a helper checks an entrant in, by the code its QR carries or
 * from the list. Checking in twice counts once (the first check-in's time and helper stay), so two
 * helpers, or a queued check-in landing late, change nothing more. Only the organiser unticks one.
 */
import { and, eq } from 'drizzle-orm';
import { battleMsg, type CheckinInput, type Entrant } from '../../../shared/schemas/battles';
import { battleEntrants } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { sameDoorCode } from '../../http/door-codes';
import { fieldError, forbidden } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { loadBattle, requireDoor } from './battle-access';
import { entrantFor } from './battle-shape';

/** Checks the entrant in (or, `checked_in: false`, out); answers the entrant as it now is. */
export async function checkIn(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  input: CheckinInput,
): Promise<Entrant> {
  const access = await loadBattle(deps, user, battleId, { lock: true });
  requireDoor(access);
  const [row] = await deps.db
    .select()
    .from(battleEntrants)
    .where(and(eq(battleEntrants.id, input.entrant), eq(battleEntrants.battleId, battleId)));
  if (!row) throw fieldError('entrant', battleMsg.notAnEntrant);
  if (input.code !== undefined && !sameDoorCode(input.code, row.code))
    throw fieldError('code', battleMsg.wrongCode);
  if (!input.checked_in && !access.you.organiser) throw forbidden();
  if (input.checked_in === (row.checkedInAt !== null)) return entrantFor(deps, access, user.id, row);
  const [updated] = await deps.db
    .update(battleEntrants)
    .set(
      input.checked_in
        ? { checkedInAt: deps.clock(), checkedInBy: user.id }
        : { checkedInAt: null, checkedInBy: null },
    )
    .where(eq(battleEntrants.id, row.id))
    .returning();
  await publishLive(deps.db, liveTopic.event(access.event.uuid));
  return entrantFor(deps, access, user.id, updated ?? row);
}
