/**
 * Delete my account: after the password, the user's content, images and sessions go; sign-in fails,
 * their tokens are 401 at once, their public pages 404; a fee lab with a buyer inside their period
 * stays readable for that buyer only, until the purge after the last period; sales and purchase
 * records stay, showing a deleted account without its name; the username is free again.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, portfolios, uploads, users } from '../../src/server/db/schema';
import { purgeClosedLabs } from '../../src/server/features/account/closed-labs';
import { startSession } from '../../src/server/features/auth/session.service';
import { accountMessages, DELETED_USERNAME } from '../../src/shared/account';
import { msg } from '../../src/shared/messages';
import { createArtist } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Published = Awaited<ReturnType<typeof publishLab>>;

const DAY = 24 * 60 * 60 * 1000;
const W = '/api/whatiscooking';
let t: TestContext;
let leaver: Account;
let buyer: Account;
let lapsed: Account;
let stranger: Account;
let kept: Published;
let ended: Published;
let unsold: Published;
let theirs: Published;
let publicNote: number;
let given: string;
let received: string;
let journey: string;
let organised: string;
let taught: string;
let hosted: string;
const PHOTO = `p-${randomUUID()}`;

const get = (path: string, token?: string) => call(t, 'GET', path, undefined, token);
const remove = (token: string, password: string) =>
  call(t, 'POST', '/api/account/delete/', { password }, token);
const signIn = (email: string) => call(t, 'POST', '/api/auth/login/', { email, password: 'groove1234' });

beforeAll(async () => {
  t = await makeTestApp();
  leaver = await createArtist(t, 'delLeaver', 'Leaving Artist');
  buyer = await createArtist(t, 'delBuyer');
  lapsed = await createArtist(t, 'delLapsed');
  stranger = await createArtist(t, 'delStranger');
  await connectPayments(t, leaver.id);
  await connectPayments(t, stranger.id);
  await t.deps.db
    .insert(uploads)
    .values({ key: PHOTO, userId: leaver.id, type: 'image/webp', status: 'ready' });
  await t.deps.storage.put(`medium/${PHOTO}`, new Uint8Array([1, 2, 3]), 'image/webp');
  await t.deps.db.update(portfolios).set({ photo: PHOTO }).where(eq(portfolios.userId, leaver.id));
  kept = await publishLab(t, leaver, 'Kept krump', { access: [5, 1, 1], period: 30 });
  ended = await publishLab(t, leaver, 'Ended popping', { access: [5, 5, 5] });
  unsold = await publishLab(t, leaver, 'Unsold house', { access: [5, 5, 5] });
  theirs = await publishLab(t, stranger, 'Stranger waacking', { access: [5, 5, 5] });
  await insertPurchase(t, buyer.id, kept.plab.id, { days: 30, startedDaysAgo: 10 });
  await insertPurchase(t, lapsed.id, kept.plab.id, { days: 30, startedDaysAgo: 40 });
  await insertPurchase(t, buyer.id, ended.plab.id, { days: 30, startedDaysAgo: 40 });
  await insertPurchase(t, leaver.id, theirs.plab.id, { amountCents: 2000 });
  const mine = await get(`${W}/mycookings/`, leaver.token);
  publicNote = mine.body.results.find((n: { access: number }) => n.access === 5).id;
  await call(t, 'POST', `${W}/cooking/comments/`, { cookingidobj: publicNote, comment: 'nice' }, buyer.token);
  const shoutout = async (from: Account, to: string) =>
    (
      await call(
        t,
        'POST',
        '/api/e1t1/sharing/',
        { image: await readyUpload(t, from.token, 'S'), teacher: to, s_teacher_name: to },
        from.token,
      )
    ).body.uuid as string;
  given = await shoutout(leaver, 'delStranger');
  await call(t, 'POST', `/api/e1t1/sharing/${given}/approve/`, {}, stranger.token);
  received = await shoutout(stranger, 'delLeaver');
  await call(
    t,
    'POST',
    '/api/e1t1/sharing/comments/',
    { shareidobj: received, comment: 'Thanks!' },
    leaver.token,
  );
  const diary = { joevent: 'Diary', jophoto1: await readyUpload(t, leaver.token, 'J') };
  journey = (await call(t, 'POST', '/api/journey/', diary, leaver.token)).body.uuid;
  const workshop = async (from: Account, teacher1: string) =>
    (
      await call(
        t,
        'POST',
        '/api/workshops/create/',
        {
          title: 'Session',
          poster: await readyUpload(t, from.token, 'W'),
          start_date: '2031-01-01',
          country: 'US',
          teacher1,
        },
        from.token,
      )
    ).body.uuid as string;
  organised = await workshop(leaver, '');
  taught = await workshop(stranger, 'delLeaver');
  await call(t, 'POST', '/api/workshops/iamgoing/', { workshop: taught }, leaver.token);
  await call(t, 'POST', '/api/workshops/room/request-access/', { workshop_uuid: organised }, stranger.token);
  organised = (await createEvent(t, leaver.token, { title: 'Leaver jam' })).uuid;
  hosted = (await createEvent(t, stranger.token, { event_guests: [{ username: 'delLeaver', role: 'host' }] }))
    .uuid;
  for (const event of [organised, hosted])
    await call(t, 'POST', '/api/events/iamgoing/', { event }, leaver.token);
  await call(t, 'POST', '/api/events/iamgoing/', { event: organised }, stranger.token);
  await call(t, 'POST', '/api/calendar/feed/', undefined, leaver.token);
});
afterAll(() => t.close());

describe('deleting my account', () => {
  it('asks for the password and refuses a wrong one with the app’s wording', async () => {
    const wrong = await remove(leaver.token, 'not-my-password');
    expect(wrong).toMatchObject({ status: 400, body: { password: [accountMessages.wrongPassword] } });
    const empty = await remove(leaver.token, '');
    expect(empty).toMatchObject({ status: 400, body: { password: [msg.passwordRequired] } });
    expect((await get(`/api/artist/portfolios/delLeaver/`)).status).toBe(200);
  });

  it('is refused to a guest', async () => {
    expect((await call(t, 'POST', '/api/account/delete/', { password: 'groove1234' })).status).toBe(401);
  });

  it('deletes the account: sign-in fails, tokens are 401 at once, the images are gone', async () => {
    // A read first, so this process has the session's answer remembered.
    expect((await get('/api/auth/user/', leaver.token)).status).toBe(200);
    const res = await remove(leaver.token, 'groove1234');
    expect(res).toMatchObject({ status: 200 });
    expect((await signIn('delleaver@example.com')).status).toBe(400);
    expect((await get('/api/auth/user/', leaver.token)).status).toBe(401);
    expect((await get(`${W}/mycookings/`, leaver.token)).status).toBe(401);
    expect((await call(t, 'POST', '/api/account/export/', undefined, leaver.token)).status).toBe(401);
    expect(await t.deps.storage.get(`medium/${PHOTO}`)).toBeNull();
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row).toMatchObject({ username: DELETED_USERNAME, passwordHash: null, googleSub: null });
    expect(row?.email).not.toContain('delleaver');
  });

  it('answers 404 for the user’s public pages and leaves their content out of lists', async () => {
    expect((await get('/api/artist/portfolios/delLeaver/')).status).toBe(404);
    expect((await get(`${W}/cooking/${publicNote}/`, stranger.token)).status).toBe(404);
    expect((await get(`${W}/publishedlabs/${unsold.plab.id}/`)).status).toBe(404);
    expect((await get(`${W}/publishedlabs/${kept.plab.id}/`)).status).toBe(404);
    expect((await get(`${W}/publishedlabs/${kept.plab.id}/`, stranger.token)).status).toBe(404);
    const listed = await get(`${W}/publishedlabs/list/`);
    expect(listed.body.results.map((lab: { name: string }) => lab.name)).toEqual(['Stranger waacking']);
    const feed = await get(`${W}/latest_cookings/`);
    expect(feed.status).toBe(200);
    expect(feed.body.results.map((n: { username: string }) => n.username)).not.toContain(DELETED_USERNAME);
    const search = await get('/api/artist/search/?query=Leaving');
    expect(search).toMatchObject({ status: 200, body: [] });
    expect((await get('/api/artist/search/?query=delStranger')).body).toHaveLength(1);
  });

  it('removes the events they organised, and takes them off the guests and goers of others', async () => {
    expect((await get(`/api/events/list/${organised}/`)).status).toBe(404);
    expect((await get('/api/events/iamgoing-events/', stranger.token)).body.count).toBe(0);
    expect((await get(`/api/events/list/${hosted}/`)).body).toMatchObject({
      event_guests: [],
      going_count: 0,
    });
    expect(await t.deps.db.select().from(calendarFeeds)).toEqual([]);
  });

  it('removes their shoutouts, comments and journeys; one given to them stays its author’s, untagged', async () => {
    expect((await get(`/api/e1t1/sharing/${given}/`, stranger.token)).status).toBe(404);
    expect((await get('/api/e1t1/sharing/list/students/', stranger.token)).body.count).toBe(0);
    expect((await get(`/api/journey/${journey}/`)).status).toBe(404);
    const kept = await get(`/api/e1t1/sharing/${received}/`, stranger.token);
    expect(kept).toMatchObject({ status: 200, body: { teacher: null, s_teacher_name: 'delLeaver' } });
    const comments = await get(`/api/e1t1/sharing/comments/?shareidobj=${received}`, stranger.token);
    expect(comments.body.count).toBe(0);
  });

  it('removes the workshops they organised and their going; one they were tagged in stays, untagged', async () => {
    expect((await get(`/api/workshops/${organised}/`)).status).toBe(404);
    const other = await get(`/api/workshops/${taught}/`);
    expect(other).toMatchObject({ status: 200, body: { teacher1: '', going_count: 0 } });
    expect((await get('/api/workshops/list')).body.count).toBe(1);
  });

  it('keeps the fee lab readable for a buyer inside their period, shown as a deleted account', async () => {
    const detail = await get(`${W}/publishedlabs/${kept.plab.id}/`, buyer.token);
    expect(detail).toMatchObject({
      status: 200,
      body: { username: DELETED_USERNAME, access: { can_watch: true } },
    });
    const videos = await get(`${W}/videos-of-a-publishedlab/?lab_id=${kept.plab.id}`, buyer.token);
    expect(videos).toMatchObject({ status: 200, body: { count: 3 } });
    const lapsedVideos = await get(`${W}/videos-of-a-publishedlab/?lab_id=${kept.plab.id}`, lapsed.token);
    expect(lapsedVideos.status).toBe(403);
    const strangerVideos = await get(`${W}/videos-of-a-publishedlab/?lab_id=${kept.plab.id}`, stranger.token);
    expect(strangerVideos.status).toBe(404);
    const checkout = await call(t, 'POST', '/api/payments/checkout/', { plab: kept.plab.id }, stranger.token);
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    expect(checkout.status).toBeLessThan(500);
  });

  it('keeps sales and purchase records without the deleted user’s name', async () => {
    const purchased = await get(`${W}/purchasedlabs/list/`, buyer.token);
    const names = purchased.body.results.map((p: { plab: { name: string; username: string } }) => p.plab);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Kept krump', username: DELETED_USERNAME }),
        expect.objectContaining({ name: 'Ended popping', username: DELETED_USERNAME }),
      ]),
    );
    const earnings = await get('/api/payments/earnings/', stranger.token);
    expect(earnings.body.results).toMatchObject([{ buyer: DELETED_USERNAME, amount: '20.00' }]);
    expect(JSON.stringify([purchased.body, earnings.body])).not.toContain('delLeaver');
  });

  it('purges the kept lab’s videos once the last period ends, keeping its record', async () => {
    expect(await purgeClosedLabs(t.deps)).toBe(0);
    t.advance(21 * DAY);
    const session = await startSession(t.deps, { id: buyer.id, username: buyer.username });
    expect(await purgeClosedLabs(t.deps)).toBe(1);
    const videos = await get(`${W}/videos-of-a-publishedlab/?lab_id=${kept.plab.id}`, session.access_token);
    expect(videos.status).toBe(403);
    const purchased = await get(`${W}/purchasedlabs/list/`, session.access_token);
    expect(purchased.body.results.map((p: { plab: { name: string } }) => p.plab.name)).toContain(
      'Kept krump',
    );
    const strangerSession = await startSession(t.deps, { id: stranger.id, username: stranger.username });
    const mine = await get(`${W}/mycookings/`, strangerSession.access_token);
    expect(mine.body.count).toBe(3);
  });

  it('frees the username for a new sign-up', async () => {
    const res = await call(t, 'POST', '/api/auth/registration/', {
      username: 'delLeaver',
      email: 'new.leaver@example.com',
      password1: 'groove1234',
      password2: 'groove1234',
      country: 'US',
    });
    expect(res.status).toBe(201);
  });
});
