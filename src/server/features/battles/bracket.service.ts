/**
 * A battle's bracket (issue 29): the organiser makes it from the checked-in entrants, seeded by the
 * prelims' totals, at random or by hand, and may make it again until a match is on or decided;
 * whoever may see the event reads it. Entrants tied on the prelims' cut are answered (409 `tied`)
 * until the organiser orders them.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Bracket, type BracketInput, battleMsg, bracketMsg } from '../../../shared/schemas/battles';
import type { Db } from '../../db/client';
import { battleEntrants, battleMatches, prelimScores } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, conflict, fieldError } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { type BattleAccess, loadBattle, requireOrganiser } from './battle-access';
import { toBattle } from './battle-shape';
import { planBracket, rankPrelims } from './bracket-seeds';
import { readRounds } from './bracket-shape';

/** The battle's checked-in entrants, in the order they entered, with their prelims' totals. */
const checkedIn = (db: Db, battleId: number) =>
  db
    .select({
      id: battleEntrants.id,
      total: sql<number>`coalesce(sum(${prelimScores.score}), 0)`.mapWith(Number),
    })
    .from(battleEntrants)
    .leftJoin(prelimScores, eq(prelimScores.entrantId, battleEntrants.id))
    .where(and(eq(battleEntrants.battleId, battleId), isNotNull(battleEntrants.checkedInAt)))
    .groupBy(battleEntrants.id)
    .orderBy(asc(battleEntrants.id));

/** `ids` in a random order (Fisher-Yates over crypto randomness). */
function shuffled(ids: number[]): number[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

/** The seeds (entrant ids, seed 1 first) the input asks for among the checked-in entrants. */
async function seedsFor(db: Db, access: BattleAccess, input: BracketInput): Promise<number[]> {
  const entrants = await checkedIn(db, access.battle.id);
  if (entrants.length < 2) throw badRequest({ non_field_errors: [battleMsg.tooFew] });
  const order = input.order ?? [];
  if (new Set(order).size !== order.length) throw fieldError('order', battleMsg.order);
  const ids = entrants.map((entrant) => entrant.id);
  if (input.seeding === 'manual') {
    const known = order.every((id) => ids.includes(id));
    if (!known || order.length < 2 || order.length > input.size) throw fieldError('order', battleMsg.order);
    return order;
  }
  if (input.seeding === 'random') {
    if (ids.length > input.size) throw fieldError('size', battleMsg.tooMany);
    return shuffled(ids);
  }
  if (!access.battle.prelims) throw fieldError('seeding', battleMsg.prelimsOff);
  const ranked = rankPrelims(entrants, input.size, order);
  if ('tied' in ranked) throw conflict(battleMsg.tied, { tied: ranked.tied });
  return ranked.seeds;
}

/** Each entrant's place in `seeds` (1 first); null for those left out of the bracket. */
const seedIn = (seeds: number[]) =>
  sql`array_position(array[${sql.join(
    seeds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[], ${battleEntrants.id})`;

/** Organiser: (re)makes the bracket, its matches replaced and its entrants' seeds set; answers it. */
export async function makeBracket(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  input: BracketInput,
): Promise<Bracket> {
  await deps.db.transaction(async (tx) => {
    const access = await loadBattle({ ...deps, db: tx }, user, battleId, { lock: true });
    requireOrganiser(access);
    const where = eq(battleMatches.battleId, battleId);
    const matches = await tx
      .select({ status: battleMatches.status })
      .from(battleMatches)
      .where(where)
      // Locked round by round, the order a vote locks its match and then the next round's.
      .orderBy(asc(battleMatches.round), asc(battleMatches.position))
      .for('update');
    if (matches.some((match) => match.status === 'on' || match.status === 'decided'))
      throw conflict(battleMsg.bracketStarted);
    const seeds = await seedsFor(tx, access, input);
    if (seeds.length * 2 < input.size) throw fieldError('size', bracketMsg.tooSmall);
    await tx
      .update(battleEntrants)
      .set({ seed: seedIn(seeds) })
      .where(eq(battleEntrants.battleId, battleId));
    await tx.delete(battleMatches).where(where);
    const planned = planBracket(seeds, input.size, access.battle.thirdPlace);
    await tx.insert(battleMatches).values(
      planned.map(({ left, right, ...match }) => ({
        ...match,
        battleId,
        leftEntrant: left,
        rightEntrant: right,
      })),
    );
    await publishLive(tx, liveTopic.event(access.event.uuid));
  });
  return readBracket(deps, user, battleId);
}

/** The bracket as `viewer` sees it (404 when the event is not shown to them); rounds empty until made. */
export async function readBracket(deps: Deps, viewer: AuthUser | null, battleId: number): Promise<Bracket> {
  const access = await loadBattle(deps, viewer, battleId);
  const rounds = await readRounds(deps.db, battleId, access.event.id, viewer?.id ?? null);
  return { battle: toBattle(access), ...rounds, updated_at: deps.clock().toISOString() };
}
