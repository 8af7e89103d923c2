import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const WINDOW_MS = 15 * 60 * 1000;

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

const login = (email: string, password: string, address: string, token?: string) =>
  call(t, 'POST', '/api/auth/login/', { email, password }, token, {
    'x-forwarded-for': `${address}, 10.0.0.1`,
  });

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after five failures on one account, even with the right password', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.email, 'wrong-pass1', newAddress())).status).toBe(400);
    }
    const res = await login(user.email, password, newAddress());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: msg.tooManyAttempts });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the account in again once the window has passed', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let i = 0; i < 5; i += 1) await login(user.email, 'wrong-pass1', newAddress());
    expect((await login(user.email, password, newAddress())).status).toBe(429);
    t.advance(WINDOW_MS);
    expect((await login(user.email, password, newAddress())).status).toBe(200);
  });

  it('counts a new window from one failure after the old window ends', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong-pass1', newAddress());
    t.advance(WINDOW_MS);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.email, 'wrong-pass1', newAddress())).status).toBe(400);
    }
    expect((await login(user.email, password, newAddress())).status).toBe(200);
  });

  it('clears the account counter on a successful sign-in', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'wrong-pass1', newAddress());
    expect((await login(user.email, password, newAddress())).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.email, 'wrong-pass1', newAddress())).status).toBe(400);
    }
    expect((await login(user.email, password, newAddress())).status).toBe(200);
  });

  it('answers 429 after twenty failures from one address, whichever accounts they tried', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`guess${i}@example.com`, 'wrong-pass1', address)).status).toBe(400);
    }
    const { user, password } = await createVerifiedUser(t);
    const res = await login(user.email, password, address);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await login(user.email, password, newAddress())).status).toBe(200);
    t.advance(WINDOW_MS);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('keeps counting failures that carry a valid bearer token', async () => {
    const { token } = await createVerifiedUser(t);
    const { user: victim, password } = await createVerifiedUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(victim.email, 'wrong-pass1', newAddress(), token)).status).toBe(400);
    }
    expect((await login(victim.email, password, newAddress(), token)).status).toBe(429);
  });
});
