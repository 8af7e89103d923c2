/**
 * Payment accounts with the local sandbox provider (no STRIPE_SECRET_KEY): status, validate-country,
 * the connect account made once per user, account and dashboard links, the sandbox's onboarding page
 * and its "Complete onboarding" button. Guests get 401; nobody sees another user's account.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { paymentAccounts, sandboxAccounts } from '../../src/server/db/schema';
import { PAYMENT_COUNTRIES, paymentMessages } from '../../src/shared/payment-countries';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const BASE = '/api/payments';
const PUBLIC = 'http://localhost:8080';
const NOTHING = {
  has_account: false,
  charges_enabled: false,
  payouts_enabled: false,
  onboarding_complete: false,
};

let t: TestContext;

const signUp = async (username: string) => (await createVerifiedUser(t, { username })).token;
const status = (token?: string) => call(t, 'GET', `${BASE}/account-status/`, undefined, token);
const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${BASE}${path}`, body, token, headers);
/** A request to an absolute URL the server handed out, sent to the app in-process. */
const visit = (url: string, init?: RequestInit) => {
  const { pathname, search } = new URL(url);
  return t.app.request(`${pathname}${search}`, init);
};
const withToken = (url: string, token: string) => {
  const u = new URL(url);
  u.searchParams.set('token', token);
  return u.toString();
};

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('guests', () => {
  it('get 401 from every payments endpoint', async () => {
    expect((await status()).status).toBe(401);
    for (const path of [
      '/validate-country/',
      '/create-connect-account/',
      '/create-account-link/',
      '/create-dashboard-link/',
    ])
      expect(await post(path, { country: 'US' })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
  });
});

describe('validate-country', () => {
  it('lists the 46 supported countries with their two-letter codes', () => {
    expect(PAYMENT_COUNTRIES).toHaveLength(46);
    expect(new Set(PAYMENT_COUNTRIES.map((c) => c.code)).size).toBe(46);
    for (const { code } of PAYMENT_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('answers supported for a listed code or name and not for others', async () => {
    const token = await signUp('countryChecker');
    for (const country of ['US', 'gb', 'UK', 'AE', 'HK', 'Japan'])
      expect(await post('/validate-country/', { country }, token)).toMatchObject({
        status: 200,
        body: { supported: true },
      });
    for (const country of ['RU', 'ZZ', 'Narnia', 'USA'])
      expect((await post('/validate-country/', { country }, token)).body).toEqual({ supported: false });
  });

  it('asks for a country when none is given', async () => {
    const token = await signUp('countryless');
    for (const body of [{}, { country: '  ' }])
      expect(await post('/validate-country/', body, token)).toMatchObject({
        status: 400,
        body: { country: [paymentMessages.countryRequired] },
      });
  });
});

describe('the connect account', () => {
  it('is made once per user, in US by default; a repeat answers the same account', async () => {
    const token = await signUp('firstArtist');
    expect(await status(token)).toMatchObject({ status: 200, body: NOTHING });

    const created = await post('/create-connect-account/', {}, token);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      account_id: expect.stringMatching(/^acct_sandbox_[0-9a-f]+$/),
      has_account: true,
      charges_enabled: false,
      payouts_enabled: false,
      onboarding_complete: false,
    });
    const again = await post('/create-connect-account/', { country: 'FR' }, token);
    expect(again).toMatchObject({ status: 200, body: created.body });

    const [row] = await t.deps.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.accountId, created.body.account_id));
    expect(row).toMatchObject({ provider: 'sandbox', country: 'US' });
    const [sandbox] = await t.deps.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.accountId, created.body.account_id));
    expect(sandbox).toMatchObject({
      email: 'firstartist@example.com',
      country: 'US',
      detailsSubmitted: false,
    });
    expect(await status(token)).toMatchObject({
      status: 200,
      body: { has_account: true, charges_enabled: false, payouts_enabled: false, onboarding_complete: false },
    });
  });

  it('stores the chosen country as its code', async () => {
    const token = await signUp('ukArtist');
    const created = await post('/create-connect-account/', { country: 'UK' }, token);
    const [row] = await t.deps.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.accountId, created.body.account_id));
    expect(row?.country).toBe('GB');
  });

  it('refuses an unsupported or empty country and makes nothing', async () => {
    const token = await signUp('elsewhere');
    expect(await post('/create-connect-account/', { country: 'RU' }, token)).toMatchObject({
      status: 400,
      body: { country: [paymentMessages.countryUnsupported] },
    });
    expect(await post('/create-connect-account/', { country: '' }, token)).toMatchObject({
      status: 400,
      body: { country: [paymentMessages.countryRequired] },
    });
    expect((await status(token)).body).toEqual(NOTHING);
  });

  it('answers a replayed Idempotency-Key with the first answer', async () => {
    const token = await signUp('replayer');
    const headers = { 'idempotency-key': `connect-${randomUUID()}` };
    const first = await post('/create-connect-account/', { country: 'DE' }, token, headers);
    const replay = await post('/create-connect-account/', { country: 'DE' }, token, headers);
    expect(first.status).toBe(201);
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it("is never another user's", async () => {
    const one = await signUp('ownerOne');
    const two = await signUp('ownerTwo');
    const mine = (await post('/create-connect-account/', {}, one)).body.account_id;
    expect((await status(two)).body).toEqual(NOTHING);
    expect(await post('/create-account-link/', {}, two)).toMatchObject({ status: 400 });
    const theirs = (await post('/create-connect-account/', {}, two)).body.account_id;
    expect(theirs).not.toBe(mine);
    const myLink = (await post('/create-account-link/', {}, one)).body.url as string;
    const theirLink = (await post('/create-account-link/', {}, two)).body.url as string;
    expect(myLink).toContain(mine);
    expect(theirLink).toContain(theirs);
    // One account's token does not open another's page.
    const borrowed = withToken(theirLink, new URL(myLink).searchParams.get('token') ?? '');
    expect((await visit(borrowed)).status).toBe(404);
    expect((await visit(borrowed, { method: 'POST' })).status).toBe(404);
  });
});

describe('onboarding in the sandbox', () => {
  it('goes from a link to a complete account through the "Complete onboarding" button', async () => {
    const token = await signUp('onboarder');
    expect(await post('/create-account-link/', {}, token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [paymentMessages.noAccount] },
    });
    const accountId = (await post('/create-connect-account/', { country: 'NZ' }, token)).body.account_id;

    const link = await post('/create-account-link/', {}, token);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC}/payments-sandbox/onboarding/${accountId}`);
    expect(url.searchParams.get('return')).toBe(`${PUBLIC}/stripe/onboarding/success`);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    const page = await visit(link.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<form method="post" action="\/payments-sandbox\/onboarding\/[^"]+">/);
    expect(html).toContain('<button type="submit">Complete onboarding</button>');

    // Without the token, or with a wrong one, nothing opens and nothing changes.
    expect((await visit(withToken(link.body.url, 'wrong'))).status).toBe(404);
    expect((await visit(withToken(link.body.url, 'wrong'), { method: 'POST' })).status).toBe(404);
    const noToken = new URL(link.body.url);
    noToken.searchParams.delete('token');
    expect((await visit(noToken.toString(), { method: 'POST' })).status).toBe(404);
    expect((await status(token)).body.onboarding_complete).toBe(false);

    const done = await visit(link.body.url, { method: 'POST' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PUBLIC}/stripe/onboarding/success`);
    expect(await status(token)).toMatchObject({
      status: 200,
      body: { has_account: true, charges_enabled: true, payouts_enabled: true, onboarding_complete: true },
    });
    const [row] = await t.deps.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.accountId, accountId));
    expect(row).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, onboardingComplete: true });
    // A second link still works and the page says so.
    const again = await post('/create-account-link/', {}, token);
    expect(await (await visit(again.body.url)).text()).toContain('Onboarding is complete.');
  });

  it('returns only to our own pages', async () => {
    const token = await signUp('redirected');
    await post('/create-connect-account/', {}, token);
    const link = new URL((await post('/create-account-link/', {}, token)).body.url);
    link.searchParams.set('return', 'https://evil.example/steal');
    const done = await visit(link.toString(), { method: 'POST' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PUBLIC}/`);
  });

  it('returns to a page given with a line break in its address without breaking the redirect', async () => {
    const token = await signUp('linebreaker');
    await post('/create-connect-account/', {}, token);
    const link = new URL((await post('/create-account-link/', {}, token)).body.url);
    link.searchParams.set('return', `${PUBLIC}/done\r\nSet-Cookie: stolen=1`);
    const done = await visit(link.toString(), { method: 'POST' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PUBLIC}/doneSet-Cookie:%20stolen=1`);
    expect(done.headers.get('set-cookie')).toBeNull();
  });

  it('escapes what it shows', async () => {
    const { token, user } = await createVerifiedUser(t, { username: 'escaper', email: 'a<b>@example.com' });
    expect(user.email).toBe('a<b>@example.com');
    await post('/create-connect-account/', {}, token);
    const html = await (await visit((await post('/create-account-link/', {}, token)).body.url)).text();
    expect(html).toContain('a&lt;b&gt;@example.com');
    expect(html).not.toContain('a<b>');
  });
});

describe('the dashboard link', () => {
  it('needs an account whose onboarding is done, then opens the sandbox dashboard', async () => {
    const token = await signUp('dashboarder');
    expect(await post('/create-dashboard-link/', {}, token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [paymentMessages.noAccount] },
    });
    const accountId = (await post('/create-connect-account/', {}, token)).body.account_id;
    expect(await post('/create-dashboard-link/', {}, token)).toMatchObject({
      status: 400,
      body: { non_field_errors: [paymentMessages.onboardingIncomplete] },
    });
    await visit((await post('/create-account-link/', {}, token)).body.url, { method: 'POST' });

    const link = await post('/create-dashboard-link/', {}, token);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC}/payments-sandbox/dashboard/${accountId}`);
    const page = await visit(link.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(accountId);
    expect(html).toContain('Payouts enabled');
    expect((await visit(withToken(link.body.url, 'nope'))).status).toBe(404);
  });
});

describe('payments configuration', () => {
  const base = { DATA_DIR: '/tmp/cypher-payments-config', JWT_SECRET: 'x'.repeat(32) };

  it('uses the sandbox without STRIPE_SECRET_KEY and takes a platform fee percent', () => {
    expect(loadConfig(base)).toMatchObject({ stripe: undefined, platformFeePercent: 10 });
    expect(
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_API_URL: 'http://127.0.0.1:1',
        PLATFORM_FEE_PERCENT: '7.5',
      }),
    ).toMatchObject({
      stripe: { secretKey: 'sk_test_1', apiUrl: 'http://127.0.0.1:1' },
      platformFeePercent: 7.5,
    });
  });

  it('stops on a bad value naming the variable', () => {
    expect(() => loadConfig({ ...base, PLATFORM_FEE_PERCENT: '150' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PLATFORM_FEE_PERCENT: 'ten' })).toThrow(/PLATFORM_FEE_PERCENT/);
    expect(() => loadConfig({ ...base, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
