/**
 * Short-lived access JWTs (HS256) naming their user and sign-in session (`sid`, the refresh-token
 * family). Refresh tokens are opaque and live in refresh_tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser, Deps } from '../deps';

export const ACCESS_TTL_SECONDS = 15 * 60;

const key = (deps: Deps) => new TextEncoder().encode(deps.config.jwtSecret);

export async function signAccessToken(
  deps: Deps,
  user: { id: number; username: string },
  sid: string,
): Promise<string> {
  const now = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({ username: user.username, typ: 'access', sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_SECONDS)
    .sign(key(deps));
}

/** The user of a valid access token, or null for an expired, forged or malformed one, or one without `exp`. */
export async function verifyAccessToken(deps: Deps, token: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, key(deps), {
      algorithms: ['HS256'],
      currentDate: deps.clock(),
      requiredClaims: ['exp', 'sub'],
    });
    const id = Number(payload.sub);
    const { username, sid } = payload;
    return payload.typ === 'access' &&
      Number.isInteger(id) &&
      typeof username === 'string' &&
      typeof sid === 'string'
      ? { id, username, sid }
      : null;
  } catch {
    return null;
  }
}

/** A random token and the hash it is stored under. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
