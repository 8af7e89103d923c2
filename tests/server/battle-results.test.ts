/**
 * An artist's battle results on their portfolio (issue 29, "Results last"): a result once the final is
 * decided, placed by the bracket (winner, final, third and fourth, else Top 2^k); none for an entrant
 * who never reached the bracket; only in events the viewer may see; newest event first, paged; and the
 * latest win as the portfolio's title.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { artistsApi, battlesApi } from '../../src/shared/api-paths';
import type { BattleResult, Bracket, Match } from '../../src/shared/schemas/battles';
import { createArtist } from '../helpers/accounts';
import { type Artist, makePeople, type People, postBracket, readBracket } from '../helpers/bracket-world';
import { createEvent } from '../helpers/events';
import { countQueries, type QueryCounter } from '../helpers/query-count';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let counter: QueryCounter;
let people: People;
let dancers: Artist[];
/** The big battle (a bracket of 8 with third place) and its event. */
let big: { battle: number; event: string };

const results = (username: string, token?: string, query = '') =>
  call(t, 'GET', `/api${artistsApi.portfolio(username)}/results/${query}`, undefined, token);
const listed = async (username: string, token?: string) => {
  const res = await results(username, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as BattleResult[];
};
const latestWin = async (username: string, token?: string) =>
  (await call(t, 'GET', `/api${artistsApi.portfolio(username)}`, undefined, token)).body.latest_win;

/** An event of the organiser's starting on `day` with one 1v1 battle judged by the judge; its uuid and battle. */
async function battleOn(day: string, title: string, thirdPlace = false) {
  const event = await createEvent(t, people.organiser.token, {
    title,
    start: `${day}T18:00`,
    end: `${day}T23:00`,
    event_guests: [{ username: people.judges[0]?.username, role: 'judge' }],
    event_battles: [{ category: 'Bboy', style: 'Breaking', format: '1v1' }],
  });
  const battle = event.event_battles[0]?.id as number;
  if (thirdPlace) {
    const res = await call(
      t,
      'PATCH',
      `/api${battlesApi.battle(battle)}`,
      { third_place: true },
      people.organiser.token,
    );
    expect(res.status).toBe(200);
  }
  return { event: event.uuid, battle };
}

/** Adds `entrants` (artists) to the battle, checks them in (all but `absent`) and makes the bracket in their order. */
async function seat(battle: number, entrants: Artist[], size: number, absent: Artist[] = []) {
  const ids: number[] = [];
  for (const dancer of [...entrants, ...absent]) {
    const path = `/api${battlesApi.entrants(battle)}`;
    const res = await call(t, 'POST', path, { members: [dancer.username] }, people.organiser.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (absent.includes(dancer)) continue;
    const checkin = `/api${battlesApi.checkin(battle)}`;
    expect((await call(t, 'POST', checkin, { entrant: res.body.id }, people.organiser.token)).status).toBe(
      200,
    );
    ids.push(res.body.id);
  }
  const res = await postBracket(t, people.organiser.token, battle, { size, seeding: 'manual', order: ids });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const isFinal = (bracket: Bracket, match: Match) =>
  !match.third_place && match.round === bracket.rounds.at(-1)?.round;

/** Runs every ready match (the final only when `final`), the judge voting `pick(match)`. */
async function play(battle: number, pick: (match: Match) => 'left' | 'right', final = true) {
  for (;;) {
    const bracket = await readBracket(t, battle);
    const next = bracket.rounds
      .flatMap((round) => round.matches)
      .find((match) => match.status === 'ready' && (final || !isFinal(bracket, match)));
    if (!next) return;
    const organiser = people.organiser.token;
    expect(
      (await call(t, 'POST', `/api${battlesApi.start(battle, next.id)}`, undefined, organiser)).status,
    ).toBe(200);
    const body = { round: 1, vote: pick(next) };
    const judge = people.judges[0]?.token;
    expect((await call(t, 'POST', `/api${battlesApi.votes(battle, next.id)}`, body, judge)).status).toBe(200);
  }
}

beforeAll(async () => {
  t = await makeTestApp();
  // Before the first request: a prepared statement keeps the logger it was made with.
  counter = countQueries(t.deps.db);
  people = await makePeople(t, 'res', 1);
  dancers = [];
  for (let i = 1; i <= 9; i += 1) dancers.push(await createArtist(t, `resDancer${i}`));
  big = await battleOn('2030-05-10', 'Paris jam', true);
  // Seeds 1 to 8 in bracket order meet 1v8, 4v5, 2v7, 3v6; the ninth entered but never checked in.
  await seat(big.battle, dancers.slice(0, 8), 8, dancers.slice(8));
  // The left (higher seed) wins every match before the final; the right the match for third place.
  await play(big.battle, (match) => (match.third_place ? 'right' : 'left'), false);
});
afterAll(() => t.close());

describe("an artist's battle results", () => {
  it('shows nothing while the final is undecided, even with every other match decided', async () => {
    const bracket = await readBracket(t, big.battle);
    const open = bracket.rounds.flatMap((r) => r.matches).filter((m) => m.status !== 'decided');
    expect(open.map((m) => isFinal(bracket, m))).toEqual([true]);
    for (const dancer of dancers) expect(await listed(dancer.username)).toEqual([]);
    expect(await latestWin('resDancer1')).toBeNull();
  });

  it('places every entrant of a decided bracket of 8 with a match for third place', async () => {
    await play(big.battle, () => 'right');
    const placed = async (n: number) =>
      (await listed(`resDancer${n}`)).map(({ place, top }) => ({ place, top }));
    expect(await placed(2)).toEqual([{ place: 1, top: 1 }]);
    expect(await placed(1)).toEqual([{ place: 2, top: 2 }]);
    // The semifinal losers, seeds 4 (left) and 3 (right): the right won the match for third place.
    expect(await placed(3)).toEqual([{ place: 3, top: 4 }]);
    expect(await placed(4)).toEqual([{ place: 4, top: 4 }]);
    for (const n of [5, 6, 7, 8]) expect(await placed(n)).toEqual([{ place: null, top: 8 }]);
    expect(await placed(9)).toEqual([]);
    expect((await listed('resDancer2'))[0]).toEqual({
      battle: big.battle,
      place: 1,
      top: 1,
      category: 'Bboy',
      style: 'Breaking',
      format: '1v1',
      event: { uuid: big.event, title: 'Paris jam', starts_at: '2030-05-10T16:00:00.000Z' },
    });
  });

  it("gives the winner the portfolio's title, their latest win, and no one else", async () => {
    expect(await latestWin('resDancer2')).toMatchObject({ battle: big.battle, place: 1 });
    expect(await latestWin('resDancer1')).toBeNull();
    expect(await latestWin('resDancer3', people.stranger.token)).toBeNull();
  });

  it('names Top 4 the semifinal losers of a bracket without a match for third place', async () => {
    const small = await battleOn('2029-03-01', 'Small jam');
    await seat(small.battle, [dancers[0], dancers[1], dancers[2], dancers[3]] as Artist[], 4);
    await play(small.battle, () => 'left');
    // Seeds 1v4 and 2v3, then 1v2: dancer 1 wins, 2 is second, 3 and 4 went out in the semifinals.
    expect((await listed('resDancer1'))[1]).toMatchObject({ battle: small.battle, place: 1, top: 1 });
    expect((await listed('resDancer3'))[1]).toMatchObject({ battle: small.battle, place: null, top: 4 });
    expect((await listed('resDancer4'))[1]).toMatchObject({ battle: small.battle, place: null, top: 4 });
    // Paris jam (2030) is newer than the small jam won in 2029, which is dancer 1's latest win.
    expect(await latestWin('resDancer1')).toMatchObject({ battle: small.battle });
  });

  it('pages newest event first, in two statements a page', async () => {
    const later = await battleOn('2031-01-20', 'Winter jam');
    await seat(later.battle, [dancers[0], dancers[4], dancers[5], dancers[6]] as Artist[], 4);
    await play(later.battle, () => 'right');
    const all = await listed('resDancer1');
    expect(all.map((r) => r.event.title)).toEqual(['Winter jam', 'Paris jam', 'Small jam']);
    const seen: string[] = [];
    let path: string | null = `/api${artistsApi.portfolio('resDancer1')}/results/?page_size=1`;
    while (path) {
      counter.reset();
      const res = await call(t, 'GET', path);
      expect(res.status).toBe(200);
      expect(counter.statements()).toHaveLength(2);
      expect(res.body.count).toBe(3);
      seen.push(...res.body.results.map((r: BattleResult) => r.event.title));
      path = res.body.next ? new URL(res.body.next).pathname + new URL(res.body.next).search : null;
    }
    expect(seen).toEqual(['Winter jam', 'Paris jam', 'Small jam']);
    const last = await results('resDancer1', undefined, `?page_size=1&after=${all[2]?.battle}`);
    expect(last.body).toMatchObject({ results: [], next: null });
    const back = await results('resDancer1', undefined, `?page_size=2&before=${all[2]?.battle}`);
    expect(back.body.results.map((r: BattleResult) => r.event.title)).toEqual(['Winter jam', 'Paris jam']);
  });

  it("lists a hidden event's result to its organiser only, and none across a block", async () => {
    const paris = async (token?: string) =>
      (await listed('resDancer2', token)).some((result) => result.battle === big.battle);
    await t.deps.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.uuid, big.event));
    expect(await paris(people.stranger.token)).toBe(false);
    expect(await paris()).toBe(false);
    expect(await paris((dancers[1] as Artist).token)).toBe(false);
    expect(await latestWin('resDancer2', people.stranger.token)).toBeNull();
    expect(await paris(people.organiser.token)).toBe(true);
    expect(await latestWin('resDancer2', people.organiser.token)).toMatchObject({ battle: big.battle });
    await t.deps.db.update(events).set({ hiddenAt: null }).where(eq(events.uuid, big.event));

    const blocked = await createArtist(t, 'resBlocked');
    const block = await call(t, 'POST', '/api/blocks/', { username: 'resBlocked' }, people.organiser.token);
    expect(block.status).toBe(201);
    expect(await listed('resDancer2', blocked.token)).toEqual([]);
    expect(await latestWin('resDancer2', blocked.token)).toBeNull();
    expect(await paris(people.stranger.token)).toBe(true);
  });

  it('is 404 for an unknown artist, and 400 for a cursor past int4, never 500', async () => {
    expect((await results('nobodyHere')).status).toBe(404);
    expect((await results('resDancer1', undefined, '?after=2147483648')).status).toBe(400);
    expect((await results('resDancer1', undefined, '?after=2147483647')).body).toMatchObject({ results: [] });
    expect((await results('resDancer1', undefined, '?page_size=0')).status).toBe(400);
  });
});
