/**
 * Published labs: publishing, editing, the subscription and its terms, the lists and search, and who
 * may read what: the owner, a buyer within the period, a buyer after it, another user and a guest,
 * for a fee lab, a free lab and a lab without a subscription yet.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { labMessages } from '../../src/shared/schemas/published-labs';
import { createArtist } from '../helpers/accounts';
import { connectPayments, insertPurchase, labWithVideos, publishLab, setPublished } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Published = Awaited<ReturnType<typeof publishLab>>;
type Viewer = 'owner' | 'buyer' | 'lapsed' | 'stranger' | 'guest';

let t: TestContext;
let owner: Account;
let buyer: Account;
let lapsed: Account;
let stranger: Account;
let fee: Published;
let free: Published;
let draft: Published;
const BASE = '/api/whatiscooking';

const tokenOf = (viewer: Viewer) => ({ owner, buyer, lapsed, stranger, guest: undefined })[viewer]?.token;
const get = (path: string, viewer: Viewer = 'guest') =>
  call(t, 'GET', `${BASE}${path}`, undefined, tokenOf(viewer));
const send = (method: string, path: string, body: object, token?: string) =>
  call(t, method, `${BASE}${path}`, body, token);
const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((lab) => lab.name);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'plOwner', 'Pop Lock Owner');
  buyer = await createArtist(t, 'plBuyer');
  lapsed = await createArtist(t, 'plLapsed');
  stranger = await createArtist(t, 'plStranger');
  await connectPayments(t, owner.id);
  // The fee lab publishes two private notes: the lab grants them to its buyers.
  fee = await publishLab(t, owner, 'Popping grooves', { access: [5, 1, 1], price: '9.99' });
  free = await publishLab(t, owner, 'Waacking basics', { access: [5, 5], published: 1, price: '0' });
  draft = await publishLab(t, owner, 'Draft krump', { access: [5], price: null });
  await insertPurchase(t, buyer.id, fee.plab.id);
  await insertPurchase(t, lapsed.id, fee.plab.id, { startedDaysAgo: 40 });
  await insertPurchase(t, buyer.id, free.plab.id, { amountCents: 0, provider: 'free' });
  await insertPurchase(t, lapsed.id, free.plab.id, { amountCents: 0, provider: 'free', startedDaysAgo: 40 });
});
afterAll(() => t.close());

describe('publishing a lab', () => {
  it('publishes the owner’s lab once, marks the source lab published, and answers a repeated uuid', async () => {
    const { lab } = await labWithVideos(t, owner, 'Locking', [5]);
    const uuid = randomUUID();
    const input = { uuid, name: ' Locking 101 ', about: 'Points and wrist rolls', lab: lab.uuid };
    const res = await send('POST', '/publishedlabs/create/', input, owner.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid,
      name: 'Locking 101',
      about: 'Points and wrist rolls',
      username: 'plOwner',
      lab: lab.id,
      created: expect.any(String),
      artist: { name: 'Pop Lock Owner', thumb: null },
      subscription: null,
      video_count: 0,
    });
    const labs = await get('/techniques/list/', 'owner');
    expect(labs.body.results.find((l: { id: number }) => l.id === lab.id).published).toBe(true);

    const repeat = await send('POST', '/publishedlabs/create/', input, owner.token);
    expect(repeat).toMatchObject({ status: 200, body: res.body });
    const again = await send('POST', '/publishedlabs/create/', { ...input, uuid: randomUUID() }, owner.token);
    expect(again).toMatchObject({ status: 400, body: { lab: [labMessages.labAlreadyPublished] } });
  });

  it('reads someone else’s lab, a missing lab and no lab alike as not chosen', async () => {
    const theirs = { name: 'Mine now', lab: fee.lab.id };
    for (const body of [
      theirs,
      { ...theirs, lab: 999_999 },
      { name: 'No lab' },
      { name: 'Empty', lab: '' },
    ]) {
      const res = await send('POST', '/publishedlabs/create/', body, stranger.token);
      expect(res).toMatchObject({ status: 400, body: { lab: [labMessages.playlistRequired] } });
    }
  });

  it('needs a name and a signed-in user', async () => {
    const { lab } = await labWithVideos(t, owner, 'Nameless', []);
    const res = await send('POST', '/publishedlabs/create/', { name: ' ', lab: lab.id }, owner.token);
    expect(res).toMatchObject({ status: 400, body: { name: [msg.labNameRequired] } });
    expect((await send('POST', '/publishedlabs/create/', { name: 'x', lab: lab.id })).status).toBe(401);
  });
});

describe('editing a published lab', () => {
  it('saves the owner’s changed fields by id or uuid and answers the lab', async () => {
    const { plab } = await publishLab(t, owner, 'Tutting', { price: null });
    const res = await send(
      'PATCH',
      `/publishedlabs/${plab.uuid}/`,
      { about: 'Boxes and angles' },
      owner.token,
    );
    expect(res).toMatchObject({
      status: 200,
      body: { id: plab.id, name: 'Tutting', about: 'Boxes and angles' },
    });
    const same = await send('PATCH', `/publishedlabs/${plab.id}`, { name: 'Tutting' }, owner.token);
    expect(same).toMatchObject({ status: 200, body: { detail: 'No change' } });
  });

  it('refuses anyone but the owner (404) and guests (401), on fee, free and unlisted labs', async () => {
    for (const lab of [fee, free, draft]) {
      const path = `/publishedlabs/${lab.plab.uuid}`;
      for (const viewer of ['buyer', 'lapsed', 'stranger'] as const)
        expect((await send('PATCH', path, { name: 'Hijacked' }, tokenOf(viewer))).status).toBe(404);
      expect((await send('PATCH', path, { name: 'Hijacked' })).status).toBe(401);
    }
    expect((await get(`/publishedlabs/${fee.plab.uuid}`)).body.name).toBe('Popping grooves');
  });
});

describe('the subscription', () => {
  it('answers the terms and one subscription per lab, a repeated uuid with the same one', async () => {
    const { plab } = await publishLab(t, owner, 'House footwork', { price: null });
    const uuid = randomUUID();
    const input = { uuid, plab: plab.uuid, price: '12.5', currency: 'usd', subscription_period: '60' };
    const res = await send('POST', '/plabsubs/', input, owner.token);
    expect(res).toMatchObject({ status: 201 });
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid,
      username: 'plOwner',
      price: '12.50',
      currency: 'USD',
      subscription_period: 60,
      is_active: true,
      created: expect.any(String),
      plab: plab.id,
    });
    expect(await send('POST', '/plabsubs/', input, owner.token)).toMatchObject({
      status: 200,
      body: res.body,
    });
    const second = await send('POST', '/plabsubs/', { ...input, uuid: randomUUID() }, owner.token);
    expect(second).toMatchObject({ status: 400, body: { plab: [labMessages.hasSubscription] } });
  });

  it('needs enough published videos: 3 for a fee lab, 1 for a free lab', async () => {
    const { plab } = await publishLab(t, owner, 'Two demos', { published: 2, price: null });
    const feeRes = await send('POST', '/plabsubs/', { plab: plab.id, price: '5' }, owner.token);
    expect(feeRes).toMatchObject({ status: 400, body: { non_field_errors: [labMessages.feeVideos] } });
    const none = await publishLab(t, owner, 'No demos', { published: 0, price: null });
    const freeRes = await send('POST', '/plabsubs/', { plab: none.plab.id, price: '0' }, owner.token);
    expect(freeRes).toMatchObject({ status: 400, body: { non_field_errors: [labMessages.freeVideos] } });
    const ok = await send('POST', '/plabsubs/', { plab: plab.id, price: 0 }, owner.token);
    expect(ok).toMatchObject({ status: 201, body: { price: '0.00', subscription_period: 30 } });
  });

  it('needs a payment account with the current provider and onboarding complete for a fee', async () => {
    const artist = await createArtist(t, 'plNoBank');
    const { plab } = await publishLab(t, artist, 'Krump stomps', { price: null });
    const input = { plab: plab.id, price: '3.00' };
    const refused = { status: 400, body: { price: [labMessages.connectBank] } };
    expect(await send('POST', '/plabsubs/', input, artist.token)).toMatchObject(refused);
    // An account made with Stripe does not count while the sandbox is the provider.
    await t.deps.db.insert(paymentAccounts).values({
      userId: artist.id,
      provider: 'stripe',
      accountId: 'acct_stripe_nobank',
      country: 'US',
      onboardingComplete: true,
    });
    expect(await send('POST', '/plabsubs/', input, artist.token)).toMatchObject(refused);
    await t.deps.db
      .update(paymentAccounts)
      .set({ provider: 'sandbox', onboardingComplete: false })
      .where(eq(paymentAccounts.userId, artist.id));
    expect(await send('POST', '/plabsubs/', input, artist.token)).toMatchObject(refused);
    await t.deps.db
      .update(paymentAccounts)
      .set({ onboardingComplete: true })
      .where(eq(paymentAccounts.userId, artist.id));
    expect(await send('POST', '/plabsubs/', input, artist.token)).toMatchObject({ status: 201 });
  });

  it("allows at most three 'pay as they wish' labs, on create and on edit", async () => {
    const artist = await createArtist(t, 'plFreebie');
    await connectPayments(t, artist.id);
    for (const name of ['Free one', 'Free two', 'Free three'])
      await publishLab(t, artist, name, { price: '0' });
    const fourth = await publishLab(t, artist, 'Free four', { price: null });
    const refused = { status: 400, body: { price: [labMessages.freeLimit] } };
    expect(
      await send('POST', '/plabsubs/', { plab: fourth.plab.id, price: '0' }, artist.token),
    ).toMatchObject(refused);
    const sub = (await send('POST', '/plabsubs/', { plab: fourth.plab.id, price: '1' }, artist.token)).body;
    expect(await send('PATCH', `/plabsubs/${sub.uuid}`, { price: '0' }, artist.token)).toMatchObject(refused);
  });

  it('edits the owner’s price and period within the terms, and answers No change', async () => {
    const { sub } = await publishLab(t, owner, 'Editable', { access: [5, 5], published: 1, price: '0' });
    const id = sub?.id;
    const toFee = await send('PATCH', `/plabsubs/${id}`, { price: '4' }, owner.token);
    expect(toFee).toMatchObject({ status: 400, body: { non_field_errors: [labMessages.feeVideos] } });
    const period = await send(
      'PATCH',
      `/plabsubs/${id}/`,
      { subscription_period: 90, price: '0.00' },
      owner.token,
    );
    expect(period).toMatchObject({ status: 200, body: { id, price: '0.00', subscription_period: 90 } });
    const same = await send('PATCH', `/plabsubs/${id}`, { subscription_period: '90' }, owner.token);
    expect(same).toMatchObject({ status: 200, body: { detail: 'No change' } });
    const bad = await send('PATCH', `/plabsubs/${id}`, { subscription_period: 0, price: '-1' }, owner.token);
    expect(bad).toMatchObject({
      status: 400,
      body: { price: [labMessages.priceInvalid], subscription_period: [labMessages.periodInvalid] },
    });
  });

  it('is written by the lab’s owner only (others 404, guests 401)', async () => {
    for (const viewer of ['buyer', 'lapsed', 'stranger', 'guest'] as const) {
      const token = tokenOf(viewer);
      const refused = viewer === 'guest' ? 401 : 404;
      expect((await send('POST', '/plabsubs/', { plab: draft.plab.id, price: '0' }, token)).status).toBe(
        refused,
      );
      for (const lab of [fee, free])
        expect((await send('PATCH', `/plabsubs/${lab.sub?.uuid}`, { price: '1' }, token)).status).toBe(
          refused,
        );
    }
    expect((await get(`/plabsubs/?plab_uuid=${draft.plab.uuid}`, 'owner')).body.count).toBe(0);
    for (const lab of [fee, free])
      expect((await get(`/publishedlabs/${lab.plab.id}`)).body.subscription.price).toBe(lab.sub?.price);
  });
});

describe('choosing the videos of a published lab', () => {
  const videoCount = async (lab: Published) =>
    (await get(`/publishedlabs/${lab.plab.id}`, 'owner')).body.video_count;

  it('keeps at least 3 published videos in a fee lab and changes nothing otherwise', async () => {
    const lab = await publishLab(t, owner, 'Fee minimum', { access: [5, 5, 5, 5], published: 3 });
    const res = await setPublished(t, owner.token, lab.lab.id, lab.relations, [false, true, true, false]);
    expect(res).toMatchObject({ status: 400, body: { non_field_errors: [labMessages.feeVideos] } });
    expect(await videoCount(lab)).toBe(3);
    const swap = await setPublished(t, owner.token, lab.lab.id, lab.relations, [false, true, true, true]);
    expect(swap.status).toBe(200);
    expect(await videoCount(lab)).toBe(3);
  });

  it('refuses to take a published video out of a fee lab at its minimum, but not an unpublished one', async () => {
    const lab = await publishLab(t, owner, 'Fee relations', { access: [5, 5, 5, 5], published: 3 });
    const remove = (i: number) =>
      call(t, 'DELETE', `/api/whatiscooking/ct-relations/${lab.relations[i]?.id}/`, undefined, owner.token);
    expect(await remove(0)).toMatchObject({
      status: 400,
      body: { non_field_errors: [labMessages.feeVideos] },
    });
    expect(await videoCount(lab)).toBe(3);
    expect((await remove(3)).status).toBe(204);
    expect(await videoCount(lab)).toBe(3);
  });

  it('keeps at least 1 in a free lab', async () => {
    const artist = await createArtist(t, 'plMinimum');
    const lab = await publishLab(t, artist, 'Free minimum', { access: [5, 5], published: 1, price: '0' });
    const res = await setPublished(t, artist.token, lab.lab.id, lab.relations, [false, false]);
    expect(res).toMatchObject({ status: 400, body: { non_field_errors: [labMessages.freeVideos] } });
    expect(await videoCount(lab)).toBe(1);
    expect((await setPublished(t, artist.token, lab.lab.id, lab.relations, [false, true])).status).toBe(200);
  });

  it('has no minimum before the lab has a subscription', async () => {
    const lab = await publishLab(t, owner, 'No terms yet', { access: [5], price: null });
    expect((await setPublished(t, owner.token, lab.lab.id, lab.relations, [false])).status).toBe(200);
    expect(await videoCount(lab)).toBe(0);
  });
});

describe('the lists of published labs', () => {
  it('lists labs with a subscription to everyone, newest first, with their terms and video count', async () => {
    const res = await get('/publishedlabs/list/');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expect.arrayContaining(['Popping grooves', 'Waacking basics']));
    expect(names(res)).not.toContain('Draft krump');
    const ids = res.body.results.map((lab: { id: number }) => lab.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const popping = res.body.results.find((lab: { id: number }) => lab.id === fee.plab.id);
    expect(popping).toMatchObject({
      video_count: 3,
      subscription: { price: '9.99', subscription_period: 30 },
    });
    expect(res.body.count).toBe(res.body.results.length);
    expect(names(await get('/publishedlabs/list/', 'owner'))).not.toContain('Draft krump');
  });

  it('pages by cursor', async () => {
    const first = await get('/publishedlabs/list/?page_size=1');
    expect(first.body.results).toHaveLength(1);
    const next = await call(t, 'GET', first.body.next);
    expect(next.body.results[0].id).toBeLessThan(first.body.results[0].id);
    expect(next.body.count).toBe(first.body.count);
  });

  it('lists an artist’s labs, with their unlisted ones for the artist only', async () => {
    const path = '/publishedlabs/list/personal/?username=PLOWNER';
    expect(names(await get(path, 'owner'))).toEqual(
      expect.arrayContaining(['Draft krump', 'Popping grooves']),
    );
    for (const viewer of ['guest', 'stranger', 'buyer'] as const) {
      const res = await get(path, viewer);
      expect(names(res)).toContain('Popping grooves');
      expect(names(res)).not.toContain('Draft krump');
      expect(res.body.results.every((lab: { username: string }) => lab.username === 'plOwner')).toBe(true);
    }
    expect((await get('/publishedlabs/list/personal/')).status).toBe(400);
  });

  it('searches names, abouts and owners, any case, taking % and _ literally', async () => {
    expect(names(await get('/publishedlabs/list/search/GROOVES'))).toEqual(['Popping grooves']);
    expect(names(await get('/publishedlabs/list/search/about%20waacking/'))).toEqual(['Waacking basics']);
    const byOwner = names(await get('/publishedlabs/list/search/plown'));
    expect(byOwner).toEqual(expect.arrayContaining(['Popping grooves', 'Waacking basics']));
    expect(byOwner).not.toContain('Draft krump');
    expect(names(await get('/publishedlabs/list/search/krump', 'owner'))).not.toContain('Draft krump');
    expect((await get('/publishedlabs/list/search/%25')).body).toMatchObject({ count: 0, results: [] });
    expect((await get('/publishedlabs/list/search/_')).body).toMatchObject({ count: 0, results: [] });
  });
});

describe('who may read a published lab', () => {
  const detail = async (lab: Published, viewer: Viewer) => {
    const res = await get(`/publishedlabs/${lab.plab.uuid}`, viewer);
    return res.status === 200 ? res.body.access.can_watch : res.status;
  };

  it('shows a fee lab to everyone and lets the owner and a buyer within the period watch', async () => {
    const answers = await Promise.all(
      (['owner', 'buyer', 'lapsed', 'stranger', 'guest'] as const).map((v) => detail(fee, v)),
    );
    expect(answers).toEqual([true, true, false, false, false]);
    const own = (await get(`/publishedlabs/${fee.plab.id}/`, 'owner')).body;
    expect(own.access).toEqual({ is_owner: true, can_watch: true, purchase: null });
    expect(own.subscription).toMatchObject({ price: '9.99', plab: fee.plab.id });
    const bought = (await get(`/publishedlabs/${fee.plab.uuid}`, 'buyer')).body.access;
    expect(bought).toMatchObject({ is_owner: false, purchase: { is_active: true } });
    const ended = (await get(`/publishedlabs/${fee.plab.uuid}`, 'lapsed')).body.access;
    expect(ended.purchase).toMatchObject({ is_active: false, expires_at: expect.any(String) });
    expect(new Date(ended.purchase.expires_at).getTime()).toBeLessThan(Date.now());
  });

  it('lets any signed-in user watch a free lab', async () => {
    const answers = await Promise.all(
      (['owner', 'buyer', 'lapsed', 'stranger', 'guest'] as const).map((v) => detail(free, v)),
    );
    expect(answers).toEqual([true, true, true, true, false]);
  });

  it('hides a lab without a subscription from everyone but its owner (404)', async () => {
    const answers = await Promise.all(
      (['owner', 'buyer', 'lapsed', 'stranger', 'guest'] as const).map((v) => detail(draft, v)),
    );
    expect(answers).toEqual([true, 404, 404, 404, 404]);
    expect((await get('/publishedlabs/999999')).status).toBe(404);
  });

  const videos = async (kind: 'publishedlab' | 'purchasedlab', lab: Published, viewer: Viewer) => {
    const res = await get(`/videos-of-a-${kind}/?lab_id=${lab.plab.uuid}`, viewer);
    return res.status === 200 ? res.body.count : res.status;
  };
  const everyone = ['owner', 'buyer', 'lapsed', 'stranger', 'guest'] as const;

  it('shows the published videos of a fee lab to the owner and a buyer within the period', async () => {
    const all = await Promise.all(everyone.map((v) => videos('publishedlab', fee, v)));
    expect(all).toEqual([3, 3, 403, 403, 401]);
    const bought = await Promise.all(everyone.map((v) => videos('purchasedlab', fee, v)));
    expect(bought).toEqual([3, 3, 403, 403, 401]);
  });

  it('shows the published videos of a free lab to signed-in users, its room’s videos to members', async () => {
    const all = await Promise.all(everyone.map((v) => videos('publishedlab', free, v)));
    expect(all).toEqual([1, 1, 1, 1, 401]);
    const joined = await Promise.all(everyone.map((v) => videos('purchasedlab', free, v)));
    expect(joined).toEqual([1, 1, 403, 403, 401]);
  });

  it('shows a lab without a subscription’s videos to its owner only', async () => {
    for (const kind of ['publishedlab', 'purchasedlab'] as const) {
      const answers = await Promise.all(everyone.map((v) => videos(kind, draft, v)));
      expect(answers).toEqual([1, 404, 404, 404, 404]);
    }
  });

  it('says why a video list is refused, without signing a guest out', async () => {
    const guest = await get(`/videos-of-a-publishedlab/?lab_id=${fee.plab.id}`);
    expect(guest.body).toEqual({ detail: labMessages.signInToWatch });
    const other = await get(`/videos-of-a-purchasedlab/?lab_id=${fee.plab.id}`, 'lapsed');
    expect(other.body).toEqual({ detail: labMessages.buyToWatch });
    expect((await get('/videos-of-a-publishedlab/?lab_id=nope')).status).toBe(400);
  });

  it('grants the published notes whatever their own access, newest first, and only published ones', async () => {
    const res = await get(`/videos-of-a-publishedlab/?lab_id=${fee.plab.id}`, 'buyer');
    expect(res.body.results.map((v: { id: number }) => v.id)).toEqual(
      fee.relations.map((r) => r.id).reverse(),
    );
    expect(res.body.results.map((v: { cooking: { access: number } }) => v.cooking.access)).toEqual([1, 1, 5]);
    expect(res.body.results[0]).toMatchObject({
      technique: fee.lab.id,
      cooking: { lesson: 'Popping grooves' },
    });
    const freeVideos = await get(`/videos-of-a-publishedlab/?lab_id=${free.plab.id}`, 'stranger');
    expect(freeVideos.body.results.map((v: { id: number }) => v.id)).toEqual([free.relations[0]?.id]);
  });

  it('answers the subscription to whoever may see the lab', async () => {
    for (const viewer of everyone) {
      const res = await get(`/plabsubs/?plab_uuid=${fee.plab.uuid}`, viewer);
      expect(res.body).toMatchObject({ count: 1, results: [{ id: fee.sub?.id, price: '9.99' }] });
    }
    const own = await get(`/plabsubs/?plab_uuid=${draft.plab.uuid}`, 'owner');
    expect(own.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    for (const viewer of ['buyer', 'lapsed', 'stranger', 'guest'] as const)
      expect((await get(`/plabsubs/?plab_uuid=${draft.plab.uuid}`, viewer)).status).toBe(404);
  });
});
