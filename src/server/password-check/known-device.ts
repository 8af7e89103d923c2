/**
 * Known-device tokens ("device cookies"): a browser that signed in to an account, or opened its
 * password-reset link, keeps a signed token for that account in an HttpOnly cookie for a year. Sent
 * back with a later password check, it lets the owner through the account-wide limit that stops
 * guessing from unknown devices. Signed with JWT_SECRET, so every server accepts it.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppEnv, Deps } from '../deps';

const TTL_SECONDS = 365 * 24 * 60 * 60;

const key = (deps: Deps) => new TextEncoder().encode(deps.config.jwtSecret);

/** One cookie per account, so people who share a browser each keep theirs. */
export const deviceCookieName = (userId: number) => `cypher_device_${userId}`;

/** The token's id (its throttle key) when `token` is a valid known-device token of `userId`, else null. */
export async function knownDevice(
  deps: Deps,
  userId: number,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(deps), {
      algorithms: ['HS256'],
      currentDate: deps.clock(),
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    return payload.typ === 'device' && payload.sub === String(userId) ? (payload.jti ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Gives the browser a known-device token for `userId` for another year. A browser that has one keeps
 * its id, so its throttle row stays one row.
 */
export async function rememberDevice<E extends AppEnv>(c: Context<E>, userId: number): Promise<void> {
  const { deps } = c.var;
  const now = Math.floor(deps.clock().getTime() / 1000);
  const id =
    (await knownDevice(deps, userId, getCookie(c, deviceCookieName(userId)))) ??
    randomBytes(16).toString('base64url');
  const token = await new SignJWT({ typ: 'device' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuedAt(now)
    .setExpirationTime(now + TTL_SECONDS)
    .sign(key(deps));
  const https =
    new URL(c.req.url).protocol === 'https:' ||
    (deps.config.trustProxy && c.req.header('x-forwarded-proto') === 'https');
  setCookie(c, deviceCookieName(userId), token, {
    path: '/api/',
    httpOnly: true,
    secure: https,
    sameSite: 'Strict',
    maxAge: TTL_SECONDS,
  });
}
