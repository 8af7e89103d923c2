import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'newgroove99';

async function requestResetKey(email: string): Promise<string> {
  const res = await call(t, 'POST', '/api/auth/password/reset/', { email });
  expect(res.status).toBe(200);
  const mail = t.mails.at(-1);
  expect(mail?.to).toBe(email);
  const key = /http:\/\/localhost:8080\/setpassword\?key=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error('no reset link in the mail');
  return key;
}

const confirm = (key: string, fields: Record<string, string> = {}) =>
  call(t, 'POST', '/api/auth/password/reset/confirm/', {
    key,
    new_password1: NEW_PASSWORD,
    new_password2: NEW_PASSWORD,
    ...fields,
  });

const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login/', { email, password });
const me = (access: string) => call(t, 'GET', '/api/auth/user/', undefined, access);
const refresh = (token: string) => call(t, 'POST', '/api/auth/token/refresh/', { refresh: token });
const TOKEN_NOT_VALID = { detail: msg.tokenInvalid, code: 'token_not_valid' };

describe('password reset', () => {
  it('mails a link whose key sets a new password', async () => {
    const { user, password } = await createVerifiedUser(t);
    const key = await requestResetKey(user.email);
    const res = await confirm(key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: msg.passwordChanged });
    expect((await login(user.email, password)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const res = await call(t, 'POST', '/api/auth/password/reset/', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: msg.resetSent });
    expect(t.mails.length).toBe(before);
  });

  it('marks the e-mail verified, since the key arrived by mail', async () => {
    const { user } = await createVerifiedUser(t);
    await t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await confirm(await requestResetKey(user.email));
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('signs out every existing session, its access tokens within 30 seconds', async () => {
    const { user, password } = await createVerifiedUser(t);
    const session = await login(user.email, password);
    expect((await me(session.body.access_token)).status).toBe(200);
    await confirm(await requestResetKey(user.email));
    const res = await call(t, 'POST', '/api/auth/token/refresh/', { refresh: session.body.refresh_token });
    expect(res.status).toBe(401);
    t.advance(30 * 1000);
    expect((await me(session.body.access_token)).body).toEqual(TOKEN_NOT_VALID);
  });

  it('accepts a key only once', async () => {
    const { user } = await createVerifiedUser(t);
    const key = await requestResetKey(user.email);
    expect((await confirm(key)).status).toBe(200);
    const again = await confirm(key, { new_password1: 'another123', new_password2: 'another123' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ key: [msg.invalidKey] });
  });

  it('refuses a key after one hour', async () => {
    const { user, password } = await createVerifiedUser(t);
    const key = await requestResetKey(user.email);
    t.advance(60 * 60 * 1000 + 1000);
    const res = await confirm(key);
    expect(res.body).toEqual({ key: [msg.invalidKey] });
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('refuses an unknown key', async () => {
    const res = await confirm('made-up-key');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ key: [msg.invalidKey] });
  });

  it('refuses a verification key as a reset key', async () => {
    await call(t, 'POST', '/api/auth/registration/', {
      username: 'mixup',
      email: 'mixup@example.com',
      password1: 'cypher2024',
      password2: 'cypher2024',
      country: 'US',
    });
    const key = /key=([\w-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect((await confirm(key)).body).toEqual({ key: [msg.invalidKey] });
  });

  it('checks the new password with the sign-up rules', async () => {
    const weak = await confirm('any', { new_password1: 'short', new_password2: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ new_password1: [msg.weakPassword] });
    const differ = await confirm('any', { new_password2: 'different1' });
    expect(differ.body).toEqual({ new_password2: [msg.passwordsDiffer] });
  });
});

describe('password change', () => {
  const change = (token: string | undefined, old_password: string, next = NEW_PASSWORD) =>
    call(
      t,
      'POST',
      '/api/auth/password/change/',
      { old_password, new_password1: next, new_password2: next },
      token,
    );

  it('sets the new password when the old one is right', async () => {
    const { user, password, token } = await createVerifiedUser(t);
    const res = await change(token, password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: msg.passwordChanged });
    expect((await login(user.email, password)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong old password at its field', async () => {
    const { user, password, token } = await createVerifiedUser(t);
    const res = await change(token, 'not-my-password1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ old_password: [msg.wrongOldPassword] });
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('signs out the other sessions of the user and keeps the one making the change', async () => {
    const { user, password } = await createVerifiedUser(t);
    const current = await login(user.email, password);
    const other = await login(user.email, password);
    expect((await me(other.body.access_token)).status).toBe(200);
    expect((await change(current.body.access_token, password)).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(401);
    t.advance(30 * 1000);
    expect((await me(other.body.access_token)).body).toEqual(TOKEN_NOT_VALID);
    expect((await me(current.body.access_token)).status).toBe(200);
    expect((await refresh(current.body.refresh_token)).status).toBe(200);
  });

  it('throttles the old-password check like sign-in, on the same count', async () => {
    const { user, password, token } = await createVerifiedUser(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await change(token, 'not-my-password1')).status).toBe(400);
    }
    expect((await login(user.email, 'not-my-password1')).status).toBe(400);
    const res = await change(token, password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: msg.tooManyAttempts });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await login(user.email, password)).status).toBe(429);
    t.advance(15 * 60 * 1000);
    const session = await login(user.email, password);
    expect((await change(session.body.access_token, password)).status).toBe(200);
  });

  it('checks the new password with the sign-up rules', async () => {
    const { password, token } = await createVerifiedUser(t);
    const res = await change(token, password, '12345678');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ new_password1: [msg.weakPassword] });
  });

  it('is refused without a signed-in user', async () => {
    const res = await change(undefined, 'whatever1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: msg.unauthenticated });
  });
});
