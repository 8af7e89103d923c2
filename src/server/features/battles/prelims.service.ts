/**
 * Prelims (issue 29): each judge scores each checked-in entrant 1 to 10 until the bracket is made, a
 * later score replacing theirs. The organiser reads every judge's scores and the totals the bracket
 * seeds by; a judge reads only their own; anyone else is refused.
 */
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { battleMsg, type PrelimRow, type ScoreInput } from '../../../shared/schemas/battles';
import { battleEntrants, prelimScores, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { conflict, fieldError, forbidden } from '../../http/errors';
import { liveTopic, publishLive } from '../../notify/live-publish';
import { hasBracket, loadBattle, requireJudge } from './battle-access';

/** The checked-in entrants of the battle with their scores (those `judged` lets through), highest total first. */
async function prelimRows(
  deps: Deps,
  battleId: number,
  judged?: SQL,
  entrant?: number,
): Promise<PrelimRow[]> {
  const rows = await deps.db
    .select({
      entrant: battleEntrants.id,
      name: battleEntrants.name,
      judge: users.username,
      score: prelimScores.score,
    })
    .from(battleEntrants)
    .leftJoin(prelimScores, and(eq(prelimScores.entrantId, battleEntrants.id), judged))
    .leftJoin(users, eq(users.id, prelimScores.judgeId))
    .where(
      and(
        eq(battleEntrants.battleId, battleId),
        isNotNull(battleEntrants.checkedInAt),
        entrant === undefined ? undefined : eq(battleEntrants.id, entrant),
      ),
    )
    .orderBy(asc(battleEntrants.id), asc(users.username));
  const byEntrant = new Map<number, PrelimRow>();
  for (const { entrant, name, judge, score } of rows) {
    const row = byEntrant.get(entrant) ?? { entrant, name, scores: [], total: 0 };
    if (judge !== null && score !== null) {
      row.scores.push({ judge, score });
      row.total += score;
    }
    byEntrant.set(entrant, row);
  }
  return [...byEntrant.values()].sort((a, b) => b.total - a.total || a.entrant - b.entrant);
}

/** A judge's score for a checked-in entrant, while the battle has prelims and no bracket; answers their row. */
export async function scorePrelim(deps: Deps, user: AuthUser, battleId: number, input: ScoreInput) {
  await deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const access = await loadBattle(inTx, user, battleId, { lock: true });
    requireJudge(access);
    if (!access.battle.prelims) throw conflict(battleMsg.prelimsOff);
    if (await hasBracket(inTx, battleId)) throw conflict(battleMsg.bracketMade);
    const [entrant] = await tx
      .select({ checkedInAt: battleEntrants.checkedInAt })
      .from(battleEntrants)
      .where(and(eq(battleEntrants.id, input.entrant), eq(battleEntrants.battleId, battleId)));
    if (!entrant) throw fieldError('entrant', battleMsg.notAnEntrant);
    if (!entrant.checkedInAt) throw fieldError('entrant', battleMsg.notCheckedIn);
    const score = { score: input.score, updatedAt: deps.clock() };
    await tx
      .insert(prelimScores)
      .values({ battleId, entrantId: input.entrant, judgeId: user.id, ...score })
      .onConflictDoUpdate({ target: [prelimScores.entrantId, prelimScores.judgeId], set: score });
    await publishLive(tx, liveTopic.event(access.event.uuid));
  });
  const [row] = await prelimRows(deps, battleId, eq(prelimScores.judgeId, user.id), input.entrant);
  return row as PrelimRow;
}

/** The organiser: every judge's scores and the totals; a judge: their own; anyone else 403. */
export async function readPrelims(deps: Deps, user: AuthUser, battleId: number): Promise<PrelimRow[]> {
  const access = await loadBattle(deps, user, battleId);
  if (access.you.organiser) return prelimRows(deps, battleId);
  if (access.you.judge) return prelimRows(deps, battleId, eq(prelimScores.judgeId, user.id));
  throw forbidden();
}
