/**
 * Signed upload URLs of the local store: an HMAC over the key and expiry with the server secret,
 * so only the server that presigned may accept the bytes, and only for a few minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`upload:${key}:${expires}`).digest('base64url');

/** The relative URL the client PUTs the original to. */
export function signedUploadPath(secret: string, key: string, expires: number): string {
  return `/api/uploads/original/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

/** True when `given` signs this key and expiry and the expiry (unix seconds) has not passed. */
export function isValidUploadSignature(
  secret: string,
  key: string,
  expires: number,
  given: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
