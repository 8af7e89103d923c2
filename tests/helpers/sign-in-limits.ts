/**
 * Sign-in throttle tests: calls from a given address (as our trusted proxy reports it) with a browser's
 * known-device cookies, and a solver of the server's proof-of-work challenges, as the browser does.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { call, type TestContext } from './server';

/** A browser's cookie jar, filled from the answers' Set-Cookie headers. */
export type Jar = Map<string, string>;

export type From = { address: string; jar?: Jar; proof?: string; token?: string };

/** Calls the API from `from.address`, sending and keeping the jar's cookies. */
export async function callFrom(t: TestContext, method: string, path: string, body: unknown, from: From) {
  const headers: Record<string, string> = { 'x-forwarded-for': from.address };
  if (from.jar?.size) headers.cookie = [...from.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (from.proof) headers['x-proof-of-work'] = from.proof;
  const res = await call(t, method, path, body, from.token, headers);
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    from.jar?.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return res;
}

export const signInFrom = (t: TestContext, email: string, password: string, from: From) =>
  callFrom(t, 'POST', '/api/auth/login/', { email, password }, from);

/** Solves a challenge as the browser does, giving the header value that carries the solution. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
