/**
 * Solves the server's proof-of-work challenge (ALTCHA, PBKDF2 in WebCrypto, off the main thread's
 * hot path). Loaded only when a sign-in is asked for a proof, never with the first route.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The header value that carries the solution: base64 of JSON `{challenge, solution}`; null if unsolved. */
export async function solveProof(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
