/**
 * Running a battle at the venue (issue 29): its entrants (a dancer or a crew, or a name typed at the
 * door) and their check-in, the helpers at the door, the judges' prelim scores, the bracket's matches,
 * the judges' votes (once per judge, match and voting round) and the organiser's corrections.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owner, users } from './accounts';
import { created } from './columns';
import { eventBattles } from './events';

const onBattle = () =>
  integer('battle_id')
    .notNull()
    .references(() => eventBattles.id, { onDelete: 'cascade' });
const moment = (name: string) => timestamp(name, { withTimezone: true });
const user = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** An entrant: `code` is the secret its QR code carries to the door; `seed` its place in the bracket. */
export const battleEntrants = pgTable(
  'battle_entrants',
  {
    id: serial('id').primaryKey(),
    battleId: onBattle(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    checkedInAt: moment('checked_in_at'),
    checkedInBy: user('checked_in_by'),
    seed: integer('seed'),
    addedBy: user('added_by'),
    createdAt: created(),
  },
  (t) => [index('battle_entrants_battle').on(t.battleId, t.id)],
);

/** The artists of an entrant (none for a name typed at the door): no dancer twice in one battle. */
export const battleMembers = pgTable(
  'battle_members',
  {
    battleId: onBattle(),
    entrantId: integer('entrant_id')
      .notNull()
      .references(() => battleEntrants.id, { onDelete: 'cascade' }),
    userId: owner(),
  },
  (t) => [
    uniqueIndex('battle_members_once').on(t.battleId, t.userId),
    index('battle_members_entrant').on(t.entrantId),
    index('battle_members_user').on(t.userId),
  ],
);

/** The people the organiser names to check entrants in at the door. */
export const battleHelpers = pgTable('battle_helpers', { battleId: onBattle(), userId: owner() }, (t) => [
  uniqueIndex('battle_helpers_once').on(t.battleId, t.userId),
]);

/** A judge's prelim score for an entrant (1 to 10; a later score replaces theirs). */
export const prelimScores = pgTable(
  'prelim_scores',
  {
    battleId: onBattle(),
    entrantId: integer('entrant_id')
      .notNull()
      .references(() => battleEntrants.id, { onDelete: 'cascade' }),
    judgeId: owner(),
    score: integer('score').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prelim_scores_once').on(t.entrantId, t.judgeId),
    index('prelim_scores_battle').on(t.battleId),
    check('prelim_scores_score', sql`${t.score} between 1 and 10`),
  ],
);

/**
 * A match of the bracket: round 1 is the first, `position` its place in the round (the battle for
 * third place is the last round's position 1, beside the final). A side is an
 * entrant or, before the round before is decided (or for a bye), nobody. `voting_round` counts the
 * extensions: 1 until a tie majority asks the judges for one more.
 */
export const battleMatches = pgTable(
  'battle_matches',
  {
    id: serial('id').primaryKey(),
    battleId: onBattle(),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    thirdPlace: boolean('third_place').notNull().default(false),
    leftEntrant: integer('left_entrant').references(() => battleEntrants.id, { onDelete: 'set null' }),
    rightEntrant: integer('right_entrant').references(() => battleEntrants.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['waiting', 'ready', 'on', 'decided', 'bye'] }).notNull(),
    votingRound: integer('voting_round').notNull().default(1),
    winner: text('winner', { enum: ['left', 'right'] }),
    decidedAt: moment('decided_at'),
  },
  (t) => [
    uniqueIndex('battle_matches_place').on(t.battleId, t.round, t.position),
    check('battle_matches_status', sql`${t.status} in ('waiting', 'ready', 'on', 'decided', 'bye')`),
    check('battle_matches_winner', sql`${t.winner} in ('left', 'right')`),
  ],
);

const onMatch = () =>
  integer('match_id')
    .notNull()
    .references(() => battleMatches.id, { onDelete: 'cascade' });

/** A judge's vote in one voting round of a match: the first counts (the unique index keeps it once). */
export const battleVotes = pgTable(
  'battle_votes',
  {
    matchId: onMatch(),
    judgeId: owner(),
    votingRound: integer('voting_round').notNull(),
    vote: text('vote', { enum: ['left', 'right', 'tie'] }).notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('battle_votes_once').on(t.matchId, t.judgeId, t.votingRound),
    check('battle_votes_vote', sql`${t.vote} in ('left', 'right', 'tie')`),
  ],
);

/** A result the organiser corrected, kept: who, from which side to which, when. */
export const battleCorrections = pgTable(
  'battle_corrections',
  {
    id: serial('id').primaryKey(),
    matchId: onMatch(),
    by: user('by_user'),
    fromWinner: text('from_winner').notNull(),
    toWinner: text('to_winner').notNull(),
    createdAt: created(),
  },
  (t) => [index('battle_corrections_match').on(t.matchId)],
);
