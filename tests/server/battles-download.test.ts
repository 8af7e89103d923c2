/**
 * The battles' part of the data download: a dancer finds the battle they entered with its check-in, a
 * judge their prelim scores and votes, a helper the battle they helped at, and nobody finds another's.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import { createArtist } from '../helpers/accounts';
import {
  type Artist,
  addEntrants,
  makePeople,
  newBattle,
  postBracket,
  startMatch,
  vote,
} from '../helpers/bracket-world';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
afterAll(() => t.close());

const battlesOf = async (account: Artist) => {
  const res = await t.app.request('/api/account/export/', {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return JSON.parse(strFromU8(files['battles.json'] as Uint8Array));
};

describe('battles.json in the data download', () => {
  let people: Awaited<ReturnType<typeof makePeople>>;
  let dancer: Artist;
  let helper: Artist;
  let event: string;

  beforeAll(async () => {
    t = await makeTestApp();
    people = await makePeople(t, 'dl', 1);
    dancer = await createArtist(t, 'dlDancer');
    helper = await createArtist(t, 'dlHelper');
    const battle = await newBattle(t, people, { entry: 'open', prelims: true });
    const read = await call(t, 'GET', `/api${battlesApi.battle(battle)}`);
    event = read.body.event;
    const entry = await call(t, 'POST', `/api${battlesApi.entrants(battle)}`, {}, dancer.token);
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const helpers = { helpers: [helper.username] };
    expect(
      (await call(t, 'PUT', `/api${battlesApi.helpers(battle)}`, helpers, people.organiser.token)).status,
    ).toBe(200);
    const checkin = { entrant: entry.body.id, code: entry.body.code };
    expect((await call(t, 'POST', `/api${battlesApi.checkin(battle)}`, checkin, helper.token)).status).toBe(
      200,
    );
    const [other] = await addEntrants(t, people, battle, 1);
    const judge = people.judges[0] as Artist;
    for (const [entrant, score] of [
      [entry.body.id, 8],
      [other, 6],
    ] as const) {
      const res = await call(t, 'POST', `/api${battlesApi.scores(battle)}`, { entrant, score }, judge.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const bracket = await postBracket(t, people.organiser.token, battle, { size: 4, seeding: 'prelims' });
    expect(bracket.status, JSON.stringify(bracket.body)).toBe(200);
    const final = bracket.body.rounds.at(-1).matches[0];
    expect((await startMatch(t, people.organiser.token, battle, final.id)).status).toBe(200);
    expect((await vote(t, judge, battle, final.id, 1, 'left')).status).toBe(200);
  });

  it('gives the dancer their entry with its check-in, the judge their scores and votes, the helper their battle', async () => {
    const named = { event, category: 'Bboy', style: 'Breaking' };
    const mine = await battlesOf(dancer);
    expect(mine.entered).toEqual([
      { ...named, entrant: expect.any(String), checked_in: expect.any(String), seed: 1 },
    ]);
    expect(mine).toMatchObject({ prelim_scores: [], votes: [], helped_at: [] });
    const judged = await battlesOf(people.judges[0] as Artist);
    expect(judged.prelim_scores.map((row: { score: number }) => row.score)).toEqual([8, 6]);
    expect(judged.votes).toEqual([
      { ...named, round: 2, position: 0, voting_round: 1, vote: 'left', created: expect.any(String) },
    ]);
    expect(judged.entered).toEqual([]);
    expect((await battlesOf(helper)).helped_at).toEqual([named]);
    expect(await battlesOf(people.stranger)).toEqual({
      entered: [],
      prelim_scores: [],
      votes: [],
      helped_at: [],
    });
  });
});
