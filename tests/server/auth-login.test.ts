import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios, users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('sign-in with e-mail and password', () => {
  it('answers the user, an access token and a refresh token', async () => {
    const { user, password } = await createVerifiedUser(t, { username: 'LockerLou', country: 'DE' });
    const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        pk: user.id,
        username: 'LockerLou',
        email: user.email,
        country: 'DE',
        gender: 'NS',
        language: 'en',
        portfolio: null,
        is_moderator: false,
      },
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const me = await call(t, 'GET', '/api/auth/user/', undefined, res.body.access_token);
    expect(me.body).toEqual(res.body.user);
  });

  it('includes the portfolio summary with its thumbnail path', async () => {
    const { user, password } = await createVerifiedUser(t);
    await t.deps.db.insert(portfolios).values({
      userId: user.id,
      username: user.username,
      artistName: 'Lou Lock',
      country: 'JP',
      photo: 'p/abc.webp',
    });
    const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    expect(res.body.user.portfolio).toEqual({
      thumb: '/media/mini/p/abc.webp',
      country: 'JP',
      artist_name: 'Lou Lock',
    });
  });

  it('answers a null thumbnail for a portfolio without a photo', async () => {
    const { user, token } = await createVerifiedUser(t);
    await t.deps.db
      .insert(portfolios)
      .values({ userId: user.id, username: user.username, artistName: 'No Photo', country: 'US' });
    const res = await call(t, 'GET', '/api/auth/user/', undefined, token);
    expect(res.body.portfolio).toEqual({ thumb: null, country: 'US', artist_name: 'No Photo' });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { user } = await createVerifiedUser(t);
    const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password: 'wrong-pass1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [msg.badCredentials] });
  });

  it('refuses an unknown e-mail with the same answer', async () => {
    const res = await call(t, 'POST', '/api/auth/login/', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [msg.badCredentials] });
  });

  it('refuses an account without a password (made by Google sign-in)', async () => {
    const { user } = await createVerifiedUser(t);
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password: '' });
    expect(res.body).toEqual({ password: [msg.passwordRequired] });
    const res2 = await call(t, 'POST', '/api/auth/login/', { email: user.email, password: 'anything1' });
    expect(res2.body).toEqual({ non_field_errors: [msg.badCredentials] });
  });

  it('refuses the right password while the e-mail is not verified', async () => {
    const { user, password } = await createVerifiedUser(t);
    await t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const res = await call(t, 'POST', '/api/auth/login/', { email: user.email, password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [msg.emailNotVerified] });
  });

  it('asks for both fields with the spec wording', async () => {
    const res = await call(t, 'POST', '/api/auth/login/', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('accepts a multipart sign-in form', async () => {
    const { user, password } = await createVerifiedUser(t);
    const form = new FormData();
    form.append('email', user.email);
    form.append('password', password);
    const res = await t.app.request('/api/auth/login/', { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });
});

describe('the current user', () => {
  it('is refused without a token', async () => {
    const res = await call(t, 'GET', '/api/auth/user/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: msg.unauthenticated });
  });
});

describe('public auth config', () => {
  it('says Google sign-in is off when no client id is configured', async () => {
    const res = await call(t, 'GET', '/api/auth/config/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google_client_id: null });
  });

  it('answers 404 to a Google sign-in when Google is not configured', async () => {
    const res = await call(t, 'POST', '/api/auth/google-oauth2/login/', { id_token: 'x.y.z' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Google sign-in is not configured.' });
  });
});
