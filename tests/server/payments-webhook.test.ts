/**
 * Lab checkout with Stripe configured, against a local HTTP server standing in for api.stripe.com:
 * the Checkout Session request (amount, application fee, destination, reference), webhooks signed
 * with the SDK's test header (applied once, replays change nothing, bad signatures are refused),
 * account.updated, and checkout-status asking Stripe before the webhook comes.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labPurchases, paymentAccounts, webhookEvents } from '../../src/server/db/schema';
import { createVerifiedUser } from '../helpers/accounts';
import { givePaymentAccount, publishLab } from '../helpers/lab-fixtures';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { type Answer, type Seen, StripeStandIn, stripeError, unrecognized } from '../helpers/stripe-stand-in';

const SECRET = 'sk_test_fake_456';
const WEBHOOK_SECRET = 'whsec_test_secret_789';
const PUBLIC = 'http://localhost:8080';

type Session = {
  id: string;
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string;
  purchase: string;
};

/** A tiny api.stripe.com: Express accounts (retrieve) and Checkout Sessions (create, retrieve). */
class FakeStripe extends StripeStandIn {
  ready = new Set<string>();
  sessions = new Map<string, Session>();
  /** Answers the next request with an error. */
  refuseNext = false;
  private next = 1;

  protected answer({ method, path, form, headers }: Seen): Answer {
    if (headers.authorization !== `Bearer ${SECRET}`)
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    if (this.refuseNext) {
      this.refuseNext = false;
      return stripeError(400, 'invalid_request_error', 'Refused');
    }
    const account = /^\/v1\/accounts\/(\w+)$/.exec(path)?.[1];
    const session = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path)?.[1];
    if (method === 'GET' && account) {
      const done = this.ready.has(account);
      return [
        200,
        {
          id: account,
          object: 'account',
          charges_enabled: done,
          payouts_enabled: done,
          details_submitted: done,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.next++}`;
      const made: Session = {
        id,
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? '',
        purchase: form['metadata[purchase]'] ?? '',
      };
      this.sessions.set(id, made);
      return [200, this.sessionBody(made)];
    }
    if (method === 'GET' && session) {
      const found = this.sessions.get(session);
      if (!found) return stripeError(404, 'invalid_request_error', 'No such checkout.session');
      return [200, this.sessionBody(found)];
    }
    return unrecognized(path);
  }

  private sessionBody(s: Session) {
    return {
      id: s.id,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: s.payment_status,
      client_reference_id: s.client_reference_id,
      metadata: { purchase: s.purchase },
      url: `https://checkout.stripe.test/c/pay/${s.id}`,
    };
  }
}

const fake = new FakeStripe();
let t: TestContext;
let events = 0;

const signed = (secret: string) => (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Posts a webhook event with the `Stripe-Signature` header `sign` makes (none when it makes ''). */
async function deliver(event: Record<string, unknown>, sign = signed(WEBHOOK_SECRET)) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', ...event });
  const header = sign(payload);
  const res = await t.app.request('/api/payments/webhook/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  });
  return res.status;
}

const sessionEvent = (type: string, sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid') => ({
  id: `evt_${++events}`,
  type,
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
});

const purchase = async (checkoutId: string) =>
  (await t.deps.db.select().from(labPurchases).where(eq(labPurchases.checkoutId, checkoutId)))[0];
const eventCount = async () => (await t.deps.db.select().from(webhookEvents)).length;

/** A Stripe artist ready to take payments, a fee lab of theirs and a buyer who starts its checkout. */
async function startedCheckout(name: string, priceCents = 999) {
  const seller = await createVerifiedUser(t, { username: `${name}Seller` });
  const accountId = `acct_${name}`;
  await givePaymentAccount(t, seller.user.id, { provider: 'stripe', accountId, ready: true });
  fake.ready.add(accountId);
  const buyer = await createVerifiedUser(t, { username: `${name}Buyer` });
  const { lab } = await publishLab(t, seller.user.id, { name: `${name} lab`, priceCents, periodDays: 30 });
  const res = await call(t, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token);
  expect(res.status).toBe(200);
  const sessionId = /\/c\/pay\/(\w+)$/.exec(res.body.url as string)?.[1] as string;
  return { seller, buyer, lab, accountId, sessionId, url: res.body.url as string };
}

beforeAll(async () => {
  const apiUrl = await fake.start();
  t = await makeTestApp({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_API_URL: apiUrl,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.seen = [];
});

describe('checkout with Stripe', () => {
  it('opens a Checkout Session paying the artist less the platform fee', async () => {
    const { lab, accountId, sessionId, url, buyer } = await startedCheckout('session');
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const row = await purchase(sessionId);
    expect(row).toMatchObject({
      userId: buyer.user.id,
      status: 'pending',
      provider: 'stripe',
      amountCents: 999,
      feeCents: 100,
    });
    const request = fake.seen.find((r) => r.path === '/v1/checkout/sessions');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'session lab',
      'line_items[0][quantity]': '1',
      'payment_intent_data[application_fee_amount]': '100',
      'payment_intent_data[transfer_data][destination]': accountId,
      client_reference_id: row?.uuid,
      'metadata[purchase]': row?.uuid,
      success_url: `${PUBLIC}/stripe/payments/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC}/stripe/payments/cancel?plab=${lab.uuid}`,
    });
    expect(request?.headers['idempotency-key']).toBe(`checkout-${row?.uuid}`);
    // The artist's account was read from Stripe first, so a closed account cannot be paid into.
    expect(fake.seen[0]).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
  });

  it('has no sandbox checkout pages', async () => {
    expect((await t.app.request('/payments-sandbox/checkout/cs_sandbox_x?token=x')).status).toBe(404);
  });
});

describe('the Stripe webhook', () => {
  it('completes the purchase once: a replayed event answers 200 and changes nothing', async () => {
    const { sessionId } = await startedCheckout('replay');
    const event = sessionEvent('checkout.session.completed', sessionId);
    const before = await eventCount();
    expect(await deliver(event)).toBe(200);
    const paid = await purchase(sessionId);
    expect(paid?.status).toBe('paid');
    expect((paid?.expiresAt?.getTime() ?? 0) - (paid?.paidAt?.getTime() ?? 0)).toBe(30 * 24 * 60 * 60 * 1000);

    t.advance(3_600_000);
    expect(await deliver(event)).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    const again = await purchase(sessionId);
    expect(again?.paidAt).toEqual(paid?.paidAt);
    expect(again?.expiresAt).toEqual(paid?.expiresAt);
    expect(
      await t.deps.db
        .select()
        .from(labPurchases)
        .where(eq(labPurchases.userId, paid?.userId ?? 0)),
    ).toHaveLength(1);

    // Another event for the same, already paid session changes nothing either.
    expect(await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).toBe(200);
    expect((await purchase(sessionId))?.expiresAt).toEqual(paid?.expiresAt);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { sessionId } = await startedCheckout('forged');
    const before = await eventCount();
    const event = sessionEvent('checkout.session.completed', sessionId);
    expect(await deliver(event, signed('whsec_wrong'))).toBe(400);
    expect(await deliver(event, () => 't=1,v1=deadbeef')).toBe(400);
    expect(await deliver(event, () => '')).toBe(400);
    expect((await purchase(sessionId))?.status).toBe('pending');
    expect(await eventCount()).toBe(before);
  });

  it('waits for a delayed payment to succeed before completing', async () => {
    const { sessionId } = await startedCheckout('delayed');
    expect(await deliver(sessionEvent('checkout.session.completed', sessionId, 'unpaid'))).toBe(200);
    expect((await purchase(sessionId))?.status).toBe('pending');
    expect(await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).toBe(200);
    expect((await purchase(sessionId))?.status).toBe('paid');
  });

  it('cancels a pending purchase whose session expired', async () => {
    const { sessionId } = await startedCheckout('expired');
    expect(await deliver(sessionEvent('checkout.session.expired', sessionId))).toBe(200);
    expect((await purchase(sessionId))?.status).toBe('canceled');
    // A late completion of a canceled purchase changes nothing.
    expect(await deliver(sessionEvent('checkout.session.completed', sessionId))).toBe(200);
    expect((await purchase(sessionId))?.status).toBe('canceled');
  });

  it("flips the artist's onboarding flags on account.updated", async () => {
    const { user } = await createVerifiedUser(t, { username: 'onboardingArtist' });
    await givePaymentAccount(t, user.id, { provider: 'stripe', accountId: 'acct_flips', ready: false });
    const account = (done: boolean) => ({
      id: `evt_${++events}`,
      type: 'account.updated',
      data: {
        object: {
          id: 'acct_flips',
          object: 'account',
          charges_enabled: done,
          payouts_enabled: done,
          details_submitted: done,
        },
      },
    });
    const row = async () =>
      (await t.deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id)))[0];
    expect(await deliver(account(true))).toBe(200);
    expect(await row()).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      onboardingComplete: true,
    });
    expect(await deliver(account(false))).toBe(200);
    expect(await row()).toMatchObject({
      chargesEnabled: false,
      payoutsEnabled: false,
      onboardingComplete: false,
    });
  });

  it('answers 200 to event types it does not handle', async () => {
    const before = await eventCount();
    expect(
      await deliver({ id: `evt_${++events}`, type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    ).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });
});

describe('checkout-status with Stripe', () => {
  it('asks Stripe about a pending checkout and completes it when paid, before any webhook', async () => {
    const { sessionId, buyer, lab } = await startedCheckout('returning');
    const status = () =>
      call(t, 'GET', `/api/payments/checkout-status/?session_id=${sessionId}`, undefined, buyer.token);
    expect((await status()).body).toMatchObject({ status: 'pending', plab_uuid: lab.uuid, expires_at: null });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
    fake.refuseNext = true;
    expect(await status()).toMatchObject({ status: 200, body: { status: 'pending' } });

    const session = fake.sessions.get(sessionId);
    if (session) session.payment_status = 'paid';
    const paid = await status();
    const row = await purchase(sessionId);
    expect(row?.status).toBe('paid');
    expect(paid.body).toEqual({
      status: 'paid',
      plab_uuid: lab.uuid,
      lab_name: 'returning lab',
      expires_at: row?.expiresAt?.toISOString(),
    });

    // The webhook that follows finds the purchase paid and leaves it as it is.
    expect(await deliver(sessionEvent('checkout.session.completed', sessionId))).toBe(200);
    expect((await purchase(sessionId))?.expiresAt).toEqual(row?.expiresAt);
    fake.seen = [];
    expect((await status()).body.status).toBe('paid');
    expect(fake.seen).toEqual([]);
  });
});
