/**
 * Payments on a deployed server (PUBLIC_URL not a loopback address) without Stripe: the sandbox is
 * off, so nobody can pay themselves a fee lab. Onboarding, checkout of a fee lab and fee publishing
 * say payments are not configured; the sandbox pages are 404; free labs keep working.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPurchases } from '../../src/server/db/schema';
import { sandboxToken } from '../../src/server/features/payments/sandbox-provider';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../src/shared/payment-countries';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { givePaymentAccount, publishLab } from '../helpers/lab-fixtures';
import { publishLab as publishThroughApi } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const PUBLIC = 'https://cypher.example.com';
const NOT_CONFIGURED = { detail: paymentMessages.notConfigured, code: PAYMENTS_NOT_CONFIGURED };

let t: TestContext;
let seller: Awaited<ReturnType<typeof createVerifiedUser>>;

const checkout = (plab: string, token: string) => call(t, 'POST', '/api/payments/checkout/', { plab }, token);
const visit = (url: string, init?: RequestInit) => {
  const { pathname, search } = new URL(url);
  return t.app.request(`${pathname}${search}`, init);
};
const purchasesOf = (userId: number) =>
  t.deps.db.select().from(labPurchases).where(eq(labPurchases.userId, userId));

beforeAll(async () => {
  t = await makeTestApp({ PUBLIC_URL: PUBLIC });
  seller = await createVerifiedUser(t, { username: 'deployedSeller' });
  // An account made while the sandbox was on (before PAYMENTS_SANDBOX was turned off) no longer counts.
  await givePaymentAccount(t, seller.user.id, { provider: 'sandbox', accountId: 'acct_left', ready: true });
});
afterAll(() => t.close());

describe('a deployed server without Stripe', () => {
  it('has the sandbox off', () => {
    expect(t.deps.config.paymentsSandbox).toBe(false);
  });

  it('says payments are not configured on every onboarding call (503)', async () => {
    const { token } = await createVerifiedUser(t);
    const answers = [
      await call(t, 'GET', '/api/payments/account-status/', undefined, token),
      await call(t, 'POST', '/api/payments/create-connect-account/', { country: 'US' }, token),
      await call(t, 'POST', '/api/payments/create-account-link/', undefined, token),
      await call(t, 'POST', '/api/payments/create-dashboard-link/', undefined, token),
      await call(t, 'POST', '/api/payments/create-account-link/', undefined, seller.token),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 503, body: NOT_CONFIGURED });
  });

  it('refuses the checkout of a fee lab (503) and records no purchase', async () => {
    const buyer = await createVerifiedUser(t, { username: 'deployedBuyer' });
    const { lab } = await publishLab(t, seller.user.id, { name: 'Fee drills', priceCents: 999 });
    expect(await checkout(lab.uuid, buyer.token)).toMatchObject({ status: 503, body: NOT_CONFIGURED });
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('answers 404 on every sandbox page, even with a valid link, so no checkout can be paid', async () => {
    const buyer = await createVerifiedUser(t, { username: 'lateBuyer' });
    const { lab } = await publishLab(t, seller.user.id, { name: 'Opened earlier', priceCents: 500 });
    t.deps.config.paymentsSandbox = true;
    const opened = await checkout(lab.uuid, buyer.token);
    t.deps.config.paymentsSandbox = false;
    expect(opened.status).toBe(200);
    const url = opened.body.url as string;
    expect((await visit(url)).status).toBe(404);
    expect((await visit(url, { method: 'POST' })).status).toBe(404);
    const onboarding = `/payments-sandbox/onboarding/acct_left?token=${sandboxToken(t.deps, 'account', 'acct_left')}`;
    for (const path of [onboarding, '/payments-sandbox/dashboard/acct_left', '/payments-sandbox/'])
      expect((await t.app.request(path)).status, path).toBe(404);
    expect((await t.app.request(onboarding, { method: 'POST' })).status).toBe(404);

    const [pending] = await purchasesOf(buyer.user.id);
    expect(pending?.status).toBe('pending');
    const status = await call(
      t,
      'GET',
      `/api/payments/checkout-status/?session_id=${pending?.checkoutId}`,
      undefined,
      buyer.token,
    );
    expect(status).toMatchObject({ status: 200, body: { status: 'pending', plab_uuid: lab.uuid } });
  });

  it('refuses a fee when publishing, and keeps free labs: publish, join, watch', async () => {
    const owner = await createArtist(t, 'deployedArtist');
    await givePaymentAccount(t, owner.id, { provider: 'sandbox', accountId: 'acct_artist', ready: true });
    const { plab } = await publishThroughApi(t, owner, 'Free grooves', { price: null });
    const fee = await call(
      t,
      'POST',
      '/api/whatiscooking/plabsubs/',
      { plab: plab.id, price: '9.99', subscription_period: 30 },
      owner.token,
    );
    expect(fee).toMatchObject({ status: 400, body: { price: [paymentMessages.notConfigured] } });

    const free = await call(
      t,
      'POST',
      '/api/whatiscooking/plabsubs/',
      { plab: plab.id, price: '0', subscription_period: 30 },
      owner.token,
    );
    expect(free.status).toBe(201);
    const member = await createVerifiedUser(t, { username: 'freeJoiner' });
    expect(await checkout(plab.uuid, member.token)).toMatchObject({
      status: 200,
      body: { url: `${PUBLIC}/mypurchasedlabs/${plab.uuid}` },
    });
    const videos = await call(
      t,
      'GET',
      `/api/whatiscooking/videos-of-a-purchasedlab/?lab_id=${plab.uuid}`,
      undefined,
      member.token,
    );
    expect(videos).toMatchObject({ status: 200, body: { count: 3 } });
  });

  it('still lists the earnings of sales made before', async () => {
    const res = await call(t, 'GET', '/api/payments/earnings/', undefined, seller.token);
    expect(res.status).toBe(200);
  });
});
