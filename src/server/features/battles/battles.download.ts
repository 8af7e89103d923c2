/**
 * The battles' part of the data download (account/export-zip.ts): the battles the user entered (with
 * their entrant's name and check-in), the prelim scores and votes they gave as a judge, and the
 * battles they helped at the door. Battles are named by their event's uuid, category and style.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso } from '../../db/download';
import {
  battleEntrants,
  battleHelpers,
  battleMatches,
  battleMembers,
  battleVotes,
  eventBattles,
  events,
  prelimScores,
} from '../../db/schema';
import type { Deps } from '../../deps';

const battle = { event: events.uuid, category: eventBattles.category, style: eventBattles.style };
const isoOrNull = (at: Date | null) => (at ? iso(at) : null);

async function battlesSection(deps: Deps, userId: number) {
  const entered = await deps.db
    .select({
      ...battle,
      entrant: battleEntrants.name,
      checked_in: battleEntrants.checkedInAt,
      seed: battleEntrants.seed,
    })
    .from(battleMembers)
    .innerJoin(battleEntrants, eq(battleEntrants.id, battleMembers.entrantId))
    .innerJoin(eventBattles, eq(eventBattles.id, battleMembers.battleId))
    .innerJoin(events, eq(events.id, eventBattles.eventId))
    .where(eq(battleMembers.userId, userId))
    .orderBy(asc(battleEntrants.id));
  const scores = await deps.db
    .select({
      ...battle,
      entrant: battleEntrants.name,
      score: prelimScores.score,
      updated: prelimScores.updatedAt,
    })
    .from(prelimScores)
    .innerJoin(battleEntrants, eq(battleEntrants.id, prelimScores.entrantId))
    .innerJoin(eventBattles, eq(eventBattles.id, prelimScores.battleId))
    .innerJoin(events, eq(events.id, eventBattles.eventId))
    .where(eq(prelimScores.judgeId, userId))
    .orderBy(asc(prelimScores.updatedAt));
  const votes = await deps.db
    .select({
      ...battle,
      round: battleMatches.round,
      position: battleMatches.position,
      voting_round: battleVotes.votingRound,
      vote: battleVotes.vote,
      created: battleVotes.createdAt,
    })
    .from(battleVotes)
    .innerJoin(battleMatches, eq(battleMatches.id, battleVotes.matchId))
    .innerJoin(eventBattles, eq(eventBattles.id, battleMatches.battleId))
    .innerJoin(events, eq(events.id, eventBattles.eventId))
    .where(eq(battleVotes.judgeId, userId))
    .orderBy(asc(battleVotes.createdAt));
  const helped = await deps.db
    .select(battle)
    .from(battleHelpers)
    .innerJoin(eventBattles, eq(eventBattles.id, battleHelpers.battleId))
    .innerJoin(events, eq(events.id, eventBattles.eventId))
    .where(eq(battleHelpers.userId, userId))
    .orderBy(asc(eventBattles.id));
  return {
    entered: entered.map((row) => ({ ...row, checked_in: isoOrNull(row.checked_in) })),
    prelim_scores: scores.map((row) => ({ ...row, updated: iso(row.updated) })),
    votes: votes.map((row) => ({ ...row, created: iso(row.created) })),
    helped_at: helped,
  };
}

export const battlesDownload: DownloadSection = {
  file: 'battles.json',
  about: 'battles you entered, your prelim scores and votes as a judge, and battles you helped at',
  read: battlesSection,
};
