/**
 * The Following feed: the newest video notes of the artists the caller follows that the caller may see
 * (notes/access.ts: a private note never, a mention-only note only when it mentions them), shaped and
 * paged as the home feed; signed-in only. A followed artist's new note notifies nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;

const BASE = '/api/whatiscooking';
const FEED = `${BASE}/following/`;
let t: TestContext;
let kim: Artist;
let rue: Artist;
let lou: Artist;
let fan: Awaited<ReturnType<typeof createVerifiedUser>>;
const lessons = (res: { body: { results: { lesson: string }[] } }) => res.body.results.map((n) => n.lesson);

async function post(author: Artist, lesson: string, access: number, mention1?: number) {
  const note = { video: 'https://youtu.be/dQw4w9WgXcQ', lesson, access, mention1 };
  const res = await call(t, 'POST', `${BASE}/cooking/`, note, author.token);
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  t = await makeTestApp();
  kim = await createArtist(t, 'feedKim');
  rue = await createArtist(t, 'feedRue');
  lou = await createArtist(t, 'feedLou');
  fan = await createVerifiedUser(t, { username: 'feedFan' });
  await post(kim, 'Kim public', 5);
  await post(kim, 'Kim for Rue', 3, rue.portfolio);
  await post(kim, 'Kim private', 1);
  await post(lou, 'Lou public', 5);
  await post(rue, 'Rue public', 5);
  await post(kim, 'Kim public again', 5);
  await follow(t, fan.token, 'feedKim');
  await follow(t, fan.token, 'feedRue');
  await follow(t, rue.token, 'feedKim');
});
afterAll(() => t.close());

describe('the Following feed', () => {
  it("shows only the followed artists' notes the viewer may see, newest first", async () => {
    const mine = await call(t, 'GET', FEED, undefined, fan.token);
    expect(mine.status).toBe(200);
    expect(lessons(mine)).toEqual(['Kim public again', 'Rue public', 'Kim public']);
    expect(mine.body.count).toBe(3);
    // Rue follows Kim (her own notes are not in it): the note mentioning her is hers to see.
    const rues = await call(t, 'GET', FEED, undefined, rue.token);
    expect(lessons(rues)).toEqual(['Kim public again', 'Kim for Rue', 'Kim public']);
  });

  it('gives each note as the home feed does', async () => {
    const feed = await call(t, 'GET', FEED, undefined, fan.token);
    const home = await call(t, 'GET', `${BASE}/latest_cookings/`, undefined, fan.token);
    const [newest] = feed.body.results;
    expect(home.body.results.find((n: { id: number }) => n.id === newest.id)).toEqual(newest);
  });

  it('pages as the home feed does', async () => {
    const first = await call(t, 'GET', `${FEED}?page_size=2`, undefined, fan.token);
    expect(lessons(first)).toEqual(['Kim public again', 'Rue public']);
    expect(first.body).toMatchObject({ count: 3, previous: null });
    const next = new URL(first.body.next);
    const second = await call(t, 'GET', next.pathname + next.search, undefined, fan.token);
    expect(lessons(second)).toEqual(['Kim public']);
    expect(second.body.next).toBeNull();
    expect((await call(t, 'GET', `${FEED}?after=x`, undefined, fan.token)).status).toBe(400);
  });

  it('is empty for someone who follows nobody, and 401 for a guest', async () => {
    const none = await call(t, 'GET', FEED, undefined, lou.token);
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(await call(t, 'GET', FEED)).toMatchObject({ status: 401 });
  });

  it('loses an artist once unfollowed', async () => {
    expect((await call(t, 'DELETE', '/api/artist/follow/feedRue/', undefined, fan.token)).status).toBe(204);
    expect(lessons(await call(t, 'GET', FEED, undefined, fan.token))).toEqual([
      'Kim public again',
      'Kim public',
    ]);
  });

  it("tells no follower of a followed artist's new note", async () => {
    await post(kim, 'Kim news', 5);
    const bell = await call(t, 'GET', '/api/notifications/e1t1/', undefined, fan.token);
    expect(bell.status).toBe(200);
    expect(bell.body.results.filter((n: { sender: string }) => n.sender === 'feedKim')).toEqual([]);
    expect(lessons(await call(t, 'GET', FEED, undefined, fan.token))[0]).toBe('Kim news');
  });
});
