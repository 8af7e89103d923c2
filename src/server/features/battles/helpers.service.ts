/**
 * The helpers at the door: artists the organiser names to check entrants in (at most HELPER_LIMIT).
 * The organiser sets the whole list; none may be in a block with them.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { battleMsg, type HelpersInput, type Person } from '../../../shared/schemas/battles';
import { battleHelpers, portfolios, users } from '../../db/schema';
import { notSuspended, refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { loadBattle, requireOrganiser } from './battle-access';
import { personColumns } from './battle-shape';

/** The battle's helpers, by username. */
const helpersOf = (deps: Deps, battleId: number): Promise<Person[]> =>
  deps.db
    .select(personColumns)
    .from(battleHelpers)
    .innerJoin(users, eq(users.id, battleHelpers.userId))
    .leftJoin(portfolios, eq(portfolios.userId, battleHelpers.userId))
    .where(eq(battleHelpers.battleId, battleId))
    .orderBy(asc(sql`lower(${users.username})`));

/** The organiser reads the helpers. */
export async function readHelpers(deps: Deps, user: AuthUser, battleId: number) {
  requireOrganiser(await loadBattle(deps, user, battleId));
  return { helpers: await helpersOf(deps, battleId) };
}

/** The organiser names the helpers (the whole list, each once); 400 at `helpers` for one unknown. */
export async function setHelpers(deps: Deps, user: AuthUser, battleId: number, input: HelpersInput) {
  const access = await loadBattle(deps, user, battleId, { lock: true });
  requireOrganiser(access);
  const names = [...new Set(input.helpers.map((name) => name.toLowerCase()))];
  const found =
    names.length === 0
      ? []
      : await deps.db
          .select({ userId: portfolios.userId })
          .from(portfolios)
          .where(and(inArray(sql`lower(${portfolios.username})`, names), notSuspended(portfolios.userId)));
  if (found.length < names.length) throw fieldError('helpers', battleMsg.unknownArtist);
  for (const { userId } of found) await refuseBlocked(deps, user.id, userId);
  await deps.db.delete(battleHelpers).where(eq(battleHelpers.battleId, battleId));
  if (found.length > 0)
    await deps.db.insert(battleHelpers).values(found.map(({ userId }) => ({ battleId, userId })));
  await publishLive(deps.db, liveTopic.event(access.event.uuid));
  return { helpers: await helpersOf(deps, battleId) };
}
