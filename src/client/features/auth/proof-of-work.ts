/**
 * A password check from a busy network (a jam's Wi-Fi, a carrier's shared address) is answered with a
 * proof-of-work challenge instead of a refusal: the browser solves it (a second or two on a phone)
 * and sends the call again with the solution, so a person gets in and a guessing script pays per guess.
 */
import type { Challenge } from 'altcha-lib';
import { ApiError } from '../../lib/api';

const PROOF_HEADER = 'x-proof-of-work';
/** A new challenge may come back (one expired meanwhile): solve a few, then show the answer. */
const ATTEMPTS = 3;

const challengeOf = (error: unknown): Challenge | null =>
  error instanceof ApiError && error.status === 429 && error.code === 'proof_required'
    ? ((error.body as { challenge?: Challenge }).challenge ?? null)
    : null;

/**
 * Runs `call`; when the server asks for a proof, solves it and calls again with it in a header.
 * `onChecking(true)` while solving, so the form can say so.
 */
export async function withProof<T>(
  call: (headers?: Record<string, string>) => Promise<T>,
  onChecking: (checking: boolean) => void,
): Promise<T> {
  let headers: Record<string, string> | undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call(headers);
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge || attempt === ATTEMPTS) throw error;
      onChecking(true);
      try {
        const { solveProof } = await import('./proof-solver');
        const proof = await solveProof(challenge);
        if (!proof) throw error;
        headers = { [PROOF_HEADER]: proof };
      } finally {
        onChecking(false);
      }
    }
  }
}
