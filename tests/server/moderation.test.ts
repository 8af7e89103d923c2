/**
 * Moderators (the accounts in MODERATOR_EMAILS): their routes refuse guests (401) and everyone else
 * (403); the queue groups open reports by target with counts, reasons, texts, author and content,
 * newest group first and paged; resolving dismisses, hides or suspends, for all of a target's reports
 * at once, recorded and told to the reporters (and to the author of what was hidden). A suspended
 * account cannot sign in or refresh, its access tokens die within 30 s, and lifting it lets it back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  cookings,
  moderationActions,
  notifications,
  reports,
  users,
} from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import { msg } from '../../src/shared/messages';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { moderationMsg } from '../../src/shared/schemas/reports';
import { createVerifiedUser } from '../helpers/accounts';
import { insertPurchase } from '../helpers/labs';
import { reportWorld, VIDEO } from '../helpers/reports-world';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let t: TestContext;
let mod: User;
let fans: User[];

const BASE = '/api/moderation';
const get = (path: string, token?: string) => call(t, 'GET', `${BASE}${path}`, undefined, token);
const resolve = (id: number, action: string, token = mod.token) =>
  call(t, 'POST', `${BASE}/reports/${id}/resolve/`, { action }, token);
const report = (who: User, target_type: string, target_id: string, reason = 'spam', text = '') =>
  call(t, 'POST', '/api/reports/', { target_type, target_id, reason, text }, who.token);
const login = (user: User) =>
  call(t, 'POST', '/api/auth/login/', { email: user.user.email, password: user.password });
const groupsOf = async () =>
  (await get('/reports/?page_size=100', mod.token)).body.results as { id: number; target_id: string }[];
const groupOf = async (key: string) =>
  (await groupsOf()).find((group) => group.target_id === key.toLowerCase());
const notified = (recipientId: number, type: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.type, type)));

beforeAll(async () => {
  t = await makeTestApp({ MODERATOR_EMAILS: 'someone@else.example, Mod@Example.com' });
  mod = await createVerifiedUser(t, { username: 'modMia', email: 'mod@example.com' });
  fans = [];
  for (const name of ['modFanA', 'modFanB', 'modFanC'])
    fans.push(await createVerifiedUser(t, { username: name }));
});
afterAll(() => t.close());

const fan = (i: number) => fans[i] as User;

describe('who moderates', () => {
  it('tells the signed-in user whether they are a moderator', async () => {
    const me = (token: string) => call(t, 'GET', '/api/auth/user/', undefined, token);
    expect((await me(mod.token)).body.is_moderator).toBe(true);
    expect((await me(fan(0).token)).body.is_moderator).toBe(false);
  });

  it.each([
    ['GET', '/reports/'],
    ['POST', '/reports/1/resolve/'],
    ['GET', '/actions/'],
    ['GET', '/suspended/'],
    ['DELETE', '/suspended/modFanA/'],
  ])('%s %s is 401 for a guest, 403 for a user, open to a moderator', async (method, path) => {
    const send = (token?: string) =>
      call(t, method, `${BASE}${path}`, method === 'POST' ? { action: 'dismiss' } : undefined, token);
    expect((await send()).status).toBe(401);
    expect(await send(fan(0).token)).toMatchObject({ status: 403, body: { detail: msg.forbidden } });
    expect([200, 404]).toContain((await send(mod.token)).status);
  });
});

describe('the queue', () => {
  it('groups open reports by target, newest group first, with what was said and what it is', async () => {
    const world = await reportWorld(t, 'queueAuthor');
    await report(fan(0), 'note', world.ids.note, 'spam');
    await report(fan(1), 'note', world.ids.note, 'spam', 'Same link everywhere');
    await report(fan(2), 'note', world.ids.note, 'other', 'Stolen move');
    await report(fan(0), 'event', world.ids.event, 'violence');
    const page = await get('/reports/?page_size=1', mod.token);
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(1);
    expect(page.body.results[0]).toMatchObject({
      target_type: 'event',
      count: 1,
      reasons: { violence: 1 },
      texts: [],
    });
    expect(page.body.results[0].content).toMatchObject({
      text: 'Jam',
      image: '/media/medium/event-key',
      video: null,
    });
    const next = await call(
      t,
      'GET',
      new URL(page.body.next).pathname + new URL(page.body.next).search,
      undefined,
      mod.token,
    );
    expect(next.body.results[0]).toEqual({
      id: expect.any(Number),
      target_type: 'note',
      target_id: world.ids.note,
      count: 3,
      reasons: { spam: 2, other: 1 },
      texts: ['Stolen move', 'Same link everywhere'],
      last_reported: expect.any(String),
      author: { username: 'queueAuthor', artist_name: 'queueAuthor Name', profile_photo: null },
      content: {
        text: 'Footwork drills',
        image: null,
        video: VIDEO,
        url: `/whatiscooking/${world.ids.note}`,
      },
      hidden: false,
      suspended: false,
    });
  });

  it('shows each kind of target with its words, image and page', async () => {
    const world = await reportWorld(t, 'kindAuthor');
    await insertPurchase(t, fan(0).user.id, world.plab.id);
    for (const type of ['comment', 'shoutout', 'journey', 'workshop', 'room_message', 'artist'] as const)
      expect((await report(fan(0), type, world.ids[type])).status).toBe(201);
    const content = async (key: string) =>
      ((await groupOf(key)) as { content?: unknown } | undefined)?.content;
    expect(await content(world.ids.comment)).toEqual({
      text: 'Buy followers',
      image: null,
      video: null,
      url: `/whatiscooking/${world.ids.note}`,
    });
    expect(await content(world.ids.shoutout)).toEqual({
      text: 'Thanks',
      image: '/media/medium/cover-key',
      video: null,
      url: `/e1t1/${world.ids.shoutout}`,
    });
    expect(await content(world.ids.journey)).toEqual({
      text: 'Road\n\nTrip',
      image: '/media/medium/journey-key',
      video: null,
      url: '/kindAuthor/journey',
    });
    expect(await content(world.ids.workshop)).toMatchObject({
      text: 'Popping Basics\n\nBring shoes',
      url: `/workshops/${world.ids.workshop}`,
    });
    expect(await content(world.ids.room_message)).toEqual({
      text: 'Welcome',
      image: null,
      video: null,
      url: `/publishedlabs/${world.plab.uuid}`,
    });
    expect(await content('kindauthor')).toEqual({
      text: 'kindAuthor Name',
      image: null,
      video: null,
      url: '/kindAuthor',
    });
  });

  it('still lists a target deleted since, without content', async () => {
    const world = await reportWorld(t, 'goneAuthor');
    await report(fan(1), 'note', world.ids.note);
    await t.deps.db.delete(cookings).where(eq(cookings.id, world.note.id));
    expect(await groupOf(world.ids.note)).toMatchObject({ content: null, hidden: false, count: 1 });
  });
});

describe('resolving', () => {
  it('dismisses every open report of the target, records it and thanks each reporter', async () => {
    const world = await reportWorld(t, 'dismissAuthor');
    await report(fan(0), 'workshop', world.ids.workshop);
    await report(fan(1), 'workshop', world.ids.workshop, 'harassment');
    const group = await groupOf(world.ids.workshop);
    const res = await resolve(group?.id ?? 0, 'dismiss');
    expect(res).toMatchObject({
      status: 200,
      body: {
        action: 'dismiss',
        moderator: 'modMia',
        target_type: 'workshop',
        target_id: world.ids.workshop,
        target_username: 'dismissAuthor',
      },
    });
    expect(await groupOf(world.ids.workshop)).toBeUndefined();
    const handled = await t.deps.db.select().from(reports).where(eq(reports.targetKey, world.ids.workshop));
    expect(handled.map((row) => row.actionId)).toEqual([res.body.id, res.body.id]);
    for (const i of [0, 1]) {
      const [told] = (await notified(fan(i).user.id, NOTIFICATION_TYPE.reportHandled)).slice(-1);
      expect(told).toMatchObject({
        context: NOTIFICATION_CONTEXT.moderation,
        senderId: null,
        template: expect.stringContaining('looked at your report'),
      });
    }
    expect(await notified(world.author.id, NOTIFICATION_TYPE.hidden)).toEqual([]);
    expect((await resolve(group?.id ?? 0, 'dismiss')).status).toBe(404);
  });

  it('hides the content and tells its author why', async () => {
    const world = await reportWorld(t, 'hideAuthor');
    await report(fan(0), 'comment', world.ids.comment, 'spam');
    await report(fan(1), 'comment', world.ids.comment, 'spam');
    await report(fan(2), 'comment', world.ids.comment, 'harassment');
    const res = await resolve((await groupOf(world.ids.comment))?.id ?? 0, 'hide');
    expect(res).toMatchObject({ status: 200, body: { action: 'hide' } });
    const [row] = await t.deps.db.select().from(comments).where(eq(comments.uuid, world.ids.comment));
    expect(row?.hiddenAt).toBeInstanceOf(Date);
    const [told] = await notified(world.author.id, NOTIFICATION_TYPE.hidden);
    expect(told).toMatchObject({
      context: NOTIFICATION_CONTEXT.moderation,
      templateValues: { thing: 'comment', reason: 'spam' },
    });
    expect(await notified(fan(2).user.id, NOTIFICATION_TYPE.reportHandled)).not.toEqual([]);
    // Someone else's report of the hidden comment cannot be made: it is no longer theirs to see.
    expect((await report(mod, 'comment', world.ids.comment)).status).toBe(400);
  });

  it('cannot hide an artist, and leaves their reports open', async () => {
    const world = await reportWorld(t, 'artistAuthor');
    await report(fan(0), 'artist', world.ids.artist);
    const group = await groupOf(world.ids.artist);
    const res = await resolve(group?.id ?? 0, 'hide');
    expect(res).toMatchObject({ status: 400, body: { action: [moderationMsg.notHideable] } });
    expect(await groupOf(world.ids.artist)).toMatchObject({ id: group?.id, count: 1 });
  });

  it('refuses an unknown report, a bad id and a bad action', async () => {
    expect((await resolve(999_999, 'dismiss')).status).toBe(404);
    expect((await resolve(2_147_483_648, 'dismiss')).status).toBe(404);
    expect((await resolve(1, 'ban')).status).toBe(400);
  });

  it('resolves a group once when two moderators act at once', async () => {
    const world = await reportWorld(t, 'raceAuthor');
    await report(fan(0), 'event', world.ids.event);
    const id = (await groupOf(world.ids.event))?.id ?? 0;
    const both = await Promise.all([resolve(id, 'dismiss'), resolve(id, 'hide')]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 404]);
    const recorded = await t.deps.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.targetKey, world.ids.event));
    expect(recorded).toHaveLength(1);
  });
});

describe('suspending', () => {
  it('ends the sessions, refuses sign-in, lists the account, and lifting lets it back', async () => {
    const world = await reportWorld(t, 'suspendAuthor');
    const author = { user: { email: 'suspendauthor@example.com' }, password: 'groove1234' } as User;
    const session = await login(author);
    expect(session.status).toBe(200);
    await report(fan(0), 'shoutout', world.ids.shoutout, 'harassment');
    const res = await resolve((await groupOf(world.ids.shoutout))?.id ?? 0, 'suspend');
    expect(res).toMatchObject({ status: 200, body: { action: 'suspend', target_username: 'suspendAuthor' } });
    const [account] = await t.deps.db.select().from(users).where(eq(users.id, world.author.id));
    expect(account?.suspendedAt).toBeInstanceOf(Date);

    const refused = { status: 400, body: { non_field_errors: [msg.accountSuspended] } };
    expect(await login(author)).toMatchObject(refused);
    // Google sign-in starts its session the same way.
    await expect(startSession(t.deps, world.author)).rejects.toMatchObject(refused);
    expect(
      await call(t, 'POST', '/api/auth/token/refresh/', { refresh: session.body.refresh_token }),
    ).toMatchObject(refused);
    t.advance(31 * 1000);
    expect((await call(t, 'GET', '/api/auth/user/', undefined, session.body.access_token)).status).toBe(401);
    const note = () =>
      call(t, 'GET', `/api/whatiscooking/cooking/${world.ids.note}`, undefined, fan(1).token);
    expect((await note()).status).toBe(404);

    const listed = await get('/suspended/', mod.token);
    expect(listed.body.results).toContainEqual({
      id: world.author.id,
      username: 'suspendAuthor',
      artist_name: 'suspendAuthor Name',
      profile_photo: null,
      suspended: account?.suspendedAt?.toISOString(),
    });

    expect((await call(t, 'DELETE', `${BASE}/suspended/SUSPENDAUTHOR/`, undefined, mod.token)).status).toBe(
      204,
    );
    expect((await call(t, 'DELETE', `${BASE}/suspended/suspendAuthor`, undefined, mod.token)).status).toBe(
      404,
    );
    expect((await login(author)).status).toBe(200);
    expect((await note()).status).toBe(200);
    expect(
      (await get('/suspended/', mod.token)).body.results.map((row: { username: string }) => row.username),
    ).not.toContain('suspendAuthor');

    const first = await get('/actions/?page_size=1', mod.token);
    expect(first.body.results).toEqual([
      {
        id: expect.any(Number),
        action: 'lift',
        moderator: 'modMia',
        target_type: 'artist',
        target_id: 'suspendauthor',
        target_username: 'suspendAuthor',
        created: expect.any(String),
      },
    ]);
    const next = new URL(first.body.next);
    const second = await call(t, 'GET', `${next.pathname}${next.search}`, undefined, mod.token);
    expect(second.body.results).toEqual([
      expect.objectContaining({ action: 'suspend', target_type: 'shoutout', target_id: world.ids.shoutout }),
    ]);
  });
});
