import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleMessages } from '../../src/server/password-check/throttle';
import { createVerifiedUser } from '../helpers/accounts';
import { makeTestApp, type TestContext } from '../helpers/server';
import { callFrom, type Jar, signInFrom } from '../helpers/sign-in-limits';

const WINDOW_MS = 15 * 60 * 1000;

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** 100 wrong passwords for `email`, five from each of 20 new addresses; the statuses in order. */
async function guessFromMany(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 0; a < 20; a += 1) {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1)
      statuses.push((await signInFrom(t, email, `wrong-pass${i}`, { address })).status);
  }
  return statuses;
}

/** Ten wrong passwords for `email`, each from a new address: the account's limit, reached. */
async function capAccount(email: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    expect((await signInFrom(t, email, 'wrong-pass1', { address: newAddress() })).status).toBe(400);
  }
}

const expectAccountLimit = (res: { status: number; body: unknown; headers: Headers }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ detail: throttleMessages.accountLocked });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
};

describe('sign-in throttling per account, over all addresses', () => {
  it('checks 10 of 100 wrong passwords spread over 20 addresses, and answers the rest with the limit', async () => {
    const { user, password } = await createVerifiedUser(t);
    const statuses = await guessFromMany(user.email);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The right password from a new address is not checked either: a guesser learns nothing.
    expectAccountLimit(await signInFrom(t, user.email, password, { address: newAddress() }));
  });

  it('caps an address that does not exist the same way, so the answer tells no account apart', async () => {
    const statuses = await guessFromMany('nobody-here@example.com');
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('lets the owner in from an address they signed in from before while capped', async () => {
    const { user, password } = await createVerifiedUser(t);
    const home = newAddress();
    expect((await signInFrom(t, user.email, password, { address: home })).status).toBe(200);
    await capAccount(user.email);
    expect((await signInFrom(t, user.email, password, { address: home })).status).toBe(200);
    expectAccountLimit(await signInFrom(t, user.email, password, { address: newAddress() }));
  });

  it('lets the owner in with the known-device token from a new address, and not without it', async () => {
    const { user, password } = await createVerifiedUser(t);
    const jar: Jar = new Map();
    expect((await signInFrom(t, user.email, password, { address: newAddress(), jar })).status).toBe(200);
    expect([...jar.keys()]).toEqual([`cypher_device_${user.id}`]);
    await capAccount(user.email);
    const travelling = newAddress();
    expectAccountLimit(await signInFrom(t, user.email, password, { address: travelling }));
    expect((await signInFrom(t, user.email, password, { address: travelling, jar })).status).toBe(200);
  });

  it('takes no token of another account, nor one signed with another secret', async () => {
    const { user, password } = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const jar: Jar = new Map();
    expect(
      (await signInFrom(t, other.user.email, other.password, { address: newAddress(), jar })).status,
    ).toBe(200);
    const [token = ''] = [...jar.values()];
    await capAccount(user.email);
    const borrowed: Jar = new Map([[`cypher_device_${user.id}`, token]]);
    expectAccountLimit(await signInFrom(t, user.email, password, { address: newAddress(), jar: borrowed }));

    const otherSecret = new TextEncoder().encode('another-secret-another-secret-0123456');
    const forgedToken = await new SignJWT({ typ: 'device' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti('forged')
      .setExpirationTime('1y')
      .sign(otherSecret);
    const forged: Jar = new Map([[`cypher_device_${user.id}`, forgedToken]]);
    expectAccountLimit(await signInFrom(t, user.email, password, { address: newAddress(), jar: forged }));
  });

  it('gives a known-device token five wrong passwords, wherever it is sent from', async () => {
    const { user, password } = await createVerifiedUser(t);
    const jar: Jar = new Map();
    expect((await signInFrom(t, user.email, password, { address: newAddress(), jar })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(t, user.email, 'wrong-pass1', { address: newAddress(), jar })).status).toBe(
        400,
      );
    }
    expect((await signInFrom(t, user.email, password, { address: newAddress(), jar })).status).toBe(429);
  });

  it('keeps one known-device id for a browser over its sign-ins, and gives another browser its own', async () => {
    const { user, password } = await createVerifiedUser(t);
    const idOf = (jar: Jar) => {
      const [, payload = ''] = (jar.get(`cypher_device_${user.id}`) ?? '').split('.');
      return JSON.parse(Buffer.from(payload, 'base64url').toString()).jti as string;
    };
    const phone: Jar = new Map();
    const laptop: Jar = new Map();
    await signInFrom(t, user.email, password, { address: newAddress(), jar: phone });
    const first = idOf(phone);
    await signInFrom(t, user.email, password, { address: newAddress(), jar: phone });
    await signInFrom(t, user.email, password, { address: newAddress(), jar: laptop });
    expect(idOf(phone)).toBe(first);
    expect(idOf(laptop)).not.toBe(first);
  });

  it('lifts the limit when the window has passed', async () => {
    const { user, password } = await createVerifiedUser(t);
    await capAccount(user.email);
    const address = newAddress();
    expectAccountLimit(await signInFrom(t, user.email, password, { address }));
    t.advance(WINDOW_MS);
    expect((await signInFrom(t, user.email, password, { address })).status).toBe(200);
  });

  it('makes the browser that opens the password-reset link a known device', async () => {
    const { user } = await createVerifiedUser(t);
    await capAccount(user.email);
    const address = newAddress();
    const jar: Jar = new Map();
    await callFrom(t, 'POST', '/api/auth/password/reset/', { email: user.email }, { address });
    const key = /setpassword\?key=([\w-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1];
    const reset = { key, new_password1: 'newgroove99', new_password2: 'newgroove99' };
    expect(
      (await callFrom(t, 'POST', '/api/auth/password/reset/confirm/', reset, { address, jar })).status,
    ).toBe(200);
    expectAccountLimit(await signInFrom(t, user.email, 'newgroove99', { address }));
    expect((await signInFrom(t, user.email, 'newgroove99', { address, jar })).status).toBe(200);
  });

  it('holds the password change and account deletion to the same limit', async () => {
    const { user, password, token } = await createVerifiedUser(t);
    await capAccount(user.email);
    const change = { old_password: password, new_password1: 'newgroove99', new_password2: 'newgroove99' };
    const address = newAddress();
    expectAccountLimit(await callFrom(t, 'POST', '/api/auth/password/change/', change, { address, token }));
    expectAccountLimit(await callFrom(t, 'POST', '/api/account/delete/', { password }, { address, token }));
  });
});
