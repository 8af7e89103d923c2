import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { WELCOME } from '../../src/server/features/auth/welcome';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let jwks: Server;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await makeTestApp({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

let subs = 0;
async function idToken(claims: JWTPayload = {}, key: CryptoKey = privateKey) {
  subs += 1;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: 'test-client',
    iat: now,
    exp: now + 300,
    email: `breaker${subs}@gmail.com`,
    email_verified: true,
    sub: `google-${subs}`,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .sign(key);
}

const googleLogin = async (token: string) =>
  call(t, 'POST', '/api/auth/google-oauth2/login/', { id_token: token });
const FAILED = { non_field_errors: [msg.googleFailed] };
/** The texts of the user's notifications from the product. */
const welcomes = async (token: string) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, token)).body.results
    .filter((n: { sender: string | null }) => n.sender === null)
    .map((n: { text: string }) => n.text);

describe('Google sign-in', () => {
  it('publishes the client id so the client shows the button', async () => {
    const res = await call(t, 'GET', '/api/auth/config/');
    expect(res.body).toEqual({ google_client_id: 'test-client' });
  });

  it('creates a verified account without a password on the first sign-in', async () => {
    const res = await googleLogin(await idToken({ email: 'Flex.Master@gmail.com', sub: 'sub-new' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        pk: expect.any(Number),
        username: 'flex.master',
        email: 'flex.master@gmail.com',
        country: '',
        gender: 'NS',
        language: 'en',
        portfolio: null,
        is_moderator: false,
      },
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, res.body.user.pk));
    expect(row).toMatchObject({
      googleSub: 'sub-new',
      emailVerified: true,
      passwordHash: null,
    });
    const me = await call(t, 'GET', '/api/auth/user/', undefined, res.body.access_token);
    expect(me.body.pk).toBe(res.body.user.pk);
    expect(await welcomes(res.body.access_token)).toEqual([WELCOME.text]);
  });

  it("gives a new account the sign-in request's language, and leaves an existing one's as it is", async () => {
    const sub = 'sub-language';
    const headers = { 'accept-language': 'ko-KR,ko;q=0.9' };
    const first = await call(
      t,
      'POST',
      '/api/auth/google-oauth2/login/',
      { id_token: await idToken({ sub }) },
      undefined,
      headers,
    );
    expect(first.body.user.language).toBe('ko');
    const again = await call(
      t,
      'POST',
      '/api/auth/google-oauth2/login/',
      { id_token: await idToken({ sub }) },
      undefined,
      { 'accept-language': 'fr' },
    );
    expect(again.body.user.language).toBe('ko');
  });

  it('signs the same Google account into the same user next time, also under the other issuer spelling', async () => {
    const first = await googleLogin(await idToken({ sub: 'sub-again' }));
    const token = await new SignJWT({
      email: 'changed@gmail.com',
      email_verified: true,
      sub: 'sub-again',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('accounts.google.com')
      .setAudience('test-client')
      .setExpirationTime('5m')
      .sign(privateKey);
    const second = await googleLogin(token);
    expect(second.status).toBe(200);
    expect(second.body.user.pk).toBe(first.body.user.pk);
    expect(await welcomes(second.body.access_token)).toEqual([WELCOME.text]);
  });

  it('links an existing account with the same e-mail address and keeps its password', async () => {
    const { user, password } = await createVerifiedUser(t, {
      email: 'linked@gmail.com',
    });
    const res = await googleLogin(await idToken({ email: 'linked@gmail.com' }));
    expect(res.body.user.pk).toBe(user.id);
    expect(await welcomes(res.body.access_token)).toEqual([]);
    expect(
      (
        await call(t, 'POST', '/api/auth/login/', {
          email: user.email,
          password,
        })
      ).status,
    ).toBe(200);
  });

  it('drops the password of an unverified account it links, so only the address owner gets in', async () => {
    const { user, password } = await createVerifiedUser(t, {
      email: 'squatted@gmail.com',
    });
    await t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const res = await googleLogin(await idToken({ email: 'squatted@gmail.com' }));
    expect(res.body.user.pk).toBe(user.id);
    const login = await call(t, 'POST', '/api/auth/login/', {
      email: user.email,
      password,
    });
    expect(login.body).toEqual({ non_field_errors: [msg.badCredentials] });
  });

  it('refuses an address already linked to another Google account', async () => {
    await googleLogin(await idToken({ email: 'twice@gmail.com', sub: 'first-google-account' }));
    const res = await googleLogin(await idToken({ email: 'twice@gmail.com', sub: 'second-google-account' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
  });

  it('makes a free, valid username when the e-mail local part is taken or unusable', async () => {
    await createVerifiedUser(t, {
      username: 'popper',
      email: 'popper@example.com',
    });
    const taken = await googleLogin(await idToken({ email: 'Popper@gmail.com' }));
    expect(taken.body.user.username).toMatch(/^popper\d{1,12}$/);
    const reserved = await googleLogin(await idToken({ email: 'settings@gmail.com' }));
    expect(reserved.body.user.username).toMatch(/^dancer\d*$/);
  });

  it('refuses a token for another audience', async () => {
    const res = await googleLogin(await idToken({ aud: 'someone-else' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a token whose e-mail Google has not verified', async () => {
    const res = await googleLogin(await idToken({ email_verified: false }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
  });

  it('refuses a token from another issuer', async () => {
    expect((await googleLogin(await idToken({ iss: 'https://evil.example.com' }))).body).toEqual(FAILED);
  });

  it('refuses a token signed with a key Google did not publish', async () => {
    expect((await googleLogin(await idToken({}, otherKey))).body).toEqual(FAILED);
  });

  it('refuses an expired token', async () => {
    expect((await googleLogin(await idToken({ exp: Math.floor(Date.now() / 1000) - 60 }))).body).toEqual(
      FAILED,
    );
  });

  it('refuses something that is not a token', async () => {
    expect((await googleLogin('not-a-jwt')).body).toEqual(FAILED);
  });

  it('asks for the token when it is missing', async () => {
    const res = await call(t, 'POST', '/api/auth/google-oauth2/login/', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ id_token: [msg.googleFailed] });
  });
});
