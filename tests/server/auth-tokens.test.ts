import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { refreshTokens, users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const TOKEN_NOT_VALID = { detail: msg.tokenInvalid, code: 'token_not_valid' };

async function signIn() {
  const { user, password } = await createVerifiedUser(t);
  const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
  return { user, access: res.body.access_token as string, refresh: res.body.refresh_token as string };
}

const refresh = (token: string) => call(t, 'POST', '/api/auth/token/refresh/', { refresh: token });
const me = (access: string) => call(t, 'GET', '/api/auth/user/', undefined, access);

/** An access token signed with the server's secret, with the given claims. */
async function signed(claims: Record<string, unknown>, expiresIn: number | null = 600) {
  const now = Math.floor(t.deps.clock().getTime() / 1000);
  const jwt = new SignJWT({ typ: 'access', ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now);
  if (expiresIn !== null) jwt.setExpirationTime(now + expiresIn);
  return jwt.sign(new TextEncoder().encode(t.deps.config.jwtSecret));
}

describe('access tokens', () => {
  it('are refused as token_not_valid once 15 minutes have passed', async () => {
    const { access } = await signIn();
    t.advance(14 * 60 * 1000);
    expect((await call(t, 'GET', '/api/auth/user/', undefined, access)).status).toBe(200);
    t.advance(60 * 1000 + 1000);
    const res = await call(t, 'GET', '/api/auth/user/', undefined, access);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('are refused as token_not_valid when signed with another secret', async () => {
    const { user } = await signIn();
    const now = Math.floor(t.deps.clock().getTime() / 1000);
    const forged = await new SignJWT({ username: user.username, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const res = await call(t, 'GET', '/api/auth/user/', undefined, forged);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('are refused without an expiry, although correctly signed for a live session', async () => {
    const { user, access } = await signIn();
    const [row] = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    const claims = { sub: String(user.id), username: user.username, sid: row?.family };
    expect((await me(await signed(claims))).status).toBe(200);
    const res = await me(await signed(claims, null));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
    expect((await me(access)).status).toBe(200);
  });

  it('are refused without the session they belong to', async () => {
    const { user } = await signIn();
    const res = await me(await signed({ sub: String(user.id), username: user.username }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh: token } = await signIn();
    const res = await call(t, 'GET', '/api/auth/user/', undefined, token);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });
});

describe('refreshing', () => {
  it('rotates the pair and the new access token works', async () => {
    const { user, refresh: first } = await signIn();
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(res.body.refresh).not.toBe(first);
    const me = await call(t, 'GET', '/api/auth/user/', undefined, res.body.access);
    expect(me.body.pk).toBe(user.id);
    expect((await refresh(res.body.refresh)).status).toBe(200);
  });

  it('still accepts a replaced token within 60 seconds, for a response lost on the way', async () => {
    const { refresh: first } = await signIn();
    const lost = await refresh(first);
    t.advance(30 * 1000);
    const retry = await refresh(first);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh).not.toBe(lost.body.refresh);
    expect((await refresh(retry.body.refresh)).status).toBe(200);
  });

  it('revokes the whole family when a replaced token comes back after the grace window', async () => {
    const { refresh: first } = await signIn();
    const second = await refresh(first);
    t.advance(61 * 1000);
    const reuse = await refresh(first);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(TOKEN_NOT_VALID);
    const res = await refresh(second.body.refresh);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const { user, password } = await createVerifiedUser(t);
    const a = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const b = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    await refresh(a.body.refresh_token);
    t.advance(61 * 1000);
    await refresh(a.body.refresh_token);
    expect((await refresh(b.body.refresh_token)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await refresh('not-a-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('refuses a token older than 30 days', async () => {
    const { refresh: token } = await signIn();
    t.advance(30 * 24 * 60 * 60 * 1000);
    expect((await refresh(token)).status).toBe(401);
  });

  it('answers 400 when the token is missing', async () => {
    const res = await call(t, 'POST', '/api/auth/token/refresh/', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ refresh: [msg.tokenInvalid] });
  });
});

describe('signing out', () => {
  it('revokes the refresh token given, without a bearer token', async () => {
    const { refresh: token } = await signIn();
    const res = await call(t, 'POST', '/api/auth/logout/', { refresh: token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Successfully logged out.' });
    expect((await refresh(token)).status).toBe(401);
  });

  it('revokes the tokens rotated from the one given', async () => {
    const { refresh: first } = await signIn();
    const second = await refresh(first);
    await call(t, 'POST', '/api/auth/logout/', { refresh: first });
    expect((await refresh(second.body.refresh)).status).toBe(401);
  });

  it('revokes only the family of the token given', async () => {
    const { user, password } = await createVerifiedUser(t);
    const a = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const b = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    await call(t, 'POST', '/api/auth/logout/', { refresh: a.body.refresh_token }, a.body.access_token);
    expect((await refresh(a.body.refresh_token)).status).toBe(401);
    expect((await refresh(b.body.refresh_token)).status).toBe(200);
  });

  it('revokes every sign-in of the user when signed in without a refresh token', async () => {
    const { user, password } = await createVerifiedUser(t);
    const a = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const b = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const res = await call(t, 'POST', '/api/auth/logout/', {}, a.body.access_token);
    expect(res.status).toBe(200);
    expect((await refresh(a.body.refresh_token)).status).toBe(401);
    expect((await refresh(b.body.refresh_token)).status).toBe(401);
  });

  it('is refused with neither a bearer nor a refresh token', async () => {
    const res = await call(t, 'POST', '/api/auth/logout/', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: msg.unauthenticated });
  });

  it('answers success for an unknown refresh token', async () => {
    const res = await call(t, 'POST', '/api/auth/logout/', { refresh: 'long-gone' });
    expect(res.status).toBe(200);
  });
});

describe('access tokens of an ended session', () => {
  it('are refused within 30 seconds of signing out; until then this server answers from memory', async () => {
    const { access, refresh: token } = await signIn();
    expect((await me(access)).status).toBe(200);
    await call(t, 'POST', '/api/auth/logout/', { refresh: token });
    t.advance(29 * 1000);
    expect((await me(access)).status).toBe(200);
    t.advance(1000);
    const res = await me(access);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(TOKEN_NOT_VALID);
  });

  it('are refused at once by a server that has not seen them yet', async () => {
    const { access, refresh: token } = await signIn();
    await call(t, 'POST', '/api/auth/logout/', { refresh: token });
    expect((await me(access)).status).toBe(401);
  });

  it('are refused within 30 seconds by every server of the database', async () => {
    const other = createApp({ ...t.deps });
    const onOther = (access: string) =>
      other.request('/api/auth/user/', { headers: { authorization: `Bearer ${access}` } });
    const { access, refresh: token } = await signIn();
    expect((await onOther(access)).status).toBe(200);
    expect((await me(access)).status).toBe(200);
    await call(t, 'POST', '/api/auth/logout/', { refresh: token });
    t.advance(30 * 1000);
    expect((await onOther(access)).status).toBe(401);
    expect((await me(access)).status).toBe(401);
  });

  it('are refused after signing out everywhere, for every sign-in of the user', async () => {
    const { user, password } = await createVerifiedUser(t);
    const a = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const b = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    await call(t, 'POST', '/api/auth/logout/', {}, a.body.access_token);
    t.advance(30 * 1000);
    expect((await me(a.body.access_token)).status).toBe(401);
    expect((await me(b.body.access_token)).status).toBe(401);
  });

  it('are refused once a reused refresh token has revoked their family', async () => {
    const { refresh: first } = await signIn();
    const second = await refresh(first);
    expect((await me(second.body.access)).status).toBe(200);
    t.advance(61 * 1000);
    expect((await refresh(first)).status).toBe(401);
    expect((await me(second.body.access)).status).toBe(401);
  });

  it('leave the other sign-ins of the user working', async () => {
    const { user, password } = await createVerifiedUser(t);
    const a = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    const b = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    await call(t, 'POST', '/api/auth/logout/', { refresh: a.body.refresh_token });
    t.advance(30 * 1000);
    expect((await me(a.body.access_token)).status).toBe(401);
    expect((await me(b.body.access_token)).status).toBe(200);
  });
});

describe('access tokens of a user who no longer exists', () => {
  it('are refused as token_not_valid on reads and writes alike', async () => {
    const { user, access } = await signIn();
    await t.deps.db.delete(users).where(eq(users.id, user.id));
    const requests: [string, string, unknown][] = [
      ['GET', '/api/auth/user/', undefined],
      ['GET', '/api/whatiscooking/cooking/', undefined],
      ['POST', '/api/whatiscooking/techniques/create/', { name: 'Toprock' }],
      ['POST', '/api/artist/portfolios/', { artist_name: 'Gone', country: 'US' }],
      ['POST', '/api/uploads/presign/', { type: 'P' }],
      [
        'POST',
        '/api/auth/password/change/',
        { old_password: 'x', new_password1: 'n3wpass99', new_password2: 'n3wpass99' },
      ],
      ['POST', '/api/auth/logout/', {}],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(t, method, path, body, access);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 401,
        body: TOKEN_NOT_VALID,
      });
    }
  });

  it('are refused at once on writes, even right after this server has seen them live', async () => {
    const { user, access } = await signIn();
    expect((await me(access)).status).toBe(200);
    await t.deps.db.delete(users).where(eq(users.id, user.id));
    const res = await call(t, 'POST', '/api/whatiscooking/techniques/create/', { name: 'Toprock' }, access);
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: TOKEN_NOT_VALID });
  });
});
