/**
 * The Stripe provider against a local HTTP server standing in for api.stripe.com (the SDK's host,
 * port and protocol point at it): the requests it makes, how answers map to account status and
 * links, and provider failures. Once directly and once through /api/payments with STRIPE_SECRET_KEY set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentAccounts, sandboxAccounts } from '../../src/server/db/schema';
import { stripeClient, stripeProvider } from '../../src/server/features/payments/stripe-provider';
import { HttpError } from '../../src/server/http/errors';
import { paymentMessages } from '../../src/shared/payment-countries';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { type Answer, type Seen, StripeStandIn, stripeError, unrecognized } from '../helpers/stripe-stand-in';

type Flags = { charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean };

const SECRET = 'sk_test_fake_123';
const PUBLIC = 'http://localhost:8080';

/** A tiny api.stripe.com: Express accounts, account links and login links, with settable answers. */
class FakeStripe extends StripeStandIn {
  accounts = new Map<string, Flags & { country: string; email: string }>();
  failNext: { status: number; type: string; message: string } | undefined;
  private next = 1;

  protected answer({ method, path, form, headers }: Seen): Answer {
    if (headers.authorization !== `Bearer ${SECRET}`)
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    if (this.failNext) {
      const { status, type, message } = this.failNext;
      this.failNext = undefined;
      return stripeError(status, type, message);
    }
    const account = /^\/v1\/accounts\/([\w]+)$/.exec(path)?.[1];
    const login = /^\/v1\/accounts\/([\w]+)\/login_links$/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_fake${this.next++}`;
      const flags = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
      this.accounts.set(id, { ...flags, country: form.country ?? '', email: form.email ?? '' });
      return [
        200,
        { id, object: 'account', type: 'express', country: form.country, email: form.email, ...flags },
      ];
    }
    if (method === 'GET' && account) {
      const found = this.accounts.get(account);
      if (!found) return stripeError(404, 'invalid_request_error', 'No such account');
      return [200, { id: account, object: 'account', type: 'express', ...found }];
    }
    if (method === 'POST' && path === '/v1/account_links')
      return [
        200,
        {
          object: 'account_link',
          created: 1,
          expires_at: 2,
          url: `https://connect.stripe.test/setup/e/${form.account}/onboard`,
        },
      ];
    if (method === 'POST' && login)
      return [200, { object: 'login_link', created: 1, url: `https://connect.stripe.test/express/${login}` }];
    return unrecognized(path);
  }
}

const fake = new FakeStripe();
let apiUrl: string;

beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.seen = [];
  fake.failNext = undefined;
});

describe('the Stripe provider', () => {
  const warnings: string[] = [];
  const provider = () =>
    stripeProvider(stripeClient({ secretKey: SECRET, apiUrl }), {
      info: () => {},
      warn: (line: string) => void warnings.push(line),
      error: () => {},
    });

  it('creates an Express account with the country and email, once per user and country', async () => {
    const { accountId } = await provider().createAccount({
      userId: 42,
      email: 'b@example.com',
      country: 'GB',
    });
    expect(accountId).toMatch(/^acct_fake\d+$/);
    expect(fake.seen).toHaveLength(1);
    const [req] = fake.seen;
    expect(req).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      form: { type: 'express', country: 'GB', email: 'b@example.com', 'metadata[user_id]': '42' },
    });
    expect(req?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(req?.headers['idempotency-key']).toBe('connect-account-42-GB');
    expect(req?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  it('maps the account flags', async () => {
    const { accountId } = await provider().createAccount({
      userId: 43,
      email: 'c@example.com',
      country: 'US',
    });
    expect(await provider().accountStatus(accountId)).toEqual({
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
    fake.accounts.set(accountId, {
      country: 'US',
      email: 'c@example.com',
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
    });
    expect(await provider().accountStatus(accountId)).toEqual({
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
    });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
  });

  it('asks for an onboarding account link and a login link', async () => {
    const urls = {
      refreshUrl: `${PUBLIC}/stripe/onboarding/refresh`,
      returnUrl: `${PUBLIC}/stripe/onboarding/success`,
    };
    expect(await provider().accountLink('acct_fake9', urls)).toBe(
      'https://connect.stripe.test/setup/e/acct_fake9/onboard',
    );
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/account_links',
      form: {
        account: 'acct_fake9',
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      },
    });
    expect(await provider().dashboardLink('acct_fake9')).toBe(
      'https://connect.stripe.test/express/acct_fake9',
    );
    expect(fake.seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/accounts/acct_fake9/login_links' });
  });

  it("turns Stripe's errors into a 502 with the spec's message and logs the cause", async () => {
    fake.failNext = { status: 400, type: 'invalid_request_error', message: 'Country XX is unknown' };
    const error = await provider()
      .createAccount({ userId: 44, email: 'd@example.com', country: 'XX' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: { detail: paymentMessages.providerFailed } });
    expect(warnings.at(-1)).toContain('Country XX is unknown');
  });
});

describe('/api/payments with Stripe configured', () => {
  let t: TestContext;
  const BASE = '/api/payments';

  beforeAll(async () => {
    t = await makeTestApp({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: apiUrl });
    t.deps.log.warn = () => {};
  });
  afterAll(() => t.close());

  it('creates the account once, refreshes its status from Stripe and hands out Stripe links', async () => {
    const { token, user } = await createVerifiedUser(t, { username: 'stripeArtist' });
    expect((await call(t, 'GET', `${BASE}/account-status/`, undefined, token)).body).toEqual({
      has_account: false,
      charges_enabled: false,
      payouts_enabled: false,
      onboarding_complete: false,
    });
    expect(fake.seen).toHaveLength(0);

    const created = await call(t, 'POST', `${BASE}/create-connect-account/`, { country: 'IE' }, token);
    expect(created).toMatchObject({ status: 201, body: { has_account: true, onboarding_complete: false } });
    const accountId = created.body.account_id as string;
    expect(fake.seen.at(-1)?.form).toMatchObject({
      type: 'express',
      country: 'IE',
      email: 'stripeartist@example.com',
    });
    expect(fake.seen.at(-1)?.headers['idempotency-key']).toBe(`connect-account-${user.id}-IE`);
    const again = await call(t, 'POST', `${BASE}/create-connect-account/`, { country: 'IE' }, token);
    expect(again).toMatchObject({ status: 200, body: { account_id: accountId } });
    expect(fake.seen.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    expect(await call(t, 'POST', `${BASE}/create-dashboard-link/`, {}, token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [paymentMessages.onboardingIncomplete] },
    });

    const link = await call(t, 'POST', `${BASE}/create-account-link/`, {}, token);
    expect(link).toMatchObject({
      status: 200,
      body: { url: `https://connect.stripe.test/setup/e/${accountId}/onboard` },
    });
    expect(fake.seen.at(-1)?.form).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${PUBLIC}/stripe/onboarding/refresh`,
      return_url: `${PUBLIC}/stripe/onboarding/success`,
    });

    // The artist finishes onboarding on Stripe; the next status read picks it up and stores it.
    fake.accounts.set(accountId, {
      country: 'IE',
      email: 'stripeartist@example.com',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect((await call(t, 'GET', `${BASE}/account-status/`, undefined, token)).body).toEqual({
      has_account: true,
      charges_enabled: true,
      payouts_enabled: true,
      onboarding_complete: true,
    });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
    const [row] = await t.deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id));
    expect(row).toMatchObject({ provider: 'stripe', country: 'IE', onboardingComplete: true });

    const dashboard = await call(t, 'POST', `${BASE}/create-dashboard-link/`, {}, token);
    expect(dashboard).toMatchObject({
      status: 200,
      body: { url: `https://connect.stripe.test/express/${accountId}` },
    });
  });

  it('keeps the stored status when Stripe cannot answer a status read', async () => {
    const { token } = await createVerifiedUser(t, { username: 'stripeOffline' });
    await call(t, 'POST', `${BASE}/create-connect-account/`, {}, token);
    fake.failNext = { status: 400, type: 'invalid_request_error', message: 'No such account' };
    expect(await call(t, 'GET', `${BASE}/account-status/`, undefined, token)).toMatchObject({
      status: 200,
      body: { has_account: true, onboarding_complete: false },
    });
  });

  it('answers 502 and stores nothing when Stripe refuses the account', async () => {
    const { token, user } = await createVerifiedUser(t, { username: 'stripeRefused' });
    fake.failNext = { status: 400, type: 'invalid_request_error', message: 'Connect is not enabled' };
    expect(await call(t, 'POST', `${BASE}/create-connect-account/`, { country: 'US' }, token)).toMatchObject({
      status: 502,
      body: { detail: paymentMessages.providerFailed },
    });
    expect(await t.deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id))).toEqual(
      [],
    );
  });

  it('ignores an account made with the sandbox before Stripe was configured, and replaces it', async () => {
    const { token, user } = await createVerifiedUser(t, { username: 'switcher' });
    await t.deps.db
      .insert(sandboxAccounts)
      .values({ accountId: 'acct_sandbox_old', email: 'x@example.com', country: 'US' });
    await t.deps.db.insert(paymentAccounts).values({
      userId: user.id,
      provider: 'sandbox',
      accountId: 'acct_sandbox_old',
      country: 'US',
      chargesEnabled: true,
      payoutsEnabled: true,
      onboardingComplete: true,
    });
    expect((await call(t, 'GET', `${BASE}/account-status/`, undefined, token)).body.has_account).toBe(false);
    expect(await call(t, 'POST', `${BASE}/create-account-link/`, {}, token)).toMatchObject({ status: 400 });
    const created = await call(t, 'POST', `${BASE}/create-connect-account/`, { country: 'US' }, token);
    expect(created).toMatchObject({ status: 201, body: { account_id: expect.stringMatching(/^acct_fake/) } });
    const rows = await t.deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', onboardingComplete: false, chargesEnabled: false });
  });

  it('has no sandbox pages', async () => {
    const res = await t.app.request('/payments-sandbox/onboarding/acct_sandbox_old?token=x');
    expect(res.status).toBe(404);
  });
});
