/**
 * The bracket's pure rules (issue 29): where each seed stands in round 1, which matches are byes, the
 * prelims' ranking and its cut, where a match's winner (and a semifinal's loser) goes next, and what
 * the judges' votes of one voting round decide. No database here: the services apply these.
 */

export type Side = 'left' | 'right';
export type Vote = Side | 'tie';
/** A match's place in the bracket: round 1 is the first, `position` is 0-based within the round. */
export type Place = { round: number; position: number };
/** A round-1 match as made: its entrants (null where a bye leaves a side empty). */
export type Pairing = { left: number | null; right: number | null };

/** The rounds of a bracket of `size` (4 -> 2, 8 -> 3, 16 -> 4, 32 -> 5). */
export const roundsOf = (size: number) => Math.log2(size);

/**
 * The seeds in bracket order, each pair a round-1 match: [1] -> [1,2] -> [1,4,2,3] -> [1,8,4,5,2,7,3,6];
 * every seed s meets (lines + 1 - s), so the top seeds meet as late as they can.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const lines = order.length * 2;
    order = order.flatMap((seed) => [seed, lines + 1 - seed]);
  }
  return order;
}

/**
 * Round 1 for `seeded` (entrant ids, seed 1 first) in a bracket of `size`: the seeds past the last
 * entrant are empty, so the top seeds meet nobody (a bye). Needs at least size / 2 entrants, so that
 * every match has one.
 */
export function firstRound(seeded: number[], size: number): Pairing[] {
  const order = seedOrder(size);
  const pairings: Pairing[] = [];
  for (let i = 0; i < size; i += 2) {
    const [left, right] = [order[i] as number, order[i + 1] as number];
    pairings.push({ left: seeded[left - 1] ?? null, right: seeded[right - 1] ?? null });
  }
  return pairings;
}

/** Where the winner of the match at `place` goes: the next round's match floor(p / 2), left if p is even. */
export const nextPlace = ({ round, position }: Place): Place & { side: Side } => ({
  round: round + 1,
  position: Math.floor(position / 2),
  side: position % 2 === 0 ? 'left' : 'right',
});

/** Where a semifinal's loser goes when there is a match for third place: beside the final, position 1. */
export const thirdPlace = ({ round, position }: Place): Place & { side: Side } => ({
  round: round + 1,
  position: 1,
  side: position % 2 === 0 ? 'left' : 'right',
});

/** A match as a new bracket lays it out: round 1's byes are decided, their side already seated next. */
export type Planned = Place & {
  thirdPlace: boolean;
  left: number | null;
  right: number | null;
  status: 'ready' | 'waiting' | 'bye';
  winner: Side | null;
};

/**
 * Every match of a new bracket of `size` for `seeded` (seed 1 first, at least size / 2 of them): round 1
 * as paired, a bye's entrant seated in round 2, later rounds waiting, and when `thirdPlaceMatch` asks
 * and neither semifinal is a bye (which has no loser), the match for third place beside the final.
 */
export function planBracket(seeded: number[], size: number, thirdPlaceMatch: boolean): Planned[] {
  const rounds = roundsOf(size);
  const matches: Planned[] = firstRound(seeded, size).map(({ left, right }, position) => {
    const bye = left === null ? 'right' : right === null ? 'left' : null;
    return { round: 1, position, thirdPlace: false, left, right, status: bye ? 'bye' : 'ready', winner: bye };
  });
  for (let round = 2; round <= rounds; round += 1)
    for (let position = 0; position < size / 2 ** round; position += 1)
      matches.push({
        round,
        position,
        thirdPlace: false,
        left: null,
        right: null,
        status: 'waiting',
        winner: null,
      });
  for (const bye of matches.filter((match) => match.winner !== null)) {
    const next = nextPlace(bye);
    const seat = matches.find((match) => match.round === next.round && match.position === next.position);
    if (seat) seat[next.side] = bye[bye.winner as Side];
  }
  for (const match of matches)
    if (match.round > 1 && match.left !== null && match.right !== null) match.status = 'ready';
  const byeInSemifinal = matches.some((match) => match.round === rounds - 1 && match.status === 'bye');
  if (thirdPlaceMatch && !byeInSemifinal)
    matches.push({
      round: rounds,
      position: 1,
      thirdPlace: true,
      left: null,
      right: null,
      status: 'waiting',
      winner: null,
    });
  return matches;
}

export type Ranked = { id: number; total: number };

/**
 * The prelims' seeds: entrants by total, highest first, the first `size` going to the bracket.
 * Equal totals are ordered by `order` (the judges' tie-break, then the organiser's), then by entry.
 * Entrants tied on the cut's total across the cut, not all in `order`, are answered as `tied`.
 */
export function rankPrelims(
  entrants: Ranked[],
  size: number,
  order: number[] = [],
): { seeds: number[] } | { tied: number[] } {
  const rankOf = (id: number) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  const ranked = [...entrants].sort(
    (a, b) => b.total - a.total || rankOf(a.id) - rankOf(b.id) || a.id - b.id,
  );
  const last = ranked[size - 1];
  const first = ranked[size];
  if (last && first && last.total === first.total) {
    const tied = ranked.filter((entrant) => entrant.total === last.total).map((entrant) => entrant.id);
    if (tied.some((id) => !order.includes(id))) return { tied: tied.sort((a, b) => a - b) };
  }
  return { seeds: ranked.slice(0, size).map((entrant) => entrant.id) };
}

/**
 * What one voting round's votes decide: the option with strictly more votes than each other one.
 * Left or right wins the match; a tie majority, or none, asks for one more voting round (null).
 */
export function verdict(votes: Vote[]): Side | null {
  const count = (option: Vote) => votes.filter((vote) => vote === option).length;
  const [left, right, tie] = [count('left'), count('right'), count('tie')];
  if (left > right && left > tie) return 'left';
  if (right > left && right > tie) return 'right';
  return null;
}
