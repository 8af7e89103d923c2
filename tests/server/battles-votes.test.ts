/**
 * Running a match (issue 29): the organiser starts it; each judge votes once per voting round, the
 * first vote counting (the same again is answered as before, another is refused); once all have
 * voted the majority decides and the winner advances, or a tie majority asks for an extension. The
 * organiser corrects a result until the next match starts, and it is recorded. Votes landing at the
 * same moment count once each and decide the match once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleCorrections } from '../../src/server/db/schema';
import { battleMsg } from '../../src/shared/schemas/battles';
import {
  type Artist,
  bracketOf,
  correct,
  makePeople,
  matchAt,
  type People,
  readBracket,
  startMatch,
  vote,
} from '../helpers/bracket-world';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let people: People;
let judges: [Artist, Artist, Artist];

beforeAll(async () => {
  t = await makeTestApp();
  people = await makePeople(t, 'vt', 3);
  judges = people.judges as [Artist, Artist, Artist];
});
afterAll(() => t.close());

/** A bracket of 4 (with a match for third place) whose first semifinal is on; answers it. */
async function semifinalOn() {
  const made = await bracketOf(t, people, 4, 4, { third_place: true });
  const match = matchAt(made.bracket, 1, 0).id;
  expect((await startMatch(t, people.organiser.token, made.battle, match)).status).toBe(200);
  return { ...made, match };
}

/** Every judge votes `choices` (in judge order) in `round`, each answered 200. */
async function allVote(battle: number, match: number, round: number, choices: string[]) {
  for (const [i, choice] of choices.entries())
    expect((await vote(t, judges[i] as Artist, battle, match, round, choice)).status).toBe(200);
}

/** Starts the match and decides it by the judges' `choices`. */
async function decide(battle: number, match: number, choices: string[]) {
  expect((await startMatch(t, people.organiser.token, battle, match)).status).toBe(200);
  await allVote(battle, match, 1, choices);
}

describe('starting a match', () => {
  it('is the organiser’s, for a ready match, with judges to vote', async () => {
    const { battle, bracket } = await bracketOf(t, people, 4);
    const [semi, final] = [matchAt(bracket, 1, 0).id, matchAt(bracket, 2, 0).id];
    expect((await startMatch(t, judges[0].token, battle, semi)).status).toBe(403);
    expect(await startMatch(t, people.organiser.token, battle, final)).toMatchObject({
      status: 409,
      body: { detail: battleMsg.notReady },
    });
    expect(await startMatch(t, people.organiser.token, battle, semi)).toMatchObject({
      status: 200,
      body: { id: semi, status: 'on', voting_round: 1, votes_in: [] },
    });
    // Starting it again (a replay) changes nothing.
    expect((await startMatch(t, people.organiser.token, battle, semi)).body.status).toBe('on');
    expect((await startMatch(t, people.organiser.token, battle, 2_147_483_647)).status).toBe(404);
    const other = await bracketOf(t, people, 4);
    expect(
      (await startMatch(t, people.organiser.token, battle, matchAt(other.bracket, 1, 1).id)).status,
    ).toBe(404);

    const unjudged = await bracketOf(t, { ...people, judges: [] }, 4);
    expect(
      await startMatch(t, people.organiser.token, unjudged.battle, matchAt(unjudged.bracket, 1, 0).id),
    ).toMatchObject({
      status: 400,
      body: { non_field_errors: [battleMsg.noJudge] },
    });
  });
});

describe('voting', () => {
  it('decides by majority once every judge has voted, and the winner advances', async () => {
    const { battle, match, entrants } = await semifinalOn();
    expect(await vote(t, judges[0], battle, match, 1, 'left')).toMatchObject({
      status: 200,
      body: { status: 'on', votes_in: [judges[0].username], tallies: [], winner: null },
    });
    await vote(t, judges[1], battle, match, 1, 'right');
    const inSoFar = matchAt(await readBracket(t, battle), 1, 0);
    expect(inSoFar).toMatchObject({
      status: 'on',
      votes_in: [judges[0].username, judges[1].username],
      tallies: [],
    });
    expect(await vote(t, judges[2], battle, match, 1, 'left')).toMatchObject({
      status: 200,
      body: { status: 'decided', winner: 'left', tallies: [{ round: 1, left: 2, right: 1, tie: 0 }] },
    });
    const bracket = await readBracket(t, battle);
    expect(matchAt(bracket, 2, 0)).toMatchObject({
      status: 'waiting',
      left: { entrant: entrants[0] },
      right: null,
    });
    // The loser of a semifinal goes to the match for third place.
    expect(matchAt(bracket, 2, 1)).toMatchObject({ third_place: true, left: { entrant: entrants[3] } });
  });

  it('refuses a vote before the match is on, after it is decided, and in a voting round not the current one', async () => {
    const { battle, bracket } = await bracketOf(t, people, 4);
    const match = matchAt(bracket, 1, 0).id;
    expect(await vote(t, judges[0], battle, match, 1, 'left')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.notOn },
    });
    await startMatch(t, people.organiser.token, battle, match);
    expect(await vote(t, judges[0], battle, match, 2, 'left')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.otherRound },
    });
    await allVote(battle, match, 1, ['right', 'right', 'tie']);
    expect(await vote(t, judges[0], battle, match, 2, 'left')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.decided },
    });
    // A judge's vote landing again (a replay) is answered as the first was; another is refused.
    expect(await vote(t, judges[2], battle, match, 1, 'tie')).toMatchObject({
      status: 200,
      body: { winner: 'right' },
    });
    expect(await vote(t, judges[2], battle, match, 1, 'left')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.voteIn },
    });
  });

  it('asks for an extension on a tie majority, then decides it', async () => {
    const { battle, match, entrants } = await semifinalOn();
    await allVote(battle, match, 1, ['tie', 'tie', 'left']);
    const extended = matchAt(await readBracket(t, battle), 1, 0);
    expect(extended).toMatchObject({
      status: 'on',
      voting_round: 2,
      votes_in: [],
      tallies: [{ round: 1, left: 1, right: 0, tie: 2 }],
      winner: null,
    });
    // A vote of the round before: the same again is answered, another refused.
    expect((await vote(t, judges[0], battle, match, 1, 'tie')).status).toBe(200);
    expect(await vote(t, judges[0], battle, match, 1, 'right')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.voteIn },
    });
    // No strict majority (one each) is an extension too.
    await allVote(battle, match, 2, ['left', 'right', 'tie']);
    await allVote(battle, match, 3, ['right', 'right', 'left']);
    const decided = matchAt(await readBracket(t, battle), 1, 0);
    expect(decided).toMatchObject({ status: 'decided', winner: 'right', voting_round: 3 });
    expect(decided.tallies).toEqual([
      { round: 1, left: 1, right: 0, tie: 2 },
      { round: 2, left: 1, right: 1, tie: 1 },
      { round: 3, left: 1, right: 2, tie: 0 },
    ]);
    expect(matchAt(await readBracket(t, battle), 2, 0).left?.entrant).toBe(entrants[3]);
  });

  it('is for judges only, with a vote and a round it knows', async () => {
    const { battle, match } = await semifinalOn();
    expect((await vote(t, people.organiser, battle, match, 1, 'left')).status).toBe(403);
    expect((await vote(t, people.stranger, battle, match, 1, 'left')).status).toBe(403);
    const url = `/api/events/battles/${battle}/matches/${match}/votes/`;
    expect((await call(t, 'POST', url, { round: 1, vote: 'left' })).status).toBe(401);
    for (const body of [
      { round: 0, vote: 'left' },
      { round: 1.5, vote: 'left' },
      { round: 1, vote: 'up' },
      {},
    ])
      expect((await call(t, 'POST', url, body, judges[0].token)).status).toBe(400);
    expect((await vote(t, judges[0], battle, 2_147_483_648, 1, 'left')).status).toBe(404);
    expect(matchAt(await readBracket(t, battle), 1, 0).votes_in).toEqual([]);
  });

  it('counts one vote when one judge’s two phones vote at once', async () => {
    const { battle, match } = await semifinalOn();
    const [first, second] = await Promise.all([
      vote(t, judges[0], battle, match, 1, 'left'),
      vote(t, judges[0], battle, match, 1, 'right'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((res) => res.status === 409)?.body.detail).toBe(battleMsg.voteIn);
    const same = await Promise.all([
      vote(t, judges[1], battle, match, 1, 'tie'),
      vote(t, judges[1], battle, match, 1, 'tie'),
    ]);
    expect(same.map((res) => res.status)).toEqual([200, 200]);
    expect(matchAt(await readBracket(t, battle), 1, 0).votes_in).toHaveLength(2);
  });

  it('decides once when the three judges vote at the same moment', async () => {
    const { battle, match, entrants } = await semifinalOn();
    const answers = await Promise.all(judges.map((judge) => vote(t, judge, battle, match, 1, 'right')));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const bracket = await readBracket(t, battle);
    expect(matchAt(bracket, 1, 0)).toMatchObject({
      status: 'decided',
      winner: 'right',
      voting_round: 1,
      tallies: [{ round: 1, left: 0, right: 3, tie: 0 }],
    });
    expect(matchAt(bracket, 2, 0).left?.entrant).toBe(entrants[3]);
    expect(matchAt(bracket, 2, 1).left?.entrant).toBe(entrants[0]);
  });
});

describe('correcting a result', () => {
  it('records the change and moves the advanced sides', async () => {
    const { battle, match, entrants } = await semifinalOn();
    await allVote(battle, match, 1, ['left', 'left', 'right']);
    expect((await correct(t, judges[0].token, battle, match, 'right')).status).toBe(403);
    expect(await correct(t, people.organiser.token, battle, match, 'right')).toMatchObject({
      status: 200,
      body: { status: 'decided', winner: 'right', corrected: true },
    });
    // The same winner again changes and records nothing more.
    expect((await correct(t, people.organiser.token, battle, match, 'right')).status).toBe(200);
    const bracket = await readBracket(t, battle);
    expect(matchAt(bracket, 2, 0).left?.entrant).toBe(entrants[3]);
    expect(matchAt(bracket, 2, 1).left?.entrant).toBe(entrants[0]);
    const records = await t.deps.db
      .select()
      .from(battleCorrections)
      .where(eq(battleCorrections.matchId, match));
    expect(records.map((r) => [r.by, r.fromWinner, r.toWinner])).toEqual([
      [people.organiser.id, 'left', 'right'],
    ]);
    expect(
      (await correct(t, people.organiser.token, battle, matchAt(bracket, 1, 1).id, 'left')).body.detail,
    ).toBe(battleMsg.notDecided);
  });

  it('is refused once the next match is on', async () => {
    const { battle, match, bracket } = await semifinalOn();
    await allVote(battle, match, 1, ['left', 'left', 'left']);
    const other = matchAt(bracket, 1, 1).id;
    await decide(battle, other, ['right', 'right', 'left']);
    // The match for third place is not on yet, the final is.
    await startMatch(t, people.organiser.token, battle, matchAt(bracket, 2, 0).id);
    expect(await correct(t, people.organiser.token, battle, match, 'right')).toMatchObject({
      status: 409,
      body: { detail: battleMsg.nextStarted },
    });
    expect(matchAt(await readBracket(t, battle), 1, 0)).toMatchObject({ winner: 'left', corrected: false });
  });

  it('runs the final and the match for third place to their results, the final still correctable', async () => {
    const { battle, match, entrants, bracket } = await semifinalOn();
    await allVote(battle, match, 1, ['left', 'left', 'left']);
    await decide(battle, matchAt(bracket, 1, 1).id, ['left', 'tie', 'left']);
    const [final, third] = [matchAt(bracket, 2, 0).id, matchAt(bracket, 2, 1).id];
    let now = await readBracket(t, battle);
    expect(matchAt(now, 2, 0)).toMatchObject({ status: 'ready', left: { seed: 1 }, right: { seed: 2 } });
    expect(matchAt(now, 2, 1)).toMatchObject({ status: 'ready', left: { seed: 4 }, right: { seed: 3 } });
    await decide(battle, third, ['right', 'right', 'right']);
    await decide(battle, final, ['right', 'left', 'right']);
    now = await readBracket(t, battle);
    expect(now.rounds.flatMap((r) => r.matches).every((m) => m.status === 'decided')).toBe(true);
    expect(matchAt(now, 2, 0)).toMatchObject({ winner: 'right', right: { entrant: entrants[1] } });
    expect(matchAt(now, 2, 1)).toMatchObject({ winner: 'right', right: { entrant: entrants[2] } });
    expect(await correct(t, people.organiser.token, battle, final, 'left')).toMatchObject({
      status: 200,
      body: { winner: 'left', corrected: true },
    });
  });
});
