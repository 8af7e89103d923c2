/**
 * What the hot requests cost in SQL statements (README, bench): a signed-in feed page, a note's page
 * (the note, its reactions, its comments), a portfolio's page, a note create, a comment, a reaction
 * and a follow, counted on PGlite and PostgreSQL. Counts, not times, so a request that starts to ask
 * per card, or twice, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { countQueries, type QueryCounter } from '../helpers/query-count';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let counter: QueryCounter;
let author: Awaited<ReturnType<typeof createArtist>>;
let fan: Awaited<ReturnType<typeof createArtist>>;
const BASE = '/api/whatiscooking';
const NOTES = 25;
let noteUuid: string;

/** The statements `request` runs, after it has run once (the session check is then remembered). */
async function statementsOf(request: () => Promise<{ status: number }>, expected: number) {
  expect((await request()).status).toBe(expected);
  counter.reset();
  expect((await request()).status).toBe(expected);
  return counter.statements();
}

beforeAll(async () => {
  t = await makeTestApp();
  // Before the first request: a prepared statement keeps the logger it was made with.
  counter = countQueries(t.deps.db);
  author = await createArtist(t, 'countedAuthor');
  fan = await createArtist(t, 'countedFan');
  for (let i = 0; i < NOTES; i += 1) {
    const note = { video: 'https://youtu.be/dQw4w9WgXcQ', lesson: `Drill ${i}`, access: [5, 3, 1][i % 3] };
    const res = await call(t, 'POST', `${BASE}/cooking/`, { ...note, mention1: fan.portfolio }, author.token);
    expect(res.status).toBe(201);
    noteUuid = res.body.uuid;
  }
  const tag = { cookingidobj: noteUuid, shareidobj: fan.portfolio };
  const made = [
    await call(t, 'POST', `${BASE}/taggedteachers/`, tag, author.token),
    await call(t, 'POST', `${BASE}/cooking/likes/`, { cookingidobj: noteUuid, like_type: 'FI' }, fan.token),
    await call(
      t,
      'POST',
      `${BASE}/cooking/comments/`,
      { cookingidobj: noteUuid, comment: 'Nice' },
      fan.token,
    ),
  ];
  expect(made.map((res) => res.status)).toEqual([201, 201, 201]);
});
afterAll(async () => {
  counter.stop();
  await t.close();
});

describe('statements per request', () => {
  it('a feed page is one, signed in or not, on any page', async () => {
    const signedIn = await statementsOf(
      () => call(t, 'GET', `${BASE}/latest_cookings/`, undefined, fan.token),
      200,
    );
    expect(signedIn).toHaveLength(1);
    const guest = await statementsOf(() => call(t, 'GET', `${BASE}/latest_cookings/?page_size=5`), 200);
    expect(guest).toHaveLength(1);
    const first = await call(t, 'GET', `${BASE}/latest_cookings/?page_size=5`, undefined, fan.token);
    const next = new URL(first.body.next);
    const second = await statementsOf(
      () => call(t, 'GET', next.pathname + next.search, undefined, fan.token),
      200,
    );
    expect(second).toHaveLength(1);
    const mine = await statementsOf(
      () => call(t, 'GET', `${BASE}/mycookings/`, undefined, author.token),
      200,
    );
    expect(mine).toHaveLength(1);
  });

  it("the Following feed is one, and a portfolio's page with its follows one, signed in or not", async () => {
    await follow(t, fan.token, 'countedAuthor');
    const following = await statementsOf(
      () => call(t, 'GET', `${BASE}/following/`, undefined, fan.token),
      200,
    );
    expect(following).toHaveLength(1);
    const portfolio = '/api/artist/portfolios/countedAuthor/';
    expect(await statementsOf(() => call(t, 'GET', portfolio, undefined, fan.token), 200)).toHaveLength(1);
    expect(await statementsOf(() => call(t, 'GET', portfolio), 200)).toHaveLength(1);
  });

  it("a note's page is one for the note, one for its reactions and one for its comments", async () => {
    const note = await statementsOf(
      () => call(t, 'GET', `${BASE}/cooking/${noteUuid}/`, undefined, fan.token),
      200,
    );
    expect(note).toHaveLength(1);
    const likes = await statementsOf(
      () => call(t, 'GET', `${BASE}/cooking/likes/?cookingidobj=${noteUuid}`, undefined, fan.token),
      200,
    );
    expect(likes).toHaveLength(1);
    const comments = await statementsOf(
      () => call(t, 'GET', `${BASE}/cooking/comments/?cookingidobj=${noteUuid}`, undefined, fan.token),
      200,
    );
    expect(comments).toHaveLength(1);
  });

  it('a note create mentioning an artist is eight, the fresh session check and the live notice among them', async () => {
    const note = {
      video: 'https://youtu.be/dQw4w9WgXcQ',
      lesson: 'Counted',
      access: 5,
      mention1: fan.portfolio,
    };
    await call(t, 'GET', `${BASE}/latest_cookings/`, undefined, author.token);
    counter.reset();
    expect((await call(t, 'POST', `${BASE}/cooking/`, note, author.token)).status).toBe(201);
    expect(counter.statements()).toHaveLength(8);
  });

  it('a follow is eight with its key: the session and key, the artist, the insert, its notification', async () => {
    const reader = await createArtist(t, 'countedReader');
    await call(t, 'GET', `${BASE}/latest_cookings/`, undefined, reader.token);
    counter.reset();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const res = await call(
      t,
      'POST',
      '/api/artist/follow/',
      { username: 'countedAuthor' },
      reader.token,
      key,
    );
    expect(res.status).toBe(201);
    // The notification is four: whether one was made today, the insert, its push queue and the
    // recipient's live notice (the bell's stream).
    expect(counter.statements()).toHaveLength(8);
  });

  it('a comment is eight and a reaction seven with their keys, the session and the key read as one', async () => {
    const write = (path: string, body: Record<string, unknown>) => {
      const uuid = crypto.randomUUID();
      return call(t, 'POST', `${BASE}${path}`, { ...body, uuid }, author.token, { 'idempotency-key': uuid });
    };
    // Someone else's note, so each write notifies its owner.
    const theirs = await call(
      t,
      'POST',
      `${BASE}/cooking/`,
      { video: 'https://youtu.be/dQw4w9WgXcQ', lesson: 'Theirs', access: 5 },
      fan.token,
    );
    await call(t, 'GET', `${BASE}/latest_cookings/`, undefined, author.token);
    counter.reset();
    expect(
      (await write('/cooking/comments/', { cookingidobj: theirs.body.uuid, comment: 'Counted' })).status,
    ).toBe(201);
    const comment = counter.statements();
    counter.reset();
    expect((await write('/cooking/likes/', { cookingidobj: theirs.body.uuid, like_type: 'LO' })).status).toBe(
      201,
    );
    const reaction = counter.statements();
    expect(comment.filter((q) => /insert into "notifications"/.test(q))).toHaveLength(1);
    expect(reaction.filter((q) => /insert into "notifications"/.test(q))).toHaveLength(1);
    expect(comment.filter((q) => /pg_notify/.test(q))).toHaveLength(1);
    expect(comment).toHaveLength(8);
    expect(reaction).toHaveLength(7);
  });
});
