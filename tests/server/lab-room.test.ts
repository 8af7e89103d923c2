/**
 * Purchased labs and lab rooms: the buyer's lists of their labs, and a room's members and chat, for
 * the owner, a buyer within the period, a buyer after it, another user and a guest, on a fee lab, a
 * free lab (joined) and a lab without a subscription yet.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPurchases } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { labMessages } from '../../src/shared/schemas/published-labs';
import { createArtist } from '../helpers/accounts';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Published = Awaited<ReturnType<typeof publishLab>>;
type Viewer = 'owner' | 'buyer' | 'lapsed' | 'stranger' | 'guest';

let t: TestContext;
let owner: Account;
let buyer: Account;
let lapsed: Account;
let stranger: Account;
let renewer: Account;
let fee: Published;
let free: Published;
let draft: Published;
const BASE = '/api/whatiscooking';
const everyone = ['owner', 'buyer', 'lapsed', 'stranger', 'guest'] as const;

const tokenOf = (viewer: Viewer) => ({ owner, buyer, lapsed, stranger, guest: undefined })[viewer]?.token;
const get = (path: string, viewer: Viewer) => call(t, 'GET', `${BASE}${path}`, undefined, tokenOf(viewer));
const chat = (plab: number | string, comment: string, viewer: Viewer, uuid?: string) =>
  call(t, 'POST', `${BASE}/labroom-chat/`, { uuid, plab, comment }, tokenOf(viewer));
const labNames = (res: { body: { results: { plab: { name: string } }[] } }) =>
  res.body.results.map((purchase) => purchase.plab.name);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'roomOwner', 'Room Owner');
  buyer = await createArtist(t, 'roomBuyer', 'Room Buyer');
  lapsed = await createArtist(t, 'roomLapsed');
  stranger = await createArtist(t, 'roomStranger');
  renewer = await createArtist(t, 'roomRenewer');
  await connectPayments(t, owner.id);
  fee = await publishLab(t, owner, 'Popping room', { price: '9.99', period: 30 });
  free = await publishLab(t, owner, 'Waacking room', { access: [5], price: '0' });
  draft = await publishLab(t, owner, 'Draft room', { access: [5], price: null });
  await insertPurchase(t, renewer.id, fee.plab.id, { startedDaysAgo: 45 });
  await insertPurchase(t, buyer.id, fee.plab.id, { startedDaysAgo: 2 });
  await insertPurchase(t, lapsed.id, fee.plab.id, { startedDaysAgo: 40 });
  await insertPurchase(t, renewer.id, fee.plab.id, { startedDaysAgo: 1 });
  await insertPurchase(t, buyer.id, free.plab.id, { amountCents: 0, provider: 'free' });
  await insertPurchase(t, lapsed.id, free.plab.id, { amountCents: 0, provider: 'free', startedDaysAgo: 31 });
  // A checkout the buyer never finished grants nothing and is not listed.
  await t.deps.db.insert(labPurchases).values({
    userId: stranger.id,
    plabId: fee.plab.id,
    amountCents: 999,
    feeCents: 100,
    periodDays: 30,
    provider: 'sandbox',
    checkoutId: 'cs_unfinished',
  });
});
afterAll(() => t.close());

describe('purchased labs', () => {
  it('lists the buyer’s labs, newest purchase first, with the price paid and the period', async () => {
    const res = await get('/purchasedlabs/list/', 'buyer');
    expect(res.status).toBe(200);
    expect(labNames(res)).toEqual(['Waacking room', 'Popping room']);
    expect(res.body.count).toBe(2);
    const bought = res.body.results[1];
    expect(bought).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      plab: expect.objectContaining({ id: fee.plab.id, uuid: fee.plab.uuid, username: 'roomOwner' }),
      price: '9.99',
      currency: 'USD',
      paid_at: expect.any(String),
      expires_at: expect.any(String),
      is_active: true,
    });
    const days = (Date.parse(bought.expires_at) - Date.parse(bought.paid_at)) / 86_400_000;
    expect(days).toBe(30);
    expect(res.body.results[0]).toMatchObject({ price: '0.00', is_active: true });
  });

  it('keeps expired purchases on the list, marked inactive, and leaves them out of ?active=true', async () => {
    const ended = await get('/purchasedlabs/list/personal/', 'lapsed');
    expect(ended.body.results.map((p: { is_active: boolean }) => p.is_active)).toEqual([false, false]);
    expect((await get('/purchasedlabs/list/personal/?active=true', 'lapsed')).body).toMatchObject({
      count: 0,
      results: [],
    });
    expect(labNames(await get('/purchasedlabs/list/personal/?active=true', 'buyer'))).toHaveLength(2);
  });

  it('shows a lab bought again once, with its latest purchase', async () => {
    const own = await call(t, 'GET', `${BASE}/purchasedlabs/list/`, undefined, renewer.token);
    expect(own.body).toMatchObject({ count: 1, results: [{ plab: { id: fee.plab.id }, is_active: true }] });
  });

  it('searches the buyer’s labs by name, about and owner', async () => {
    expect(labNames(await get('/purchasedlabs/list/search/POPPING', 'buyer'))).toEqual(['Popping room']);
    expect(labNames(await get('/purchasedlabs/list/search/about%20waack/', 'buyer'))).toEqual([
      'Waacking room',
    ]);
    expect(labNames(await get('/purchasedlabs/list/search/roomowner', 'buyer'))).toHaveLength(2);
    expect((await get('/purchasedlabs/list/search/_', 'buyer')).body.count).toBe(0);
  });

  it('is the caller’s own: empty for others, 401 for guests', async () => {
    for (const viewer of ['owner', 'stranger'] as const)
      expect((await get('/purchasedlabs/list/', viewer)).body).toMatchObject({ count: 0, results: [] });
    for (const path of [
      '/purchasedlabs/list/',
      '/purchasedlabs/list/personal/',
      '/purchasedlabs/list/search/x',
    ])
      expect((await get(path, 'guest')).status).toBe(401);
  });
});

describe('lab room members', () => {
  const members = async (lab: Published, viewer: Viewer) => {
    const res = await get(`/labroom-members/?plab_uuid=${lab.plab.uuid}`, viewer);
    return res.status === 200 ? res.body.results.map((m: { username: string }) => m.username) : res.status;
  };

  it('answers the owner first, then members whose access is current in the order they joined, to members only', async () => {
    const feeRoom = ['roomOwner', 'roomBuyer', 'roomRenewer'];
    const freeRoom = ['roomOwner', 'roomBuyer'];
    expect(await Promise.all(everyone.map((v) => members(fee, v)))).toEqual([
      feeRoom,
      feeRoom,
      403,
      403,
      401,
    ]);
    expect(await Promise.all(everyone.map((v) => members(free, v)))).toEqual([
      freeRoom,
      freeRoom,
      403,
      403,
      401,
    ]);
    expect(await Promise.all(everyone.map((v) => members(draft, v)))).toEqual([
      ['roomOwner'],
      404,
      404,
      404,
      404,
    ]);
  });

  it('describes each member and says why others are refused', async () => {
    const res = await get(`/labroom-members/?plab_uuid=${free.plab.id}`, 'buyer');
    expect(res.body.results).toEqual([
      {
        username: 'roomOwner',
        artist_name: 'Room Owner',
        thumb: null,
        role: 'owner',
        joined: expect.any(String),
      },
      {
        username: 'roomBuyer',
        artist_name: 'Room Buyer',
        thumb: null,
        role: 'member',
        joined: expect.any(String),
      },
    ]);
    expect((await get(`/labroom-members/?plab_uuid=${fee.plab.uuid}`, 'guest')).body).toEqual({
      detail: labMessages.membersOnly,
    });
    expect((await get(`/labroom-members/?plab_uuid=${fee.plab.uuid}`, 'lapsed')).body).toEqual({
      detail: labMessages.membersOnly,
    });
  });
});

describe('lab room chat', () => {
  it('takes members’ messages and answers a repeated uuid with the same message', async () => {
    const uuid = randomUUID();
    const res = await chat(fee.plab.uuid, ' Hit on the snare ', 'buyer', uuid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid,
      username: 'roomBuyer',
      comment: 'Hit on the snare',
      plab: fee.plab.id,
      created: expect.any(String),
      artist_metadata: { thumb: null },
      hidden: false,
    });
    expect(await chat(fee.plab.uuid, 'Hit on the snare', 'buyer', uuid)).toMatchObject({
      status: 200,
      body: res.body,
    });
    expect((await chat(fee.plab.id, 'Welcome!', 'owner')).status).toBe(201);
    expect((await chat(free.plab.id, 'Free room hello', 'buyer')).status).toBe(201);
    expect((await chat(draft.plab.id, 'Note to self', 'owner')).status).toBe(201);
  });

  it('refuses non-members (403), guests (401), hidden labs (404) and empty messages', async () => {
    const statuses = async (lab: Published) => {
      const answers: number[] = [];
      for (const viewer of everyone) answers.push((await chat(lab.plab.id, 'Hi', viewer)).status);
      return answers;
    };
    expect(await statuses(fee)).toEqual([201, 201, 403, 403, 401]);
    expect(await statuses(free)).toEqual([201, 201, 403, 403, 401]);
    expect(await statuses(draft)).toEqual([201, 404, 404, 404, 401]);
    expect((await chat(fee.plab.id, 'Hi', 'stranger')).body).toEqual({ detail: labMessages.membersOnly });
    const empty = await chat(fee.plab.id, '  ', 'buyer');
    expect(empty).toMatchObject({ status: 400, body: { comment: [msg.writeSomething] } });
  });

  it('lists a room’s messages newest first, to members only, paged by cursor', async () => {
    const list = async (lab: Published, viewer: Viewer) => {
      const res = await get(`/labroom-chat/list/?plab_uuid=${lab.plab.uuid}`, viewer);
      return res.status === 200 ? res.body.results.map((m: { comment: string }) => m.comment) : res.status;
    };
    const feeChat = ['Hi', 'Hi', 'Welcome!', 'Hit on the snare'];
    expect(await Promise.all(everyone.map((v) => list(fee, v)))).toEqual([feeChat, feeChat, 403, 403, 401]);
    const freeChat = ['Hi', 'Hi', 'Free room hello'];
    expect(await Promise.all(everyone.map((v) => list(free, v)))).toEqual([
      freeChat,
      freeChat,
      403,
      403,
      401,
    ]);
    expect(await Promise.all(everyone.map((v) => list(draft, v)))).toEqual([
      ['Hi', 'Note to self'],
      404,
      404,
      404,
      404,
    ]);
    const first = await get(`/labroom-chat/list/?plab_uuid=${fee.plab.uuid}&page_size=3`, 'buyer');
    expect(first.body).toMatchObject({ count: 4, results: [{}, {}, {}] });
    const rest = await call(t, 'GET', first.body.next, undefined, buyer.token);
    expect(rest.body.results.map((m: { comment: string }) => m.comment)).toEqual(['Hit on the snare']);
    expect((await get(`/labroom-chat/list/?plab_uuid=${fee.plab.uuid}`, 'guest')).body).toEqual({
      detail: labMessages.membersOnly,
    });
  });
});
