import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { throttleMessages } from '../../src/server/password-check/throttle';
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

/** Signs in from `address` as our proxy reports it: the last X-Forwarded-For entry. */
const login = (email: string, password: string, address: string, token?: string, spoofed = '10.9.9.9') =>
  call(t, 'POST', '/api/auth/login/', { email, password }, token, {
    'x-forwarded-for': `${spoofed}, ${address}`,
  });

const fail = async (email: string, address: string, times: number) => {
  for (let i = 0; i < times; i += 1) {
    expect((await login(email, 'wrong-pass1', address)).status).toBe(400);
  }
};

/** Twenty failed sign-ins from `address`, on made-up accounts. */
const spray = async (address: string) => {
  for (let i = 0; i < 20; i += 1) {
    expect((await login(`guess${i}.${address}@example.com`, 'wrong-pass1', address)).status).toBe(400);
  }
};

describe('sign-in throttling per address and account', () => {
  it('locks the pair after five failures, with Retry-After until the window ends, even with the right password', async () => {
    const { user, password } = await createVerifiedUser(t);
    const address = newAddress();
    await fail(user.email, address, 5);
    const res = await login(user.email, password, address);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: msg.tooManyAttempts });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the owner in from an address that has not failed for the account', async () => {
    const { user, password } = await createVerifiedUser(t);
    // Nine failures in all: below the account's own limit (auth-account-limit.test.ts).
    await fail(user.email, newAddress(), 5);
    await fail(user.email, newAddress(), 4);
    expect((await login(user.email, password, newAddress())).status).toBe(200);
  });

  it('lets the pair in again once the window has passed', async () => {
    const { user, password } = await createVerifiedUser(t);
    const address = newAddress();
    await fail(user.email, address, 5);
    expect((await login(user.email, password, address)).status).toBe(429);
    t.advance(WINDOW_MS);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('counts a new window from one failure after the old window ends', async () => {
    const { user, password } = await createVerifiedUser(t);
    const address = newAddress();
    await fail(user.email, address, 4);
    t.advance(WINDOW_MS);
    await fail(user.email, address, 4);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('clears the pair counter on a successful sign-in', async () => {
    const { user, password } = await createVerifiedUser(t);
    const address = newAddress();
    await fail(user.email, address, 4);
    expect((await login(user.email, password, address)).status).toBe(200);
    await fail(user.email, address, 4);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('counts concurrent guesses one by one, so a burst cannot pass the limit', async () => {
    const { user } = await createVerifiedUser(t);
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'wrong-pass1', address)),
    );
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
  });

  it('keeps counting failures that carry a valid bearer token', async () => {
    const { token } = await createVerifiedUser(t);
    const { user: victim, password } = await createVerifiedUser(t);
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(victim.email, 'wrong-pass1', address, token)).status).toBe(400);
    }
    expect((await login(victim.email, password, address, token)).status).toBe(429);
  });
});

describe('sign-in throttling of an address that tries many accounts', () => {
  it('asks for a proof of work after twenty failures to accounts the address has not signed in to', async () => {
    const address = newAddress();
    await spray(address);
    const { user, password } = await createVerifiedUser(t);
    const res = await login(user.email, password, address);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ detail: throttleMessages.proofRequired, code: 'proof_required' });
    expect((await login(user.email, password, newAddress())).status).toBe(200);
    t.advance(WINDOW_MS);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('keeps letting in the people who have signed in from that address before', async () => {
    const address = newAddress();
    const { user, password } = await createVerifiedUser(t);
    expect((await login(user.email, password, address)).status).toBe(200);
    await spray(address);
    expect((await login(user.email, password, address)).status).toBe(200);
  });

  it('gives a known account that starts failing no more than one guess there', async () => {
    const address = newAddress();
    const { user, password } = await createVerifiedUser(t);
    expect((await login(user.email, password, address)).status).toBe(200);
    await spray(address);
    expect((await login(user.email, 'wrong-pass1', address)).status).toBe(400);
    expect((await login(user.email, password, address)).status).toBe(429);
  });

  it('reads the address from the entry our proxy adds, not from what the client sent before it', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(`spoof${i}@example.com`, 'wrong-pass1', address, undefined, `198.51.100.${i}`);
      expect(res.status).toBe(400);
    }
    const { user, password } = await createVerifiedUser(t);
    expect((await login(user.email, password, address, undefined, '198.51.100.99')).status).toBe(429);
  });

  it('takes an IPv6 address as its /64, which one attacker usually holds whole', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(user.email, 'wrong-pass1', `2001:db8:7:1::${i}`)).status).toBe(400);
    }
    expect((await login(user.email, password, '2001:db8:7:1:ffff::9')).status).toBe(429);
    expect((await login(user.email, password, '2001:db8:7:2::1')).status).toBe(200);
  });

  it('shares its counts between the servers of one database', async () => {
    const other = createApp({ ...t.deps });
    const { user, password } = await createVerifiedUser(t);
    const address = newAddress();
    await fail(user.email, address, 3);
    for (let i = 0; i < 2; i += 1) {
      const res = await other.request('/api/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: user.email, password: 'wrong-pass1' }),
      });
      expect(res.status).toBe(400);
    }
    expect((await login(user.email, password, address)).status).toBe(429);
  });

  it('keys nothing on a forwarded entry that is not an IP address, however long', async () => {
    const { user, password } = await createVerifiedUser(t);
    // Random text does not compress, so it would reach the key index's size limit at full length.
    const long = randomBytes(1500).toString('hex');
    for (const junk of [long, 'unknown', '_hidden', '203.0.113.7; drop']) {
      expect((await login(user.email, 'wrong-pass1', junk)).status).toBe(400);
    }
    expect((await login(user.email, password, `${long}x`)).status).toBe(200);
  });
});

describe('sign-in throttling behind a proxy that is not trusted', () => {
  let direct: TestContext;
  beforeAll(async () => {
    direct = await makeTestApp();
  });
  afterAll(() => direct.close());

  const signIn = (email: string, password: string) =>
    call(direct, 'POST', '/api/auth/login/', { email, password }, undefined, {
      'x-forwarded-for': '203.0.113.250',
    });

  it('keeps letting in the users who have signed in before, although every user shares one address', async () => {
    const { user, password } = await createVerifiedUser(direct);
    expect((await signIn(user.email, password)).status).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(`guess${i}@example.com`, 'wrong-pass1')).status).toBe(400);
    }
    expect((await signIn(user.email, password)).status).toBe(200);
  });
});
