/**
 * Brackets for server tests (issue 29): an organiser and judges, events with one battle each judged by
 * them, entrants the organiser adds by name and checks in, and the bracket and match calls.
 */
import { expect } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import type { Bracket, Match } from '../../src/shared/schemas/battles';
import { createArtist } from './accounts';
import { type BattleOptions, createBattle } from './battle-event';
import { call, type TestContext } from './server';

export type Artist = Awaited<ReturnType<typeof createArtist>>;
export type People = { organiser: Artist; judges: Artist[]; stranger: Artist };

type BattleSettings = Omit<BattleOptions, 'judges' | 'format'>;

const API = '/api';

/** The organiser, `judges` judges and a stranger, each with a portfolio, their names after `prefix`. */
export async function makePeople(t: TestContext, prefix: string, judges = 3): Promise<People> {
  const organiser = await createArtist(t, `${prefix}Host`);
  const panel: Artist[] = [];
  for (let i = 1; i <= judges; i += 1) panel.push(await createArtist(t, `${prefix}Judge${i}`));
  return { organiser, judges: panel, stranger: await createArtist(t, `${prefix}Fan`) };
}

/** A new event of the organiser's with one 1v1 battle judged by the judges, `settings` patched on; answers its id. */
export async function newBattle(t: TestContext, people: People, settings: BattleSettings = {}) {
  const judges = people.judges.map((judge) => judge.username);
  return (await createBattle(t, people.organiser.token, { judges, ...settings })).battle;
}

/** Adds `count` entrants typed at the door, checked in unless `checkIn` is false; answers their ids. */
export async function addEntrants(
  t: TestContext,
  people: People,
  battle: number,
  count: number,
  { checkIn = true } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const entrant = await call(
      t,
      'POST',
      `${API}${battlesApi.entrants(battle)}`,
      { name: `Dancer ${i}` },
      people.organiser.token,
    );
    expect(entrant.status, JSON.stringify(entrant.body)).toBe(201);
    ids.push(entrant.body.id);
    if (!checkIn) continue;
    const res = await call(
      t,
      'POST',
      `${API}${battlesApi.checkin(battle)}`,
      { entrant: entrant.body.id },
      people.organiser.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return ids;
}

export const postBracket = (t: TestContext, token: string, battle: number, body: unknown) =>
  call(t, 'POST', `${API}${battlesApi.bracket(battle)}`, body, token);

export async function readBracket(t: TestContext, battle: number, token?: string): Promise<Bracket> {
  const res = await call(t, 'GET', `${API}${battlesApi.bracket(battle)}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The match at `round` and `position` of the bracket (the match for third place: `third`). */
export function matchAt(bracket: Bracket, round: number, position: number): Match {
  const match = bracket.rounds.find((r) => r.round === round)?.matches.find((m) => m.position === position);
  if (!match) throw new Error(`no match at round ${round}, position ${position}`);
  return match;
}

/** A battle with `count` checked-in entrants in a bracket of `size` seeded in the order they entered. */
export async function bracketOf(
  t: TestContext,
  people: People,
  size: number,
  count = size,
  settings: BattleSettings = {},
) {
  const battle = await newBattle(t, people, settings);
  const entrants = await addEntrants(t, people, battle, count);
  const res = await postBracket(t, people.organiser.token, battle, {
    size,
    seeding: 'manual',
    order: entrants,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { battle, entrants, bracket: res.body as Bracket };
}

export const startMatch = (t: TestContext, token: string, battle: number, match: number) =>
  call(t, 'POST', `${API}${battlesApi.start(battle, match)}`, undefined, token);

export const vote = (
  t: TestContext,
  judge: Artist,
  battle: number,
  match: number,
  round: number,
  choice: string,
) => call(t, 'POST', `${API}${battlesApi.votes(battle, match)}`, { round, vote: choice }, judge.token);

export const correct = (t: TestContext, token: string, battle: number, match: number, winner: string) =>
  call(t, 'POST', `${API}${battlesApi.result(battle, match)}`, { winner }, token);
