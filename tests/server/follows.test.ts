/**
 * Following artists: follow (idempotent, refused for oneself, an unknown artist or a bad username),
 * unfollow (204 either way), a portfolio's counts and the viewer's `i_follow`, the public lists of
 * followers and followed, newest first and paged, and an account deletion taking its follows along.
 */
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { followMsg } from '../../src/shared/schemas/follows';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;

let t: TestContext;
let kim: Artist;
let rue: Artist;
let fan: Awaited<ReturnType<typeof createVerifiedUser>>;

const FOLLOW = '/api/artist/follow/';
const get = (path: string, token?: string) => call(t, 'GET', path, undefined, token);
const portfolio = (username: string, token?: string) => get(`/api/artist/portfolios/${username}/`, token);
const usernames = (res: { body: { results: { username: string }[] } }) =>
  res.body.results.map((row) => row.username);

beforeAll(async () => {
  t = await makeTestApp();
  kim = await createArtist(t, 'bboyKim', 'B-Boy Kim');
  rue = await createArtist(t, 'bgirlRue', 'B-Girl Rue');
  fan = await createVerifiedUser(t, { username: 'plainFan' });
});
afterAll(() => t.close());

describe('following an artist', () => {
  it('answers 201 with the artist and when, then 200 with the same follow, any case', async () => {
    const first = await call(t, 'POST', FOLLOW, { username: 'BBOYKIM' }, fan.token);
    expect(first).toMatchObject({ status: 201 });
    expect(first.body).toEqual({
      id: expect.any(Number),
      username: 'bboyKim',
      artist_name: 'B-Boy Kim',
      profile_photo: null,
      created: expect.any(String),
    });
    const again = await call(t, 'POST', FOLLOW, { username: 'bboyKim' }, fan.token);
    expect(again).toMatchObject({ status: 200, body: first.body });
  });

  it('answers a replayed Idempotency-Key with the stored answer', async () => {
    const send = () =>
      call(t, 'POST', FOLLOW, { username: 'bgirlRue' }, kim.token, { 'idempotency-key': 'follow-rue-0001' });
    const first = await send();
    expect(first.status).toBe(201);
    const replay = await send();
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses oneself, an unknown artist, a user without a portfolio and a bad username at the field', async () => {
    const refused = async (username: unknown, message: string) =>
      expect(await call(t, 'POST', FOLLOW, { username }, kim.token)).toMatchObject({
        status: 400,
        body: { username: [message] },
      });
    await refused('BboyKim', followMsg.notYourself);
    await refused('nobody', msg.artistNotFound);
    await refused('plainFan', msg.artistNotFound);
    await refused('a'.repeat(150), msg.artistNotFound);
    await refused('a'.repeat(151), 'Username must be 150 characters or less');
    await refused('  ', msg.usernameRequired);
    await refused(undefined, msg.usernameRequired);
    await refused(42, msg.usernameRequired);
    const french = await call(t, 'POST', FOLLOW, { username: 'bboyKim' }, kim.token, {
      'accept-language': 'fr',
    });
    expect(french.body).toEqual({ username: ['Vous ne pouvez pas vous suivre vous-même.'] });
  });

  it('needs a signed-in user, to follow and to unfollow', async () => {
    expect((await call(t, 'POST', FOLLOW, { username: 'bboyKim' })).status).toBe(401);
    expect((await call(t, 'DELETE', `${FOLLOW}bboyKim/`)).status).toBe(401);
  });
});

describe('unfollowing', () => {
  it('answers 204, followed or not, with or without the trailing slash', async () => {
    await follow(t, rue.token, 'bboyKim');
    expect((await call(t, 'DELETE', `${FOLLOW}BBOYKIM/`, undefined, rue.token)).status).toBe(204);
    expect((await call(t, 'DELETE', `${FOLLOW}bboyKim`, undefined, rue.token)).status).toBe(204);
    expect((await call(t, 'DELETE', `${FOLLOW}nobody/`, undefined, rue.token)).status).toBe(204);
    expect(usernames(await get('/api/artist/following/?username=bgirlRue'))).not.toContain('bboyKim');
  });
});

describe('a portfolio', () => {
  it('counts its followers and whom its owner follows, and tells the viewer whether they follow', async () => {
    const guest = await portfolio('bboyKim');
    expect(guest.body).toMatchObject({ followers_count: 1, following_count: 1, i_follow: false });
    expect((await portfolio('bboykim', fan.token)).body.i_follow).toBe(true);
    expect((await portfolio('bboyKim', rue.token)).body.i_follow).toBe(false);
    expect((await portfolio('bgirlRue', kim.token)).body).toMatchObject({
      followers_count: 1,
      following_count: 0,
      i_follow: true,
    });
  });

  it("is answered the same by its owner's edit", async () => {
    const edited = await call(t, 'PATCH', '/api/artist/portfolios/bboyKim/', { bio: 'Toprock' }, kim.token);
    expect(edited).toMatchObject({
      status: 200,
      body: { bio: 'Toprock', followers_count: 1, following_count: 1 },
    });
    expect(edited.body).toEqual((await portfolio('bboyKim', kim.token)).body);
  });
});

describe('the lists', () => {
  it('list followers and followed, newest first, as profiles, to anyone', async () => {
    await follow(t, rue.token, 'bboyKim');
    const followers = await get('/api/artist/followers/?username=BboyKim');
    expect(followers.status).toBe(200);
    expect(followers.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(followers.body.results).toEqual([
      {
        id: expect.any(Number),
        username: 'bgirlRue',
        artist_name: 'B-Girl Rue',
        profile_photo: null,
        created: expect.any(String),
      },
      // A follower without a portfolio is named by their username.
      {
        id: expect.any(Number),
        username: 'plainFan',
        artist_name: 'plainFan',
        profile_photo: null,
        created: expect.any(String),
      },
    ]);
    const following = await get('/api/artist/following/?username=plainfan', rue.token);
    expect(usernames(following)).toEqual(['bboyKim']);
    expect(usernames(await get('/api/artist/followers/?username=plainFan'))).toEqual([]);
  });

  it('page by the follow, following next and previous', async () => {
    const first = await get('/api/artist/followers/?username=bboyKim&page_size=1');
    expect(usernames(first)).toEqual(['bgirlRue']);
    expect(first.body.count).toBe(2);
    const next = new URL(first.body.next);
    const second = await get(next.pathname + next.search);
    expect(usernames(second)).toEqual(['plainFan']);
    expect(second.body.next).toBeNull();
    const previous = new URL(second.body.previous);
    expect(usernames(await get(previous.pathname + previous.search))).toEqual(['bgirlRue']);
  });

  it('answer 404 for an unknown username and 400 without one or for a bad page', async () => {
    for (const side of ['followers', 'following']) {
      expect(await get(`/api/artist/${side}/?username=nobody`)).toMatchObject({
        status: 404,
        body: { detail: msg.notFound },
      });
      expect(await get(`/api/artist/${side}/`)).toMatchObject({
        status: 400,
        body: { username: [msg.usernameRequired] },
      });
      expect((await get(`/api/artist/${side}/?username=bboyKim&page_size=0`)).status).toBe(400);
    }
  });
});

describe('deleting an account', () => {
  it('removes whom it followed and who followed it', async () => {
    const leaver = await createArtist(t, 'followLeaver');
    await follow(t, leaver.token, 'bboyKim');
    await follow(t, kim.token, 'followLeaver');
    const removed = await call(t, 'POST', '/api/account/delete/', { password: 'groove1234' }, leaver.token);
    expect(removed.status).toBe(200);
    const left = await t.deps.db
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, leaver.id), eq(follows.followedId, leaver.id)));
    expect(left).toEqual([]);
    expect((await portfolio('bboyKim')).body).toMatchObject({ followers_count: 2, following_count: 1 });
    expect(usernames(await get('/api/artist/following/?username=bboyKim'))).toEqual(['bgirlRue']);
  });
});
