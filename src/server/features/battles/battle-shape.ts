/**
 * A battle and its entrants as the API answers them (shared/schemas/battles.ts `Battle`, `Entrant`).
 * An entrant's members are the artists shown to the viewer; its code (the secret its QR carries) only
 * to its own members, the organiser and the helpers at the door.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Battle, Entrant, Person } from '../../../shared/schemas/battles';
import { battleEntrants, battleMembers, portfolios, users } from '../../db/schema';
import { personShown } from '../../db/visibility';
import type { Deps } from '../../deps';
import type { BattleAccess } from './battle-access';

export type EntrantRow = typeof battleEntrants.$inferSelect;

export const toBattle = ({ battle, event, you }: BattleAccess): Battle => ({
  id: battle.id,
  event: event.uuid,
  category: battle.category,
  style: battle.style,
  format: battle.format,
  entry: battle.entry,
  prelims: battle.prelims,
  third_place: battle.thirdPlace,
  organiser: event.organiser,
  you,
});

/** A person's username and artist name (their username when they have no portfolio). */
export const personColumns = {
  username: users.username,
  artist_name: sql<string>`coalesce(${portfolios.artistName}, ${users.username})`,
};

/** The members of the entrants `ids` shown to `viewerId`, by entrant, each list by username. */
export async function membersOf(deps: Deps, viewerId: number | null, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ entrantId: battleMembers.entrantId, ...personColumns })
          .from(battleMembers)
          .innerJoin(users, eq(users.id, battleMembers.userId))
          .leftJoin(portfolios, eq(portfolios.userId, battleMembers.userId))
          .where(
            sql`${inArray(battleMembers.entrantId, ids)} and ${personShown(viewerId, battleMembers.userId)}`,
          )
          .orderBy(asc(sql`lower(${users.username})`));
  const members = new Map<number, Person[]>();
  for (const { entrantId, ...person } of rows)
    members.set(entrantId, [...(members.get(entrantId) ?? []), person]);
  return members;
}

/** Shapes `rows` (entrants of the battle in `access`) as `viewerId` sees them. */
export async function toEntrants(
  deps: Deps,
  access: BattleAccess,
  viewerId: number | null,
  rows: EntrantRow[],
): Promise<Entrant[]> {
  const members = await membersOf(
    deps,
    viewerId,
    rows.map((row) => row.id),
  );
  const door = access.you.organiser || access.you.helper;
  return rows.map((row) => ({
    id: row.id,
    battle: row.battleId,
    name: row.name,
    members: members.get(row.id) ?? [],
    checked_in: row.checkedInAt !== null,
    seed: row.seed,
    ...(door || access.you.entrant === row.id ? { code: row.code } : {}),
  }));
}

/** Every entrant of the battle, in the order they entered. */
export async function listEntrants(deps: Deps, access: BattleAccess, viewerId: number | null) {
  const rows = await deps.db
    .select()
    .from(battleEntrants)
    .where(eq(battleEntrants.battleId, access.battle.id))
    .orderBy(asc(battleEntrants.id));
  return toEntrants(deps, access, viewerId, rows);
}

/** One entrant as `viewerId` sees it. */
export async function entrantFor(deps: Deps, access: BattleAccess, viewerId: number | null, row: EntrantRow) {
  const [entrant] = await toEntrants(deps, access, viewerId, [row]);
  return entrant as Entrant;
}
