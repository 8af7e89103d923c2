/**
 * Running an event's battle (issue 29): its settings, entrants and their check-in, the helpers at the
 * door, the judges' prelim scores, the bracket, the judges' votes and the organiser's corrections.
 * The write schemas the client and server validate with, the server's messages, and the read shapes.
 */
import * as v from 'valibot';
import { flagField, idField, idNumber, shortText, text, usernameRef } from './fields';

/** Who makes one side: a dancer, a pair, a trio or a crew. */
export const BATTLE_FORMATS = ['1v1', '2v2', '3v3', 'crew'] as const;
export type BattleFormat = (typeof BATTLE_FORMATS)[number];
/** How many artists an entrant of each format has (the least and the most). */
export const FORMAT_MEMBERS: Record<BattleFormat, { min: number; max: number }> = {
  '1v1': { min: 1, max: 1 },
  '2v2': { min: 2, max: 2 },
  '3v3': { min: 3, max: 3 },
  crew: { min: 2, max: 8 },
};
export const BRACKET_SIZES = [4, 8, 16, 32] as const;
export const SEEDINGS = ['prelims', 'random', 'manual'] as const;
export const VOTES = ['left', 'right', 'tie'] as const;
export const SIDES = ['left', 'right'] as const;
export const MATCH_STATUSES = ['waiting', 'ready', 'on', 'decided', 'bye'] as const;
export const HELPER_LIMIT = 10;
export const CODE_LIMIT = 64;

export const battleMsg = {
  entryClosed: /*i18n*/ 'Entry to this battle is closed.',
  needPortfolio: /*i18n*/ 'Make your portfolio to enter a battle.',
  nameRequired: /*i18n*/ 'Name is required',
  crewNameRequired: /*i18n*/ 'Give your crew a name.',
  solo: /*i18n*/ 'This battle is one dancer against one.',
  members: /*i18n*/ 'This battle takes {count} dancers a side.',
  crewMembers: /*i18n*/ 'A crew has 2 to 8 dancers.',
  youAmongMembers: /*i18n*/ 'You must be one of the dancers.',
  memberTwice: /*i18n*/ 'Name each dancer once.',
  unknownArtist: /*i18n*/ 'Choose an artist from the search.',
  alreadyEntered: /*i18n*/ '{names} already entered this battle.',
  bracketMade: /*i18n*/ 'The bracket is made: entrants can no longer change.',
  wrongCode: /*i18n*/ "This code is not this entrant's.",
  notAnEntrant: /*i18n*/ 'This entrant is not in this battle.',
  tooManyHelpers: /*i18n*/ 'At most 10 helpers.',
  notCheckedIn: /*i18n*/ 'This entrant is not checked in.',
  prelimsOff: /*i18n*/ 'This battle has no prelims.',
  scoreRange: /*i18n*/ 'A score is a whole number from 1 to 10.',
  size: /*i18n*/ 'Choose a bracket of 4, 8, 16 or 32.',
  seeding: /*i18n*/ 'Choose prelims, random or manual seeding.',
  tooFew: /*i18n*/ 'At least two entrants must be checked in.',
  tooMany: /*i18n*/ 'More entrants are checked in than the bracket holds.',
  order: /*i18n*/ 'List checked-in entrants, each once, no more than the bracket holds.',
  tied: /*i18n*/ 'Entrants are tied at the cut: put them in order.',
  bracketStarted: /*i18n*/ 'A match has started: the bracket can no longer be made again.',
  noBracket: /*i18n*/ 'This battle has no bracket yet.',
  noJudge: /*i18n*/ 'The event needs at least one judge.',
  notReady: /*i18n*/ 'This match is not ready to start.',
  notOn: /*i18n*/ 'This match is not on.',
  decided: /*i18n*/ 'This match is decided.',
  otherRound: /*i18n*/ 'This voting round is not the current one.',
  voteIn: /*i18n*/ 'Your vote for this round is already in.',
  vote: /*i18n*/ 'Vote left, right or tie.',
  round: /*i18n*/ 'A voting round is a whole number from 1.',
  winner: /*i18n*/ 'Choose left or right.',
  notDecided: /*i18n*/ 'This match is not decided yet.',
  nextStarted: /*i18n*/ 'The next match has started: this result can no longer change.',
  entry: /*i18n*/ 'Choose open or closed.',
} as const;

/** PATCH a battle (organiser): whether dancers may enter, prelims, a battle for third place. */
export const battleSettingsInput = v.object({
  entry: v.optional(v.picklist(['open', 'closed'], battleMsg.entry)),
  prelims: v.optional(flagField),
  third_place: v.optional(flagField),
});
export type BattleSettingsInput = v.InferOutput<typeof battleSettingsInput>;

/**
 * POST entrants: a dancer enters (1v1: no members, themself; else the usernames of the crew, them
 * among them); the organiser adds a name typed at the door (no members) or artists.
 */
export const entrantInput = v.object({
  name: v.optional(shortText(), ''),
  members: v.optional(
    v.pipe(v.array(usernameRef, battleMsg.unknownArtist), v.maxLength(8, battleMsg.crewMembers)),
  ),
});
export type EntrantInput = v.InferOutput<typeof entrantInput>;

/** PUT helpers (organiser): the whole list. */
export const helpersInput = v.object({
  helpers: v.pipe(
    v.array(usernameRef, battleMsg.unknownArtist),
    v.maxLength(HELPER_LIMIT, battleMsg.tooManyHelpers),
  ),
});
export type HelpersInput = v.InferOutput<typeof helpersInput>;

/** POST checkin (organiser or helper): `code` read from the entrant's QR; `checked_in: false` unticks. */
export const checkinInput = v.object({
  entrant: idField,
  code: v.optional(v.pipe(text(), v.maxLength(CODE_LIMIT, battleMsg.wrongCode))),
  checked_in: v.optional(flagField, true),
});
export type CheckinInput = v.InferOutput<typeof checkinInput>;

/** POST prelims/scores/ (a judge): a score 1..10 for a checked-in entrant. */
export const scoreInput = v.object({
  entrant: idField,
  score: v.pipe(
    v.number(battleMsg.scoreRange),
    v.integer(battleMsg.scoreRange),
    v.minValue(1, battleMsg.scoreRange),
    v.maxValue(10, battleMsg.scoreRange),
  ),
});
export type ScoreInput = v.InferOutput<typeof scoreInput>;

/** POST bracket/ (organiser): its size, how it is seeded, and `order` (seeds, or the ties' order). */
export const bracketInput = v.object({
  size: v.picklist(BRACKET_SIZES, battleMsg.size),
  seeding: v.picklist(SEEDINGS, battleMsg.seeding),
  order: v.optional(v.pipe(v.array(idNumber, battleMsg.order), v.maxLength(32, battleMsg.order))),
});
export type BracketInput = v.InferOutput<typeof bracketInput>;

/** POST matches/{id}/votes/ (a judge): the voting round voted in, and the vote. */
export const voteInput = v.object({
  round: v.pipe(
    v.number(battleMsg.round),
    v.integer(battleMsg.round),
    v.minValue(1, battleMsg.round),
    v.maxValue(1000, battleMsg.round),
  ),
  vote: v.picklist(VOTES, battleMsg.vote),
});
export type VoteInput = v.InferOutput<typeof voteInput>;

/** POST matches/{id}/result/ (organiser): the corrected winner. */
export const resultInput = v.object({ winner: v.picklist(SIDES, battleMsg.winner) });
export type ResultInput = v.InferOutput<typeof resultInput>;

export type Person = { username: string; artist_name: string };

export type Battle = {
  id: number;
  /** The event's uuid. */
  event: string;
  category: string;
  style: string;
  format: BattleFormat;
  entry: 'open' | 'closed';
  prelims: boolean;
  third_place: boolean;
  /** The organiser's username. */
  organiser: string;
  /** The caller's roles; `entrant` is the caller's entrant's id. */
  you: { organiser: boolean; helper: boolean; judge: boolean; entrant: number | null };
};

export type Entrant = {
  id: number;
  battle: number;
  name: string;
  members: Person[];
  checked_in: boolean;
  seed: number | null;
  /** The QR code's secret: only to the entrant's members, the organiser and helpers. */
  code?: string;
};

/** GET prelims/: each entrant's scores by judge and their total (a judge sees only their own). */
export type PrelimRow = {
  entrant: number;
  name: string;
  scores: { judge: string; score: number }[];
  total: number;
};

export type Side = { entrant: number; name: string; seed: number | null; members: Person[] };
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export type Tally = { round: number; left: number; right: number; tie: number };

export type Match = {
  id: number;
  round: number;
  position: number;
  third_place: boolean;
  left: Side | null;
  right: Side | null;
  status: MatchStatus;
  voting_round: number;
  /** The judges (usernames) who voted in the current voting round; what they voted stays hidden. */
  votes_in: string[];
  /** Each finished voting round's counts. */
  tallies: Tally[];
  winner: 'left' | 'right' | null;
  corrected: boolean;
};

export type Bracket = {
  battle: Battle;
  size: number | null;
  judges: Person[];
  rounds: { round: number; matches: Match[] }[];
  updated_at: string;
};

/** What a bracket's draw refuses (bracket.service.ts). */
export const bracketMsg = {
  tooSmall: /*i18n*/ 'Too few entrants for this bracket: choose a smaller one.',
} as const;

/**
 * An artist's result in a battle whose final is decided (portfolio, issue 29): `place` 1 to 4 where
 * the bracket tells it (the final's winner and loser, the match for third place's), and `top` how many
 * were left when they went out (1 for the winner, 2 the final's loser, 4 a semifinal's, 8...).
 */
export type BattleResult = {
  battle: number;
  place: number | null;
  top: number;
  category: string;
  style: string;
  format: BattleFormat;
  event: { uuid: string; title: string; starts_at: string };
};
