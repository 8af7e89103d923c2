/**
 * The bracket's pure rules (issue 29): the standard seed order, byes for the top seeds, where a winner
 * and a semifinal's loser go, the prelims' ranking with its tie across the cut, and the judges' verdict.
 */
import { describe, expect, it } from 'vitest';
import {
  firstRound,
  nextPlace,
  planBracket,
  rankPrelims,
  roundsOf,
  seedOrder,
  thirdPlace,
  verdict,
} from '../../src/server/features/battles/bracket-seeds';

describe('seed order', () => {
  it('doubles the standard way, each seed meeting lines + 1 - seed', () => {
    expect(seedOrder(1)).toEqual([1]);
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('places every seed of 32 once, and seeds 1 and 2 in opposite halves', () => {
    const order = seedOrder(32);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(order.indexOf(1)).toBeLessThan(16);
    expect(order.indexOf(2)).toBeGreaterThanOrEqual(16);
  });

  it('counts the rounds of each size', () => {
    expect([4, 8, 16, 32].map(roundsOf)).toEqual([2, 3, 4, 5]);
  });
});

describe('round 1', () => {
  it('pairs a full bracket of 8: 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    const seeded = [11, 12, 13, 14, 15, 16, 17, 18];
    expect(firstRound(seeded, 8)).toEqual([
      { left: 11, right: 18 },
      { left: 14, right: 15 },
      { left: 12, right: 17 },
      { left: 13, right: 16 },
    ]);
  });

  it('gives the byes to the top seeds when entrants are fewer than the bracket', () => {
    expect(firstRound([11, 12, 13, 14, 15, 16], 8)).toEqual([
      { left: 11, right: null },
      { left: 14, right: 15 },
      { left: 12, right: null },
      { left: 13, right: 16 },
    ]);
    expect(firstRound([11, 12], 4)).toEqual([
      { left: 11, right: null },
      { left: 12, right: null },
    ]);
  });
});

describe('a new bracket', () => {
  const shape = (size: number, count: number, third = false) =>
    planBracket(
      Array.from({ length: count }, (_, i) => 101 + i),
      size,
      third,
    ).map((m) => [m.round, m.position, m.thirdPlace, m.left, m.right, m.status, m.winner]);

  it('lays out every round, the byes decided and their entrants seated in round 2', () => {
    expect(shape(8, 6)).toEqual([
      [1, 0, false, 101, null, 'bye', 'left'],
      [1, 1, false, 104, 105, 'ready', null],
      [1, 2, false, 102, null, 'bye', 'left'],
      [1, 3, false, 103, 106, 'ready', null],
      [2, 0, false, 101, null, 'waiting', null],
      [2, 1, false, 102, null, 'waiting', null],
      [3, 0, false, null, null, 'waiting', null],
    ]);
  });

  it('makes round 2 ready where both its sides had byes', () => {
    expect(shape(8, 4).filter(([round]) => round === 2)).toEqual([
      [2, 0, false, 101, 104, 'ready', null],
      [2, 1, false, 102, 103, 'ready', null],
    ]);
  });

  it('adds the match for third place beside the final, unless a semifinal is a bye', () => {
    expect(shape(4, 4, true).at(-1)).toEqual([2, 1, true, null, null, 'waiting', null]);
    expect(shape(8, 5, true).at(-1)).toEqual([3, 1, true, null, null, 'waiting', null]);
    expect(shape(4, 3, true)).toHaveLength(3);
    expect(shape(16, 16)).toHaveLength(15);
  });
});

describe('advancing', () => {
  it("sends a winner to the next round's floor(p / 2), left from an even position", () => {
    expect(nextPlace({ round: 1, position: 0 })).toEqual({ round: 2, position: 0, side: 'left' });
    expect(nextPlace({ round: 1, position: 1 })).toEqual({ round: 2, position: 0, side: 'right' });
    expect(nextPlace({ round: 1, position: 6 })).toEqual({ round: 2, position: 3, side: 'left' });
    expect(nextPlace({ round: 2, position: 3 })).toEqual({ round: 3, position: 1, side: 'right' });
  });

  it("sends the semifinals' losers to the match for third place, beside the final", () => {
    expect(thirdPlace({ round: 2, position: 0 })).toEqual({ round: 3, position: 1, side: 'left' });
    expect(thirdPlace({ round: 2, position: 1 })).toEqual({ round: 3, position: 1, side: 'right' });
  });
});

describe('prelims ranking', () => {
  const scored = (...totals: number[]) => totals.map((total, i) => ({ id: i + 1, total }));

  it('seeds by total, highest first, keeping the top of the cut', () => {
    expect(rankPrelims(scored(10, 30, 20, 5, 25, 15), 4)).toEqual({ seeds: [2, 5, 3, 6] });
  });

  it('takes everyone when there is no cut, equal totals in order of entry', () => {
    expect(rankPrelims(scored(10, 20, 10), 4)).toEqual({ seeds: [2, 1, 3] });
  });

  it('does not ask about a tie that stays on one side of the cut', () => {
    expect(rankPrelims(scored(30, 30, 20, 10, 5), 4)).toEqual({ seeds: [1, 2, 3, 4] });
    expect(rankPrelims(scored(30, 20, 10, 9, 5, 5), 4)).toEqual({ seeds: [1, 2, 3, 4] });
  });

  it('answers every entrant on the tied total when the tie crosses the cut', () => {
    // 4th, 5th and 6th all have 10: the one above them (20) is not asked about.
    expect(rankPrelims(scored(30, 20, 10, 10, 10, 40), 4)).toEqual({ tied: [3, 4, 5] });
  });

  it('resolves the tie with an order of the tied entrants, which also seeds them', () => {
    expect(rankPrelims(scored(30, 20, 10, 10, 10, 40), 4, [5, 3, 4])).toEqual({ seeds: [6, 1, 2, 5] });
  });

  it('still answers the tie when the order leaves one of them out', () => {
    expect(rankPrelims(scored(30, 20, 10, 10, 10, 40), 4, [5, 3])).toEqual({ tied: [3, 4, 5] });
  });

  it('lets an order break a tie inside the cut too, without asking', () => {
    expect(rankPrelims(scored(20, 20, 10), 4, [2])).toEqual({ seeds: [2, 1, 3] });
  });
});

describe("the judges' verdict", () => {
  it('gives the match to the side with strictly more votes than each other option', () => {
    expect(verdict(['left', 'left', 'right'])).toBe('left');
    expect(verdict(['right', 'tie', 'right'])).toBe('right');
    expect(verdict(['left'])).toBe('left');
    expect(verdict(['left', 'right', 'right', 'tie', 'tie', 'right'])).toBe('right');
  });

  it('asks for an extension on a tie majority or no strict majority', () => {
    expect(verdict(['tie', 'tie', 'left'])).toBeNull();
    expect(verdict(['left', 'right', 'tie'])).toBeNull();
    expect(verdict(['left', 'right'])).toBeNull();
    expect(verdict(['left', 'left', 'tie', 'tie'])).toBeNull();
    expect(verdict([])).toBeNull();
  });
});
