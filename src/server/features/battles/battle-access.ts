/**
 * Who may do what with a battle: it is shown to whoever is shown its event (events' own rule: not
 * hidden, organiser not suspended nor in a block with the caller; else 404), and the caller is its
 * organiser (the event's author), a helper at the door, a judge (a guest of the event with the role
 * `judge`) and an entrant's member, or none of these. A write loads it locked, so the writes on one
 * battle (entries, check-ins, votes) run one after the other.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  battleHelpers,
  battleMatches,
  battleMembers,
  eventBattles,
  eventGuests,
  events,
  users,
} from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { eventShownTo } from '../events/event-shape';

export type BattleRow = typeof eventBattles.$inferSelect;

/** What the caller is to the battle; `entrant` is the id of the entrant they are a member of. */
export type Roles = { organiser: boolean; helper: boolean; judge: boolean; entrant: number | null };

export type BattleAccess = {
  battle: BattleRow;
  event: { id: number; uuid: string; organiserId: number; organiser: string };
  you: Roles;
};

/** The caller's roles, as columns of a query on event_battles joined to events. */
function roleColumns(viewerId: number | null) {
  if (viewerId === null)
    return { helper: sql<boolean>`false`, judge: sql<boolean>`false`, entrant: sql<number | null>`null` };
  return {
    helper: sql<boolean>`exists (select 1 from ${battleHelpers} where ${battleHelpers.battleId} = ${eventBattles.id} and ${battleHelpers.userId} = ${viewerId})`,
    judge: sql<boolean>`exists (select 1 from ${eventGuests} where ${eventGuests.eventId} = ${events.id} and ${eventGuests.userId} = ${viewerId} and ${eventGuests.role} = 'judge')`,
    entrant: sql<
      number | null
    >`(select ${battleMembers.entrantId} from ${battleMembers} where ${battleMembers.battleId} = ${eventBattles.id} and ${battleMembers.userId} = ${viewerId})`,
  };
}

/** The battle `battleId` as `viewer` may see it, with their roles; 404 when it is not shown to them. */
export async function loadBattle(
  deps: Deps,
  viewer: AuthUser | null,
  battleId: number,
  { lock = false } = {},
): Promise<BattleAccess> {
  const viewerId = viewer?.id ?? null;
  const query = deps.db
    .select({
      battle: eventBattles,
      eventUuid: events.uuid,
      organiserId: events.userId,
      organiser: users.username,
      ...roleColumns(viewerId),
    })
    .from(eventBattles)
    .innerJoin(events, eq(events.id, eventBattles.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(eventBattles.id, battleId), eventShownTo(viewerId)));
  const [row] = lock ? await query.for('update', { of: eventBattles }) : await query;
  if (!row) throw notFound();
  return {
    battle: row.battle,
    event: {
      id: row.battle.eventId,
      uuid: row.eventUuid,
      organiserId: row.organiserId,
      organiser: row.organiser,
    },
    you: {
      organiser: row.organiserId === viewerId,
      helper: row.helper === true,
      judge: row.judge === true,
      entrant: row.entrant ?? null,
    },
  };
}

/** Refuses (403) anyone but the organiser. */
export function requireOrganiser(access: BattleAccess): void {
  if (!access.you.organiser) throw forbidden();
}

/** Refuses (403) anyone but the organiser and the helpers at the door. */
export function requireDoor(access: BattleAccess): void {
  if (!access.you.organiser && !access.you.helper) throw forbidden();
}

/** Refuses (403) anyone but the event's judges. */
export function requireJudge(access: BattleAccess): void {
  if (!access.you.judge) throw forbidden();
}

/** Whether the battle's bracket is made. */
export async function hasBracket(deps: Deps, battleId: number): Promise<boolean> {
  const [match] = await deps.db
    .select({ id: battleMatches.id })
    .from(battleMatches)
    .where(eq(battleMatches.battleId, battleId))
    .limit(1);
  return match !== undefined;
}
