/**
 * Entering a battle, before its bracket is made: an artist enters while entry is open (alone in a 1v1,
 * under their artist name; otherwise with the crew they name, by its name); the organiser adds artists,
 * or a name typed at the door, open or closed. No dancer enters one battle twice. A member withdraws, or the organiser removes, an entrant.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { battleMsg, type Entrant, type EntrantInput, FORMAT_MEMBERS } from '../../../shared/schemas/battles';
import { battleEntrants, battleMembers, portfolios } from '../../db/schema';
import { notSuspended, refuseBlocked } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { newDoorCode } from '../../http/door-codes';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { type BattleAccess, hasBracket, loadBattle } from './battle-access';
import { entrantFor } from './battle-shape';

type Member = { userId: number; name: string };

/** The artists named (usernames, any case), in order; 400 at `members` for one unknown or named twice. */
async function resolveArtists(deps: Deps, usernames: string[]): Promise<Member[]> {
  const names = usernames.map((name) => name.toLowerCase());
  if (new Set(names).size < names.length) throw fieldError('members', battleMsg.memberTwice);
  const rows = await deps.db
    .select({
      userId: portfolios.userId,
      name: portfolios.artistName,
      key: sql<string>`lower(${portfolios.username})`,
    })
    .from(portfolios)
    .where(and(inArray(sql`lower(${portfolios.username})`, names), notSuspended(portfolios.userId)));
  const found = new Map(rows.map((row) => [row.key, row]));
  return names.map((name) => {
    const artist = found.get(name);
    if (!artist) throw fieldError('members', battleMsg.unknownArtist);
    return { userId: artist.userId, name: artist.name };
  });
}

/** 400 at `members` unless their number fits the battle's format. */
function requireFormat(access: BattleAccess, count: number): void {
  const format = access.battle.format;
  const { min, max } = FORMAT_MEMBERS[format];
  if (count >= min && count <= max) return;
  const message =
    format === '1v1'
      ? battleMsg.solo
      : format === 'crew'
        ? battleMsg.crewMembers
        : battleMsg.members.replace('{count}', String(min));
  throw fieldError('members', message);
}

/** The usernames the entrant is made of: none for a name typed at the door (the organiser's). */
function memberNames(access: BattleAccess, user: AuthUser, input: EntrantInput): string[] {
  if (input.members === undefined || input.members.length === 0) {
    if (access.you.organiser) return [];
    if (access.battle.format !== '1v1') requireFormat(access, 0);
    return [user.username];
  }
  requireFormat(access, input.members.length);
  const lower = user.username.toLowerCase();
  if (!access.you.organiser && !input.members.some((name) => name.toLowerCase() === lower))
    throw fieldError('members', battleMsg.youAmongMembers);
  return input.members;
}

/** 409 naming the members already in the battle, if any. */
async function refuseEntered(deps: Deps, battleId: number, members: Member[]): Promise<void> {
  if (members.length === 0) return;
  const ids = members.map((m) => m.userId);
  const taken = await deps.db
    .select({ userId: battleMembers.userId })
    .from(battleMembers)
    .where(and(eq(battleMembers.battleId, battleId), inArray(battleMembers.userId, ids)));
  if (taken.length === 0) return;
  const takenIds = new Set(taken.map((row) => row.userId));
  const names = members.filter((m) => takenIds.has(m.userId)).map((m) => m.name);
  throw conflict(battleMsg.alreadyEntered.replace('{names}', () => names.join(', ')));
}

/** Who may enter now: the organiser always; an artist with a portfolio while entry is open. */
async function refuseEntry(deps: Deps, access: BattleAccess, user: AuthUser): Promise<void> {
  if (await hasBracket(deps, access.battle.id)) throw conflict(battleMsg.bracketMade);
  if (access.you.organiser) return;
  if (access.battle.entry !== 'open') throw forbidden(battleMsg.entryClosed);
  const [own] = await deps.db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.userId, user.id));
  if (!own) throw forbidden(battleMsg.needPortfolio);
}

/** Enters the battle (or, for its organiser, adds an entrant); answers the entrant with its code. */
export async function enterBattle(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  input: EntrantInput,
): Promise<Entrant> {
  const access = await loadBattle(deps, user, battleId, { lock: true });
  await refuseEntry(deps, access, user);
  const members = await resolveArtists(deps, memberNames(access, user, input));
  if (input.name === '' && members.length !== 1)
    throw fieldError('name', members.length === 0 ? battleMsg.nameRequired : battleMsg.crewNameRequired);
  for (const member of members) {
    await refuseBlocked(deps, access.event.organiserId, member.userId);
    await refuseBlocked(deps, user.id, member.userId);
  }
  await refuseEntered(deps, battleId, members);
  const name = input.name || (members[0] as Member).name;
  const [row] = await deps.db
    .insert(battleEntrants)
    .values({ battleId, name, code: newDoorCode(), addedBy: user.id })
    .returning();
  if (!row) throw new Error('entrant not inserted');
  if (members.length > 0)
    await deps.db
      .insert(battleMembers)
      .values(members.map(({ userId }) => ({ battleId, entrantId: row.id, userId })));
  await publishLive(deps.db, liveTopic.event(access.event.uuid));
  return { ...(await entrantFor(deps, access, user.id, row)), code: row.code };
}

/** A member withdraws their entrant, or the organiser removes one; only before the bracket is made. */
export async function removeEntrant(deps: Deps, user: AuthUser, battleId: number, entrantId: number) {
  const access = await loadBattle(deps, user, battleId, { lock: true });
  const [row] = await deps.db
    .select({ id: battleEntrants.id })
    .from(battleEntrants)
    .where(and(eq(battleEntrants.id, entrantId), eq(battleEntrants.battleId, battleId)));
  if (!row) throw notFound();
  if (!access.you.organiser && access.you.entrant !== entrantId) throw forbidden();
  if (await hasBracket(deps, battleId)) throw conflict(battleMsg.bracketMade);
  await deps.db.delete(battleEntrants).where(eq(battleEntrants.id, entrantId));
  await publishLive(deps.db, liveTopic.event(access.event.uuid));
}
