/** A battle read by whoever may see its event, and its settings changed by the organiser. */
import { eq } from 'drizzle-orm';
import type { Battle, BattleSettingsInput } from '../../../shared/schemas/battles';
import { eventBattles } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { loadBattle, requireOrganiser } from './battle-access';
import { listEntrants, toBattle } from './battle-shape';

export async function readBattle(deps: Deps, viewer: AuthUser | null, battleId: number): Promise<Battle> {
  return toBattle(await loadBattle(deps, viewer, battleId));
}

export async function readEntrants(deps: Deps, viewer: AuthUser | null, battleId: number) {
  const access = await loadBattle(deps, viewer, battleId);
  return { results: await listEntrants(deps, access, viewer?.id ?? null) };
}

/** The organiser opens or closes entry, turns prelims and the battle for third place on or off. */
export async function changeBattle(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  input: BattleSettingsInput,
): Promise<Battle> {
  const access = await loadBattle(deps, user, battleId, { lock: true });
  requireOrganiser(access);
  const wanted = { entry: input.entry, prelims: input.prelims, thirdPlace: input.third_place };
  if (Object.values(wanted).every((value) => value === undefined)) return toBattle(access);
  const [battle] = await deps.db
    .update(eventBattles)
    .set(wanted)
    .where(eq(eventBattles.id, battleId))
    .returning();
  await publishLive(deps.db, liveTopic.event(access.event.uuid));
  return toBattle({ ...access, battle: battle ?? access.battle });
}
