/**
 * Running a match (issue 29): the organiser starts it, each judge votes once per voting round (the
 * first vote counts: the same again is answered as before, another is refused), and once every judge
 * has voted the majority decides or asks for an extension; the organiser may correct a result until
 * the next match starts. Each write locks the match row, so votes landing together count once each
 * and the match is decided once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { battleMsg, type Match, type ResultInput, type VoteInput } from '../../../shared/schemas/battles';
import type { Db } from '../../db/client';
import { battleCorrections, battleMatches, battleVotes, eventGuests } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { type BattleAccess, loadBattle, requireJudge, requireOrganiser } from './battle-access';
import { type Vote, verdict } from './bracket-seeds';
import { readMatch } from './bracket-shape';
import { matchesAfter, sendOn } from './match-advance';

type MatchRow = typeof battleMatches.$inferSelect;

/** Match `matchId` of the battle, locked until the transaction ends; 404 when it is not the battle's. */
async function lockMatch(db: Db, battleId: number, matchId: number): Promise<MatchRow> {
  const [match] = await db
    .select()
    .from(battleMatches)
    .where(and(eq(battleMatches.id, matchId), eq(battleMatches.battleId, battleId)))
    .for('update');
  if (!match) throw notFound();
  return match;
}

/** Runs `write` on the locked match in one transaction that tells the event's watchers; answers the match. */
async function onMatch(
  deps: Deps,
  user: AuthUser,
  access: BattleAccess,
  matchId: number,
  write: (db: Db, match: MatchRow) => Promise<boolean>,
): Promise<Match> {
  await deps.db.transaction(async (tx) => {
    const changed = await write(tx, await lockMatch(tx, access.battle.id, matchId));
    if (changed) await publishLive(tx, liveTopic.event(access.event.uuid));
  });
  return readMatch(deps.db, matchId, user.id);
}

/** The event's judges now, each with their vote in the match's current voting round (null until in). */
const judgesVotes = (db: Db, eventId: number, match: MatchRow) =>
  db
    .select({ vote: battleVotes.vote })
    .from(eventGuests)
    .leftJoin(
      battleVotes,
      and(
        eq(battleVotes.judgeId, eventGuests.userId),
        eq(battleVotes.matchId, match.id),
        eq(battleVotes.votingRound, match.votingRound),
      ),
    )
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.role, 'judge')));

/** Organiser: a ready match goes on (starting one already on changes nothing). */
export async function startMatch(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  matchId: number,
): Promise<Match> {
  const access = await loadBattle(deps, user, battleId);
  requireOrganiser(access);
  return onMatch(deps, user, access, matchId, async (db, match) => {
    if (match.status === 'on') return false;
    if (match.status !== 'ready') throw conflict(battleMsg.notReady);
    const [judge] = await db
      .select({ id: eventGuests.id })
      .from(eventGuests)
      .where(and(eq(eventGuests.eventId, access.event.id), eq(eventGuests.role, 'judge')))
      .limit(1);
    if (!judge) throw badRequest({ non_field_errors: [battleMsg.noJudge] });
    await db.update(battleMatches).set({ status: 'on' }).where(eq(battleMatches.id, match.id));
    return true;
  });
}

/** Once every judge has voted the round: the winner advances, or one more voting round begins. */
async function tally(deps: Deps, db: Db, eventId: number, match: MatchRow): Promise<void> {
  const votes = await judgesVotes(db, eventId, match);
  if (votes.some((judge) => judge.vote === null)) return;
  const winner = verdict(votes.map((judge) => judge.vote as Vote));
  const where = eq(battleMatches.id, match.id);
  if (winner === null) {
    await db
      .update(battleMatches)
      .set({ votingRound: sql`${battleMatches.votingRound} + 1` })
      .where(where);
    return;
  }
  await db.update(battleMatches).set({ status: 'decided', winner, decidedAt: deps.clock() }).where(where);
  await sendOn(db, match, winner);
}

/**
 * A judge's vote in the match's current voting round. Their vote already in for `round` answers the
 * match again when it is the same, 409 when it is another.
 */
export async function castVote(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  matchId: number,
  input: VoteInput,
): Promise<Match> {
  const access = await loadBattle(deps, user, battleId);
  requireJudge(access);
  return onMatch(deps, user, access, matchId, async (db, match) => {
    const [mine] = await db
      .select({ vote: battleVotes.vote })
      .from(battleVotes)
      .where(
        and(
          eq(battleVotes.matchId, match.id),
          eq(battleVotes.judgeId, user.id),
          eq(battleVotes.votingRound, input.round),
        ),
      );
    if (mine?.vote === input.vote) return false;
    if (mine) throw conflict(battleMsg.voteIn);
    if (match.status === 'decided') throw conflict(battleMsg.decided);
    if (match.status !== 'on') throw conflict(battleMsg.notOn);
    if (input.round !== match.votingRound) throw conflict(battleMsg.otherRound);
    await db
      .insert(battleVotes)
      .values({ matchId: match.id, judgeId: user.id, votingRound: input.round, vote: input.vote });
    await tally(deps, db, access.event.id, match);
    return true;
  });
}

/**
 * Organiser: the other side wins a decided match, recorded; the new winner (and, from a semifinal, the
 * new loser) takes the old one's place, refused once a match they went on to is on or decided.
 */
export async function correctResult(
  deps: Deps,
  user: AuthUser,
  battleId: number,
  matchId: number,
  input: ResultInput,
): Promise<Match> {
  const access = await loadBattle(deps, user, battleId);
  requireOrganiser(access);
  return onMatch(deps, user, access, matchId, async (db, match) => {
    if (match.status !== 'decided' || !match.winner) throw conflict(battleMsg.notDecided);
    if (match.winner === input.winner) return false;
    const after = await db
      .select({ status: battleMatches.status })
      .from(battleMatches)
      .where(and(eq(battleMatches.battleId, match.battleId), matchesAfter(match)))
      .for('update');
    if (after.some((next) => next.status === 'on' || next.status === 'decided'))
      throw conflict(battleMsg.nextStarted);
    await db
      .insert(battleCorrections)
      .values({ matchId: match.id, by: user.id, fromWinner: match.winner, toWinner: input.winner });
    await db.update(battleMatches).set({ winner: input.winner }).where(eq(battleMatches.id, match.id));
    await sendOn(db, match, input.winner);
    return true;
  });
}
