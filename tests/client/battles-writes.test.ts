/**
 * How a battle's queued writes show on the device before the server has them (battle-writes.ts):
 * each laid over the battle as last read, the same write twice no more than once.
 */
import { describe, expect, it } from 'vitest';
import {
  applyWrite,
  applyWrites,
  type BattleState,
  battleTarget,
} from '../../src/client/features/battles/battle-writes';
import type { Bracket, Match } from '../../src/shared/schemas/battles';

const me = { username: 'judgeBo', artist_name: 'Bo' };

const match = (id: number, fields: Partial<Match> = {}): Match => ({
  id,
  round: 1,
  position: 0,
  third_place: false,
  left: { entrant: 1, name: 'Kai', seed: 1, members: [] },
  right: { entrant: 2, name: 'Lin', seed: 2, members: [] },
  status: 'on',
  voting_round: 1,
  votes_in: ['judgeAsh'],
  tallies: [],
  winner: null,
  corrected: false,
  ...fields,
});

const state = (matches: Match[]): BattleState => ({
  bracket: {
    battle: {
      id: 7,
      event: 'e',
      category: 'Bboy 1v1',
      style: '',
      format: '1v1',
      entry: 'open',
      prelims: false,
      third_place: false,
      organiser: 'jamHost',
      you: { organiser: false, helper: false, judge: true, entrant: null },
    },
    size: 2,
    judges: [],
    rounds: [{ round: 1, matches }],
    updated_at: '',
  } satisfies Bracket,
  entrants: [
    { id: 1, battle: 7, name: 'Kai', members: [], checked_in: false, seed: 1 },
    { id: 2, battle: 7, name: 'Lin', members: [], checked_in: true, seed: 2 },
  ],
  prelims: [],
  helpers: [],
});

const step = (body: unknown) => [{ method: 'POST' as const, path: '/x/', body }];

describe('battle writes on the device', () => {
  it("add the judge's vote to the votes in of the match's current voting round, once", () => {
    const vote = {
      kind: 'battle.vote',
      target: battleTarget(7, { match: 3 }),
      steps: step({ round: 1, vote: 'left' }),
    };
    const shown = applyWrites(state([match(3), match(4)]), [vote, vote], me);
    expect(shown.bracket?.rounds[0]?.matches.map((m) => m.votes_in)).toEqual([
      ['judgeAsh', 'judgeBo'],
      ['judgeAsh'],
    ]);
    const late = applyWrite(state([match(3, { voting_round: 2, votes_in: [] })]), vote, me);
    expect(late.bracket?.rounds[0]?.matches[0]?.votes_in).toEqual([]);
  });

  it('tick and untick an entrant, and add a name typed at the door checked in', () => {
    const tick = {
      kind: 'battle.checkin',
      target: battleTarget(7, { entrant: 1 }),
      steps: step({ entrant: 1, checked_in: true }),
    };
    const untick = {
      kind: 'battle.checkin',
      target: battleTarget(7, { entrant: 2 }),
      steps: step({ entrant: 2, checked_in: false }),
    };
    const door = {
      kind: 'battle.door',
      target: battleTarget(7, { entrant: -5 }),
      steps: step({ name: 'Qi' }),
    };
    const shown = applyWrites(state([]), [tick, untick, door, door], me);
    expect(shown.entrants.map((e) => [e.id, e.name, e.checked_in])).toEqual([
      [1, 'Kai', true],
      [2, 'Lin', false],
      [-5, 'Qi', true],
    ]);
  });

  it('enter as the signed-in dancer, and withdraw', () => {
    const enter = { kind: 'battle.enter', target: battleTarget(7, { entrant: -9 }), steps: step({}) };
    const entered = applyWrite(state([]), enter, me);
    expect(entered.bracket?.battle.you.entrant).toBe(-9);
    expect(entered.entrants.at(-1)).toMatchObject({ id: -9, name: 'Bo', members: [me], checked_in: false });
    const gone = applyWrite(
      entered,
      { kind: 'battle.withdraw', target: battleTarget(7, { entrant: -9 }), steps: [] },
      me,
    );
    expect(gone.bracket?.battle.you.entrant).toBeNull();
    expect(gone.entrants.map((e) => e.id)).toEqual([1, 2]);
  });

  it('show an entrant made on the device once: not after its write left, and by its server id once made', () => {
    const door = {
      kind: 'battle.door',
      target: battleTarget(7, { entrant: -5 }),
      steps: step({ name: 'Qi' }),
    };
    const shown = applyWrites(state([]), [door], me);
    expect(applyWrites(shown, [], me).entrants.map((e) => e.id)).toEqual([1, 2]);
    const read = state([]);
    read.entrants.push({ id: 3, battle: 7, name: 'Qi', members: [], checked_in: false, seed: null });
    const halfway = applyWrites(read, [{ ...door, done: 1, kept: { entrant: '3' } }], me);
    expect(halfway.entrants.map((e) => [e.id, e.checked_in])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });

  it("replace the judge's own prelim score and total it", () => {
    const score = (value: number) => ({
      kind: 'battle.score',
      target: battleTarget(7, { entrant: 2 }),
      steps: step({ entrant: 2, score: value }),
    });
    const shown = applyWrites(state([]), [score(6), score(9)], me);
    expect(shown.prelims).toEqual([
      { entrant: 2, name: 'Lin', scores: [{ judge: 'judgeBo', score: 9 }], total: 9 },
    ]);
  });
});
