import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { throttleMessages } from '../../src/server/password-check/throttle';
import { createVerifiedUser } from '../helpers/accounts';
import { makeTestApp, type TestContext } from '../helpers/server';
import { callFrom, signInFrom, solveProof } from '../helpers/sign-in-limits';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let addresses = 0;
/** A new address with twenty failed sign-ins to made-up accounts: locked for those it does not know. */
async function lockedAddress(): Promise<string> {
  addresses += 1;
  const address = `192.0.2.${addresses}`;
  for (let i = 0; i < 20; i += 1) {
    const res = await signInFrom(t, `guess${i}.${address}@example.com`, 'wrong-pass1', { address });
    expect(res.status).toBe(400);
  }
  return address;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response fields directly
const expectProofRequired = (res: { status: number; body: any }) => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ detail: throttleMessages.proofRequired, code: 'proof_required' });
  expect(res.body.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  return res.body.challenge;
};

describe('sign-in from a locked address', () => {
  it('asks a new user for a proof of work, lets them in with a solution, and refuses the same solution again', async () => {
    const address = await lockedAddress();
    const { user, password } = await createVerifiedUser(t);
    const challenge = expectProofRequired(await signInFrom(t, user.email, password, { address }));
    const proof = await solveProof(challenge);
    expect((await signInFrom(t, user.email, password, { address, proof })).status).toBe(200);
    // The first user is known there now; the next one new to the address cannot reuse the solution.
    const next = await createVerifiedUser(t);
    expectProofRequired(await signInFrom(t, next.user.email, next.password, { address, proof }));
  });

  it('refuses a solution spent on another server of the same database', async () => {
    const address = await lockedAddress();
    const { user, password } = await createVerifiedUser(t);
    const proof = await solveProof(
      expectProofRequired(await signInFrom(t, user.email, password, { address })),
    );
    expect((await signInFrom(t, user.email, password, { address, proof })).status).toBe(200);
    const next = await createVerifiedUser(t);
    const other = createApp({ ...t.deps });
    const res = await other.request('/api/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'x-proof-of-work': proof },
      body: JSON.stringify({ email: next.user.email, password: next.password }),
    });
    expectProofRequired({ status: res.status, body: await res.json() });
  });

  it('refuses a forged solution, a challenge we did not sign, an expired one, and junk', async () => {
    const address = await lockedAddress();
    const { user, password } = await createVerifiedUser(t);
    const challenge = expectProofRequired(await signInFrom(t, user.email, password, { address }));
    const solved = JSON.parse(Buffer.from(await solveProof(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const flipped = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`;
    const wrongKey = encode({ ...solved, solution: { ...solved.solution, derivedKey: flipped } });
    const easier = encode({
      challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
      solution: solved.solution,
    });
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: 'not-our-secret',
      hmacKeySignatureSecret: 'not-our-key',
    });
    for (const proof of [wrongKey, easier, await solveProof(foreign), 'junk', encode({ challenge: 1 })]) {
      expectProofRequired(await signInFrom(t, user.email, password, { address, proof }));
    }
    t.advance(6 * 60 * 1000);
    expectProofRequired(await signInFrom(t, user.email, password, { address, proof: encode(solved) }));
  });

  it('counts a wrong password sent with a solution, and needs a new solution for each attempt', async () => {
    const address = await lockedAddress();
    const { user, password } = await createVerifiedUser(t);
    const first = await solveProof(
      expectProofRequired(await signInFrom(t, user.email, password, { address })),
    );
    expect((await signInFrom(t, user.email, 'wrong-pass1', { address, proof: first })).status).toBe(400);
    const second = await solveProof(
      expectProofRequired(await signInFrom(t, user.email, password, { address })),
    );
    expect((await signInFrom(t, user.email, password, { address, proof: second })).status).toBe(200);
  });

  it('asks the same of a password change and an account deletion there', async () => {
    const address = await lockedAddress();
    const changing = await createVerifiedUser(t);
    const change = {
      old_password: changing.password,
      new_password1: 'newgroove99',
      new_password2: 'newgroove99',
    };
    const path = '/api/auth/password/change/';
    const from = { address, token: changing.token };
    const proof = await solveProof(expectProofRequired(await callFrom(t, 'POST', path, change, from)));
    expect((await callFrom(t, 'POST', path, change, { ...from, proof })).status).toBe(200);

    const leaving = await createVerifiedUser(t);
    const deletion = { password: leaving.password };
    const away = { address, token: leaving.token };
    const asked = await callFrom(t, 'POST', '/api/account/delete/', deletion, away);
    const again = await solveProof(expectProofRequired(asked));
    expect(
      (await callFrom(t, 'POST', '/api/account/delete/', deletion, { ...away, proof: again })).status,
    ).toBe(200);
  });

  it('lets in without a proof a browser that signed in to the account before, on any address', async () => {
    const { user, password } = await createVerifiedUser(t);
    const jar = new Map<string, string>();
    expect((await signInFrom(t, user.email, password, { address: '198.51.100.77', jar })).status).toBe(200);
    const address = await lockedAddress();
    expect((await signInFrom(t, user.email, password, { address, jar })).status).toBe(200);
  });
});
