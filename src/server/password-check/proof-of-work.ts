/**
 * The proof of work asked of a sign-in from a busy address (ALTCHA, PBKDF2): about a second of a
 * phone's time for a person, the same for every guess a script makes. Challenges are signed with keys
 * derived from JWT_SECRET, so every server accepts another's; a solution is spent once, recorded in
 * used_proofs (shared by the servers) until its challenge expires.
 */
import { createHmac, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import * as v from 'valibot';
import { usedProofs } from '../db/schema';
import type { Deps } from '../deps';

/** The request header that carries a solved challenge: base64 of JSON `{challenge, solution}`. */
export const PROOF_HEADER = 'x-proof-of-work';

// PBKDF2 does its rounds natively in the browser (WebCrypto) as in Node, so a script gains little
// over a phone. A counter in [200, 400] at 5,000 rounds is 1-2 million rounds: measured 0.2-0.5 s in
// Chromium and 0.4-0.8 s in Node on a quiet 2-core host, so about 1-2 s on a phone 4x slower.
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5000;
const COUNTER_MIN = 200;
const COUNTER_MAX = 400;
const TTL_MS = 5 * 60 * 1000;

const proofPayload = v.object({
  challenge: v.object({
    parameters: v.looseObject({ expiresAt: v.number() }),
    signature: v.string(),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.string() }),
});

/** Two secrets from JWT_SECRET: one signs a challenge, the other the key that solves it. */
const secrets = (deps: Deps) => {
  const derive = (label: string) => createHmac('sha256', deps.config.jwtSecret).update(label).digest('hex');
  return {
    hmacSignatureSecret: derive('proof-of-work challenge'),
    hmacKeySignatureSecret: derive('proof-of-work key'),
  };
};

/** A new signed challenge, valid for five minutes. */
export function newChallenge(deps: Deps): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX + 1),
    deriveKey,
    expiresAt: new Date(deps.clock().getTime() + TTL_MS),
    ...secrets(deps),
  });
}

function decode(header: string): v.InferOutput<typeof proofPayload> | null {
  try {
    const parsed = v.safeParse(proofPayload, JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * True once for a solution of a challenge we signed that has not expired; false for anything else,
 * including the same solution sent again (from any server).
 */
export async function spendProof(deps: Deps, header: string | undefined): Promise<boolean> {
  const payload = header ? decode(header) : null;
  if (!payload) return false;
  const now = deps.clock();
  const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
  if (!(expiresAt > now)) return false;
  const checked = await verifySolution({
    // Parameters we did not sign fail the signature check before any of them is used.
    challenge: payload.challenge as unknown as Challenge,
    solution: payload.solution,
    deriveKey,
    ...secrets(deps),
  }).catch(() => null);
  if (!checked?.verified) return false;
  await deps.db.delete(usedProofs).where(lt(usedProofs.expiresAt, now));
  const spent = await deps.db
    .insert(usedProofs)
    .values({ signature: payload.challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedProofs.signature });
  return spent.length > 0;
}
