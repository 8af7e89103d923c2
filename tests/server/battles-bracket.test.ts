/**
 * A battle's bracket (issue 29): the organiser makes it from the checked-in entrants in a size of 4,
 * 8, 16 or 32, seeded by hand, at random or by the prelims' totals (a tie across the cut answered until
 * ordered), with byes for the top seeds and, when asked, a match for third place; it may be made again
 * until a match is on. Everyone who may see the event reads it. Judges score prelims before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrder } from '../../src/server/features/battles/bracket-seeds';
import { battlesApi } from '../../src/shared/api-paths';
import { type Bracket, battleMsg, bracketMsg } from '../../src/shared/schemas/battles';
import {
  addEntrants,
  bracketOf,
  makePeople,
  matchAt,
  newBattle,
  type People,
  postBracket,
  readBracket,
  startMatch,
} from '../helpers/bracket-world';
import { countQueries, type QueryCounter } from '../helpers/query-count';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const API = '/api';
let t: TestContext;
let people: People;
let counter: QueryCounter;

beforeAll(async () => {
  t = await makeTestApp();
  // Before the first request: a prepared statement keeps the logger it was made with.
  counter = countQueries(t.deps.db);
  people = await makePeople(t, 'br', 2);
});
afterAll(() => t.close());

const score = (judge: number, battle: number, entrant: number, points: number) =>
  call(
    t,
    'POST',
    `${API}${battlesApi.scores(battle)}`,
    { entrant, score: points },
    people.judges[judge]?.token,
  );
const prelims = (battle: number, token?: string) =>
  call(t, 'GET', `${API}${battlesApi.prelims(battle)}`, undefined, token);

/** The seeds of round 1's sides, match by match (null for a bye's empty side). */
const firstRoundSeeds = (bracket: Bracket) =>
  bracket.rounds[0]?.matches.flatMap((match) => [match.left?.seed ?? null, match.right?.seed ?? null]);

describe('making a bracket', () => {
  it.each([4, 8, 16, 32])(
    'lays out a full bracket of %i: the standard seed order, then rounds waiting',
    async (size) => {
      const { battle, entrants } = await bracketOf(t, people, size);
      const bracket = await readBracket(t, battle);
      expect(bracket.size).toBe(size);
      expect(bracket.rounds.map((r) => [r.round, r.matches.length])).toEqual(
        Array.from({ length: Math.log2(size) }, (_, i) => [i + 1, size / 2 ** (i + 1)]),
      );
      expect(firstRoundSeeds(bracket)).toEqual(seedOrder(size));
      // Seed s is the s-th entrant of the order.
      const first = matchAt(bracket, 1, 0);
      expect([first.left?.entrant, first.right?.entrant]).toEqual([entrants[0], entrants[size - 1]]);
      expect(bracket.rounds[0]?.matches.every((m) => m.status === 'ready')).toBe(true);
      expect(
        bracket.rounds.slice(1).every((r) => r.matches.every((m) => m.status === 'waiting' && !m.left)),
      ).toBe(true);
      expect(first).toMatchObject({
        voting_round: 1,
        votes_in: [],
        tallies: [],
        winner: null,
        corrected: false,
      });
      expect(first.left).toEqual({ entrant: entrants[0], name: 'Dancer 1', seed: 1, members: [] });
    },
  );

  it('gives the byes to the top seeds and seats them in round 2 at once', async () => {
    const { battle, entrants } = await bracketOf(t, people, 8, 6);
    const bracket = await readBracket(t, battle);
    expect(firstRoundSeeds(bracket)).toEqual([1, null, 4, 5, 2, null, 3, 6]);
    expect(matchAt(bracket, 1, 0)).toMatchObject({ status: 'bye', winner: 'left', right: null });
    expect(matchAt(bracket, 1, 1).status).toBe('ready');
    expect(matchAt(bracket, 2, 0)).toMatchObject({
      status: 'waiting',
      left: { entrant: entrants[0] },
      right: null,
    });
    expect(matchAt(bracket, 2, 1)).toMatchObject({
      status: 'waiting',
      left: { entrant: entrants[1] },
      right: null,
    });
  });

  it('sends two entrants of a bracket of 4 straight to a ready final', async () => {
    const { battle, entrants } = await bracketOf(t, people, 4, 2);
    const bracket = await readBracket(t, battle);
    expect(bracket.rounds[0]?.matches.map((m) => m.status)).toEqual(['bye', 'bye']);
    expect(matchAt(bracket, 2, 0)).toMatchObject({
      status: 'ready',
      left: { entrant: entrants[0], seed: 1 },
      right: { entrant: entrants[1], seed: 2 },
    });
  });

  it('refuses too few entrants checked in, or too few for the size, or too many for it', async () => {
    const battle = await newBattle(t, people);
    const [lone] = await addEntrants(t, people, battle, 1);
    const host = people.organiser.token;
    expect(await postBracket(t, host, battle, { size: 4, seeding: 'random' })).toMatchObject({
      status: 400,
      body: { non_field_errors: [battleMsg.tooFew] },
    });
    const more = await addEntrants(t, people, battle, 4);
    // Checked in: 5. Eight is too big (fewer than half of it), four too small at random.
    expect(await postBracket(t, host, battle, { size: 16, seeding: 'random' })).toMatchObject({
      status: 400,
      body: { size: [bracketMsg.tooSmall] },
    });
    expect(await postBracket(t, host, battle, { size: 4, seeding: 'random' })).toMatchObject({
      status: 400,
      body: { size: [battleMsg.tooMany] },
    });
    const [late] = await addEntrants(t, people, battle, 1, { checkIn: false });
    for (const order of [[lone, late], [lone, lone], [lone], [lone, ...more], [lone, 2_147_483_647]])
      expect(await postBracket(t, host, battle, { size: 4, seeding: 'manual', order })).toMatchObject({
        status: 400,
        body: { order: [battleMsg.order] },
      });
    expect((await postBracket(t, host, battle, { size: 4, seeding: 'manual' })).status).toBe(400);
    expect((await readBracket(t, battle)).rounds).toEqual([]);
  });

  it('seeds at random every checked-in entrant once, and no one else', async () => {
    const battle = await newBattle(t, people);
    const checked = await addEntrants(t, people, battle, 5);
    const [absent] = await addEntrants(t, people, battle, 1, { checkIn: false });
    const res = await postBracket(t, people.organiser.token, battle, { size: 8, seeding: 'random' });
    expect(res.status).toBe(200);
    const sides = (res.body as Bracket).rounds
      .flatMap((r) => r.matches)
      .filter((m) => m.round === 1 || m.status === 'waiting')
      .flatMap((m) => [m.left, m.right])
      .filter((side) => side !== null);
    const seeded = [...new Map(sides.map((side) => [side?.entrant, side?.seed])).entries()];
    expect(seeded.map(([id]) => id).sort()).toEqual([...checked].sort());
    expect(seeded.map(([, seed]) => seed).sort()).toEqual([1, 2, 3, 4, 5]);
    const entrants = await call(t, 'GET', `${API}${battlesApi.entrants(battle)}`);
    expect(entrants.body.results.find((e: { id: number }) => e.id === absent).seed).toBeNull();
  });

  it('lets only the organiser make it, and anyone who may see the event read it', async () => {
    const { battle } = await bracketOf(t, people, 4);
    const body = { size: 4, seeding: 'random' };
    expect((await postBracket(t, people.judges[0]?.token as string, battle, body)).status).toBe(403);
    expect((await postBracket(t, people.stranger.token, battle, body)).status).toBe(403);
    expect((await call(t, 'POST', `${API}${battlesApi.bracket(battle)}`, body)).status).toBe(401);
    expect((await postBracket(t, people.organiser.token, 2_147_483_647, body)).status).toBe(404);
    const asGuest = await readBracket(t, battle);
    expect(asGuest.battle).toMatchObject({ id: battle, organiser: people.organiser.username });
    expect(asGuest.judges.map((judge) => judge.username)).toEqual(
      people.judges.map((judge) => judge.username),
    );
    expect((await readBracket(t, battle, people.stranger.token)).rounds).toEqual(asGuest.rounds);
    expect((await call(t, 'GET', `${API}${battlesApi.bracket(2_147_483_648)}`)).status).toBe(404);
  });

  it('is read in two statements, the battle and the whole bracket, however big', async () => {
    const { battle, bracket } = await bracketOf(t, people, 32, 20);
    const match = matchAt(bracket, 1, 1).id;
    await startMatch(t, people.organiser.token, battle, match);
    const voted = await call(
      t,
      'POST',
      `${API}${battlesApi.votes(battle, match)}`,
      { round: 1, vote: 'tie' },
      people.judges[0]?.token,
    );
    expect(voted.body.votes_in).toEqual([people.judges[0]?.username]);
    for (const token of [undefined, people.stranger.token]) {
      await readBracket(t, battle, token);
      counter.reset();
      expect((await readBracket(t, battle, token)).rounds).toHaveLength(5);
      expect(counter.statements()).toHaveLength(2);
    }
  });

  it('reads an empty bracket before it is made', async () => {
    const battle = await newBattle(t, people);
    expect(await readBracket(t, battle)).toMatchObject({ size: null, rounds: [] });
  });

  it('may be made again, seeds and all, until a match is on', async () => {
    const { battle, entrants } = await bracketOf(t, people, 4);
    const host = people.organiser.token;
    const again = await postBracket(t, host, battle, {
      size: 4,
      seeding: 'manual',
      order: [...entrants].reverse(),
    });
    expect(again.status).toBe(200);
    const remade = again.body as Bracket;
    expect(matchAt(remade, 1, 0).left).toMatchObject({ entrant: entrants[3], seed: 1 });
    expect((await startMatch(t, host, battle, matchAt(remade, 1, 0).id)).status).toBe(200);
    expect(await postBracket(t, host, battle, { size: 4, seeding: 'random' })).toMatchObject({
      status: 409,
      body: { detail: battleMsg.bracketStarted },
    });
    expect(matchAt(await readBracket(t, battle), 1, 0).status).toBe('on');
  });

  it('adds the match for third place beside the final when the battle asks for it', async () => {
    const { bracket } = await bracketOf(t, people, 8, 8, { third_place: true });
    expect(bracket.rounds[2]?.matches.map((m) => [m.position, m.third_place, m.status])).toEqual([
      [0, false, 'waiting'],
      [1, true, 'waiting'],
    ]);
    expect(bracket.size).toBe(8);
    // Without it, or when a semifinal is a bye (no loser to send), there is none.
    expect((await bracketOf(t, people, 8)).bracket.rounds[2]?.matches).toHaveLength(1);
    expect((await bracketOf(t, people, 4, 3, { third_place: true })).bracket.rounds[1]?.matches).toHaveLength(
      1,
    );
    expect((await bracketOf(t, people, 4, 4, { third_place: true })).bracket.rounds[1]?.matches).toHaveLength(
      2,
    );
  });
});

describe('prelims', () => {
  it("takes each judge's score for a checked-in entrant, a later one replacing theirs", async () => {
    const battle = await newBattle(t, people, { prelims: true });
    const [a, b] = await addEntrants(t, people, battle, 2);
    expect(await score(0, battle, a as number, 7)).toMatchObject({
      status: 200,
      body: {
        entrant: a,
        name: 'Dancer 1',
        scores: [{ judge: people.judges[0]?.username, score: 7 }],
        total: 7,
      },
    });
    expect((await score(0, battle, a as number, 9)).body.total).toBe(9);
    await score(1, battle, a as number, 6);
    await score(1, battle, b as number, 10);
    const judges = people.judges.map((judge) => judge.username);
    expect((await prelims(battle, people.organiser.token)).body).toEqual({
      results: [
        {
          entrant: a,
          name: 'Dancer 1',
          scores: [
            { judge: judges[0], score: 9 },
            { judge: judges[1], score: 6 },
          ],
          total: 15,
        },
        { entrant: b, name: 'Dancer 2', scores: [{ judge: judges[1], score: 10 }], total: 10 },
      ],
    });
    expect((await prelims(battle, people.judges[0]?.token)).body.results).toEqual([
      { entrant: a, name: 'Dancer 1', scores: [{ judge: judges[0], score: 9 }], total: 9 },
      { entrant: b, name: 'Dancer 2', scores: [], total: 0 },
    ]);
    expect((await prelims(battle, people.stranger.token)).status).toBe(403);
    expect((await prelims(battle)).status).toBe(401);
  });

  it('refuses a non-judge, a bad score, an entrant not checked in or not in the battle, no prelims, a bracket', async () => {
    const battle = await newBattle(t, people, { prelims: true });
    const [a, b] = await addEntrants(t, people, battle, 2);
    const [late] = await addEntrants(t, people, battle, 1, { checkIn: false });
    const url = `${API}${battlesApi.scores(battle)}`;
    expect((await call(t, 'POST', url, { entrant: a, score: 5 }, people.organiser.token)).status).toBe(403);
    for (const points of [0, 11, 5.5, '5', null])
      expect(
        await call(t, 'POST', url, { entrant: a, score: points }, people.judges[0]?.token),
      ).toMatchObject({
        status: 400,
        body: { score: [battleMsg.scoreRange] },
      });
    expect(await score(0, battle, late as number, 5)).toMatchObject({
      status: 400,
      body: { entrant: [battleMsg.notCheckedIn] },
    });
    const other = await newBattle(t, people, { prelims: true });
    const [elsewhere] = await addEntrants(t, people, other, 1);
    expect(await score(0, battle, elsewhere as number, 5)).toMatchObject({
      status: 400,
      body: { entrant: [battleMsg.notAnEntrant] },
    });
    const plain = await newBattle(t, people);
    const [unjudged] = await addEntrants(t, people, plain, 1);
    expect(await score(0, plain, unjudged as number, 5)).toMatchObject({
      status: 409,
      body: { detail: battleMsg.prelimsOff },
    });
    await postBracket(t, people.organiser.token, battle, { size: 4, seeding: 'manual', order: [a, b] });
    expect(await score(0, battle, a as number, 5)).toMatchObject({
      status: 409,
      body: { detail: battleMsg.bracketMade },
    });
  });

  it('seeds by total, 1 v N, the top of the cut going through', async () => {
    const battle = await newBattle(t, people, { prelims: true });
    const ids = await addEntrants(t, people, battle, 6);
    const totals = [12, 20, 7, 15, 18, 9];
    for (const [i, id] of ids.entries()) {
      await score(0, battle, id, Math.ceil((totals[i] as number) / 2));
      await score(1, battle, id, Math.floor((totals[i] as number) / 2));
    }
    const res = await postBracket(t, people.organiser.token, battle, { size: 4, seeding: 'prelims' });
    expect(res.status).toBe(200);
    // Seeds: 20 (id 2), 18 (id 5), 15 (id 4), 12 (id 1); 1 v 4 and 2 v 3.
    expect(
      res.body.rounds[0].matches.map((m: { left: { entrant: number }; right: { entrant: number } }) => [
        m.left.entrant,
        m.right.entrant,
      ]),
    ).toEqual([
      [ids[1], ids[0]],
      [ids[4], ids[3]],
    ]);
  });

  it('answers the entrants tied across the cut until the organiser orders them, then seeds in that order', async () => {
    const battle = await newBattle(t, people, { prelims: true });
    const ids = (await addEntrants(t, people, battle, 6)) as [number, number, number, number, number, number];
    for (const [i, points] of [10, 9, 8, 7, 7, 7].entries()) await score(0, battle, ids[i] as number, points);
    const host = people.organiser.token;
    const tied = { status: 409, body: { detail: battleMsg.tied, tied: [ids[3], ids[4], ids[5]] } };
    expect(await postBracket(t, host, battle, { size: 4, seeding: 'prelims' })).toMatchObject(tied);
    expect(
      await postBracket(t, host, battle, { size: 4, seeding: 'prelims', order: [ids[5], ids[3]] }),
    ).toMatchObject(tied);
    expect((await readBracket(t, battle)).rounds).toEqual([]);
    const res = await postBracket(t, host, battle, {
      size: 4,
      seeding: 'prelims',
      order: [ids[5], ids[3], ids[4]],
    });
    expect(res.status).toBe(200);
    expect(firstRoundSeeds(res.body)).toEqual([1, 4, 2, 3]);
    expect(matchAt(res.body, 1, 0).right?.entrant).toBe(ids[5]);
    // Prelims seeding needs prelims on.
    const plain = await newBattle(t, people);
    await addEntrants(t, people, plain, 4);
    expect(await postBracket(t, host, plain, { size: 4, seeding: 'prelims' })).toMatchObject({
      status: 400,
      body: { seeding: [battleMsg.prelimsOff] },
    });
  });
});
