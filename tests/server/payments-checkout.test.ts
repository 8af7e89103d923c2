/**
 * Buying and joining published labs with the local sandbox provider (no STRIPE_SECRET_KEY): the
 * checkout, the sandbox's "Pay" page, checkout-status, exact amounts and fees, every refusal,
 * check-plab-payment-exists and the artist's earnings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPurchases, sandboxCheckouts, webhookEvents } from '../../src/server/db/schema';
import { labMessages } from '../../src/shared/schemas/published-labs';
import { createVerifiedUser } from '../helpers/accounts';
import {
  givePaymentAccount,
  paidPurchase,
  publishLab,
  publishLabWithoutTerms,
} from '../helpers/lab-fixtures';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const PUBLIC = 'http://localhost:8080';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestContext;
let accounts = 0;

const checkout = (plab: number | string, token?: string) =>
  call(t, 'POST', '/api/payments/checkout/', { plab }, token);
const status = (sessionId: string, token: string) =>
  call(
    t,
    'GET',
    `/api/payments/checkout-status/?session_id=${encodeURIComponent(sessionId)}`,
    undefined,
    token,
  );
/** A request to an absolute URL the server handed out, sent to the app in-process. */
const visit = (url: string, init?: RequestInit) => {
  const { pathname, search } = new URL(url);
  return t.app.request(`${pathname}${search}`, init);
};
const purchasesOf = (userId: number) =>
  t.deps.db.select().from(labPurchases).where(eq(labPurchases.userId, userId));

/** An artist whose sandbox payment account can take payments (or not yet, with ready false). */
async function artist(name: string, ready = true) {
  const made = await createVerifiedUser(t, { username: name });
  accounts += 1;
  await givePaymentAccount(t, made.user.id, {
    provider: 'sandbox',
    accountId: `acct_sandbox_t${accounts}`,
    ready,
  });
  return made;
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('buying a fee lab through the sandbox', () => {
  it('checks out, pays on the sandbox page and gets the lab for its period', async () => {
    const seller = await artist('sandboxSeller');
    const buyer = await createVerifiedUser(t, { username: 'sandboxBuyer' });
    const { lab } = await publishLab(t, seller.user.id, {
      name: 'Toprock drills',
      priceCents: 999,
      periodDays: 30,
    });

    const started = await checkout(lab.uuid, buyer.token);
    expect(started.status).toBe(200);
    const url = started.body.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC}/payments-sandbox/checkout/cs_sandbox_[0-9a-f]+\\?token=`));
    const [pending] = await purchasesOf(buyer.user.id);
    expect(pending).toMatchObject({
      plabId: lab.id,
      status: 'pending',
      provider: 'sandbox',
      amountCents: 999,
      feeCents: 100,
      currency: 'USD',
      periodDays: 30,
      paidAt: null,
      expiresAt: null,
    });
    const sessionId = pending?.checkoutId as string;
    expect(url).toContain(`/checkout/${sessionId}?`);
    expect(await status(sessionId, buyer.token)).toMatchObject({
      status: 200,
      body: { status: 'pending', plab_uuid: lab.uuid, lab_name: 'Toprock drills', expires_at: null },
    });

    const pageRes = await visit(url);
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain('Toprock drills');
    expect(html).toContain('$9.99 USD');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain(`href="${PUBLIC}/stripe/payments/cancel?plab=${lab.uuid}"`);

    const paid = await visit(url, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC}/stripe/payments/success?session_id=${sessionId}`);
    const [row] = await purchasesOf(buyer.user.id);
    expect(row?.status).toBe('paid');
    expect((row?.expiresAt?.getTime() ?? 0) - (row?.paidAt?.getTime() ?? 0)).toBe(30 * DAY_MS);
    const [session] = await t.deps.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, sessionId));
    expect(session).toMatchObject({
      status: 'complete',
      amountCents: 999,
      feeCents: 100,
      reference: row?.uuid,
    });

    expect(await status(sessionId, buyer.token)).toMatchObject({
      status: 200,
      body: { status: 'paid', plab_uuid: lab.uuid, expires_at: row?.expiresAt?.toISOString() },
    });
    expect(await (await visit(url)).text()).toContain('This checkout is paid.');

    // Pressing "Pay" again later changes nothing.
    t.advance(60_000);
    expect((await visit(url, { method: 'POST' })).status).toBe(303);
    const after = await purchasesOf(buyer.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.expiresAt).toEqual(row?.expiresAt);

    expect(await checkout(lab.uuid, buyer.token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [labMessages.alreadyBought] },
    });
  });

  it('gives both periods, one after the other, to a buyer who pays two checkouts opened side by side', async () => {
    const seller = await artist('twoTabsSeller');
    const buyer = await createVerifiedUser(t, { username: 'twoTabsBuyer' });
    const { lab } = await publishLab(t, seller.user.id, { priceCents: 500, periodDays: 7 });
    const first = (await checkout(lab.uuid, buyer.token)).body.url as string;
    const second = (await checkout(lab.uuid, buyer.token)).body.url as string;
    expect(second).not.toBe(first);
    expect((await visit(first, { method: 'POST' })).status).toBe(303);
    expect((await visit(second, { method: 'POST' })).status).toBe(303);
    const rows = (await purchasesOf(buyer.user.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    const [one, two] = rows;
    expect((two?.expiresAt?.getTime() ?? 0) - (one?.expiresAt?.getTime() ?? 0)).toBe(7 * DAY_MS);
  });

  it('takes the platform fee in exact cents: 9.99 at 10% is 1.00, leaving 8.99', async () => {
    const seller = await artist('feeSeller');
    const buyer = await createVerifiedUser(t, { username: 'feeBuyer' });
    const { lab } = await publishLab(t, seller.user.id, { priceCents: 999 });
    await checkout(lab.id, buyer.token);
    const [row] = await purchasesOf(buyer.user.id);
    expect(row).toMatchObject({ amountCents: 999, feeCents: 100 });
    expect((row?.amountCents ?? 0) - (row?.feeCents ?? 0)).toBe(899);
  });

  it('takes the configured percentage when PLATFORM_FEE_PERCENT is set', async () => {
    const other = await makeTestApp({ PLATFORM_FEE_PERCENT: '15' });
    try {
      const seller = await createVerifiedUser(other, { username: 'percentSeller' });
      await givePaymentAccount(other, seller.user.id, {
        provider: 'sandbox',
        accountId: 'acct_sandbox_pct',
        ready: true,
      });
      const buyer = await createVerifiedUser(other, { username: 'percentBuyer' });
      const { lab } = await publishLab(other, seller.user.id, { priceCents: 1999 });
      expect(
        (await call(other, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token)).status,
      ).toBe(200);
      const [row] = await other.deps.db
        .select()
        .from(labPurchases)
        .where(eq(labPurchases.userId, buyer.user.id));
      // 15% of 19.99 is 2.9985: 3.00 to the platform, 16.99 to the artist.
      expect(row).toMatchObject({ amountCents: 1999, feeCents: 300 });
    } finally {
      await other.close();
    }
  });

  it("escapes the lab's name on the sandbox checkout page", async () => {
    const seller = await artist('escapeSeller');
    const buyer = await createVerifiedUser(t, { username: 'escapeBuyer' });
    const { lab } = await publishLab(t, seller.user.id, {
      name: '<script>alert(1)</script>',
      priceCents: 100,
    });
    const html = await (await visit((await checkout(lab.uuid, buyer.token)).body.url)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('checkout refusals', () => {
  it('needs a signed-in user', async () => {
    expect((await checkout(1)).status).toBe(401);
  });

  it('answers 404 for an unknown lab, one without terms and one whose terms are not active', async () => {
    const seller = await artist('hiddenSeller');
    const { token } = await createVerifiedUser(t, { username: 'hiddenBuyer' });
    const draft = await publishLabWithoutTerms(t, seller.user.id);
    const { lab: inactive } = await publishLab(t, seller.user.id, { priceCents: 500, isActive: false });
    for (const plab of [999_999, '00000000-0000-4000-8000-000000000000', draft.uuid, inactive.uuid])
      expect(await checkout(plab, token)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it("refuses the artist's own lab", async () => {
    const seller = await artist('selfBuyer');
    const { lab } = await publishLab(t, seller.user.id, { priceCents: 500 });
    expect(await checkout(lab.uuid, seller.token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [labMessages.ownLab] },
    });
  });

  it('refuses a fee lab whose artist has no account, or one whose onboarding is not complete', async () => {
    const noAccount = await createVerifiedUser(t, { username: 'noAccountSeller' });
    const unfinished = await artist('unfinishedSeller', false);
    const buyer = await createVerifiedUser(t, { username: 'refusedBuyer' });
    for (const owner of [noAccount.user.id, unfinished.user.id]) {
      const { lab } = await publishLab(t, owner, { priceCents: 500 });
      expect(await checkout(lab.uuid, buyer.token)).toMatchObject({
        status: 400,
        body: { non_field_errors: [labMessages.notTakingPayments] },
      });
    }
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('answers 400 for a body without a lab', async () => {
    const { token } = await createVerifiedUser(t, { username: 'emptyBody' });
    expect((await call(t, 'POST', '/api/payments/checkout/', {}, token)).status).toBe(400);
  });

  it("shows nobody else's checkout status, and no page for a wrong token or unknown checkout", async () => {
    const seller = await artist('statusSeller');
    const buyer = await createVerifiedUser(t, { username: 'statusBuyer' });
    const stranger = await createVerifiedUser(t, { username: 'statusStranger' });
    const { lab } = await publishLab(t, seller.user.id, { priceCents: 700 });
    const url = (await checkout(lab.uuid, buyer.token)).body.url as string;
    const [row] = await purchasesOf(buyer.user.id);
    const sessionId = row?.checkoutId as string;
    expect((await status(sessionId, stranger.token)).status).toBe(404);
    expect((await status('cs_sandbox_unknown', buyer.token)).status).toBe(404);

    const wrong = new URL(url);
    wrong.searchParams.set('token', 'x'.repeat(43));
    for (const target of [wrong.toString(), url.replace(sessionId, 'cs_sandbox_unknown')]) {
      const res = await visit(target);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Link not valid');
      expect((await visit(target, { method: 'POST' })).status).toBe(404);
    }
    // None of those requests paid anything.
    expect((await purchasesOf(buyer.user.id))[0]?.status).toBe('pending');
  });

  it('has no webhook without Stripe configured', async () => {
    const res = await t.app.request('/api/payments/webhook/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: JSON.stringify({ id: 'evt_sandbox', type: 'checkout.session.completed' }),
    });
    expect(res.status).toBe(400);
    expect(await t.deps.db.select().from(webhookEvents)).toEqual([]);
  });
});

describe('joining a free lab', () => {
  it('gives the lab at once for its period and points to it, then refuses a second join', async () => {
    const owner = await createVerifiedUser(t, { username: 'freeOwner' });
    const member = await createVerifiedUser(t, { username: 'freeMember' });
    const { lab } = await publishLab(t, owner.user.id, { priceCents: 0, periodDays: 7 });
    expect(await checkout(lab.uuid, member.token)).toMatchObject({
      status: 200,
      body: { url: `${PUBLIC}/mypurchasedlabs/${lab.uuid}` },
    });
    const [row] = await purchasesOf(member.user.id);
    expect(row).toMatchObject({
      provider: 'free',
      status: 'paid',
      amountCents: 0,
      feeCents: 0,
      checkoutId: null,
    });
    expect((row?.expiresAt?.getTime() ?? 0) - (row?.paidAt?.getTime() ?? 0)).toBe(7 * DAY_MS);
    expect(await checkout(lab.uuid, member.token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [labMessages.alreadyBought] },
    });
  });

  it('lets a member whose join expired join again', async () => {
    const owner = await createVerifiedUser(t, { username: 'freeOwner2' });
    const member = await createVerifiedUser(t, { username: 'returningMember' });
    const { lab } = await publishLab(t, owner.user.id, { priceCents: 0, periodDays: 7 });
    await paidPurchase(t, member.user.id, lab.id, { daysAgo: 8, periodDays: 7, amountCents: 0, feeCents: 0 });
    expect((await checkout(lab.uuid, member.token)).status).toBe(200);
    expect(await purchasesOf(member.user.id)).toHaveLength(2);
  });
});

describe('check-plab-payment-exists', () => {
  const exists = (plabsub: number | string, username: string, token: string) =>
    call(
      t,
      'GET',
      `/api/payments/check-plab-payment-exists/?plabsub=${plabsub}&username=${username}`,
      undefined,
      token,
    );

  it('answers truthfully for an active purchase, an expired one and none', async () => {
    const owner = await createVerifiedUser(t, { username: 'checkOwner' });
    const active = await createVerifiedUser(t, { username: 'activeBuyer' });
    const expired = await createVerifiedUser(t, { username: 'expiredBuyer' });
    const never = await createVerifiedUser(t, { username: 'neverBuyer' });
    const { lab, sub } = await publishLab(t, owner.user.id, { priceCents: 999, periodDays: 30 });
    await paidPurchase(t, active.user.id, lab.id, { daysAgo: 29, periodDays: 30 });
    await paidPurchase(t, expired.user.id, lab.id, { daysAgo: 31, periodDays: 30 });

    for (const ref of [sub.id, sub.uuid])
      expect(await exists(ref, 'activeBuyer', active.token)).toMatchObject({
        status: 200,
        body: { exists: true },
      });
    expect((await exists(sub.id, 'expiredBuyer', expired.token)).body).toEqual({ exists: false });
    expect((await exists(sub.id, 'neverBuyer', never.token)).body).toEqual({ exists: false });
    // The owner may ask about anyone, also about a name nobody has.
    expect((await exists(sub.uuid, 'ACTIVEBUYER', owner.token)).body).toEqual({ exists: true });
    expect((await exists(sub.uuid, 'expiredBuyer', owner.token)).body).toEqual({ exists: false });
    expect((await exists(sub.uuid, 'nobodyAtAll', owner.token)).body).toEqual({ exists: false });
  });

  it('lets only the user asked about and the owner ask, and answers 404 for an unknown subscription', async () => {
    const owner = await createVerifiedUser(t, { username: 'ruleOwner' });
    const buyer = await createVerifiedUser(t, { username: 'ruleBuyer' });
    const nosy = await createVerifiedUser(t, { username: 'nosyUser' });
    const { lab, sub } = await publishLab(t, owner.user.id, { priceCents: 999 });
    await paidPurchase(t, buyer.user.id, lab.id, { daysAgo: 1, periodDays: 30 });
    expect(await exists(sub.id, 'ruleBuyer', nosy.token)).toMatchObject({ status: 403 });
    expect(await exists(999_999, 'ruleBuyer', buyer.token)).toMatchObject({ status: 404 });
    expect(await exists('not-a-ref', 'ruleBuyer', buyer.token)).toMatchObject({ status: 404 });
    expect(
      (await call(t, 'GET', `/api/payments/check-plab-payment-exists/?plabsub=${sub.id}&username=ruleBuyer`))
        .status,
    ).toBe(401);
  });
});

describe('earnings', () => {
  it("lists the artist's paid sales newest first with exact totals, never free joins, pending ones or others' sales", async () => {
    const seller = await artist('earningArtist');
    const rival = await artist('rivalArtist');
    const fan1 = await createVerifiedUser(t, { username: 'fanOne' });
    const fan2 = await createVerifiedUser(t, { username: 'fanTwo' });
    const { lab: cheap } = await publishLab(t, seller.user.id, { name: 'Cheap lab', priceCents: 999 });
    const { lab: dear } = await publishLab(t, seller.user.id, { name: 'Dear lab', priceCents: 1999 });
    const { lab: free } = await publishLab(t, seller.user.id, { name: 'Free lab', priceCents: 0 });
    const { lab: theirs } = await publishLab(t, rival.user.id, { name: 'Rival lab', priceCents: 5000 });

    // Bought through the sandbox page, as a buyer would.
    for (const [fan, lab] of [
      [fan1, cheap],
      [fan2, dear],
      [fan1, theirs],
    ] as const) {
      const url = (await checkout(lab.uuid, fan.token)).body.url as string;
      expect((await visit(url, { method: 'POST' })).status).toBe(303);
    }
    await checkout(free.uuid, fan2.token);
    await checkout(cheap.uuid, fan2.token); // started, never paid

    const first = await call(t, 'GET', '/api/payments/earnings/?page_size=1', undefined, seller.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: 2,
      previous: null,
      totals: { sales: 2, gross: '29.98', fee: '3.00', net: '26.98', currency: 'USD' },
    });
    expect(first.body.results).toEqual([
      {
        uuid: expect.any(String),
        plab: { uuid: dear.uuid, name: 'Dear lab' },
        buyer: 'fanTwo',
        amount: '19.99',
        fee: '2.00',
        net: '17.99',
        currency: 'USD',
        paid_at: expect.any(String),
      },
    ]);
    const second = await visit(first.body.next as string, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const page2 = await second.json();
    expect(page2.results).toMatchObject([
      {
        plab: { uuid: cheap.uuid, name: 'Cheap lab' },
        buyer: 'fanOne',
        amount: '9.99',
        fee: '1.00',
        net: '8.99',
      },
    ]);
    expect(page2.next).toBeNull();

    const rivalView = await call(t, 'GET', '/api/payments/earnings/', undefined, rival.token);
    expect(rivalView.body).toMatchObject({ count: 1, totals: { gross: '50.00', fee: '5.00', net: '45.00' } });
    expect(rivalView.body.results.map((e: { buyer: string }) => e.buyer)).toEqual(['fanOne']);

    const nobody = await createVerifiedUser(t, { username: 'noSales' });
    expect((await call(t, 'GET', '/api/payments/earnings/', undefined, nobody.token)).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      totals: { sales: 0, gross: '0.00', fee: '0.00', net: '0.00', currency: 'USD' },
    });
    expect((await call(t, 'GET', '/api/payments/earnings/')).status).toBe(401);
  });
});
