/**
 * Google sign-in: the client sends Google's ID token, verified here against Google's published keys.
 * The account is found by its Google id, else linked by e-mail address, else created (and welcomed).
 */
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Locale } from '../../../shared/locales';
import { msg } from '../../../shared/messages';
import type { AuthResult } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { violatedUniqueIndex } from './db-errors';
import { startSession } from './session.service';
import { freeUsername } from './usernames';
import { welcome } from './welcome';

type GoogleIdentity = { sub: string; email: string };
type SignInUser = { id: number; username: string };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// One key set per URL: jose caches the fetched keys in it and refetches on an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

const googleFailed = () => badRequest({ non_field_errors: [msg.googleFailed] });

async function verifyIdToken(
  deps: Deps,
  google: NonNullable<Config['google']>,
  idToken: string,
): Promise<GoogleIdentity> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(google.jwksUrl), {
      algorithms: ['RS256'],
      audience: google.clientId,
      issuer: GOOGLE_ISSUERS,
      currentDate: deps.clock(),
    });
    if (payload.email_verified === true && typeof payload.email === 'string' && payload.sub) {
      return { sub: payload.sub, email: payload.email.toLowerCase() };
    }
  } catch {
    // Bad signature, audience, issuer, expiry or an unreachable key set: all the same answer.
  }
  throw googleFailed();
}

async function findBySub(deps: Deps, sub: string): Promise<SignInUser | undefined> {
  const [user] = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.googleSub, sub));
  return user;
}

async function linkByEmail(deps: Deps, identity: GoogleIdentity): Promise<SignInUser | undefined> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, identity.email));
  if (!user) return undefined;
  if (user.googleSub) throw googleFailed();
  // An address never verified may have been registered by someone else: drop that password, so
  // only the owner of the Google account gets in.
  await deps.db
    .update(users)
    .set({
      googleSub: identity.sub,
      emailVerified: true,
      passwordHash: user.emailVerified ? user.passwordHash : null,
    })
    .where(eq(users.id, user.id));
  return user;
}

async function createGoogleUser(deps: Deps, identity: GoogleIdentity, language: Locale): Promise<SignInUser> {
  const username = await freeUsername(deps, identity.email);
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username, email: identity.email, googleSub: identity.sub, emailVerified: true, language })
        .returning({ id: users.id, username: users.username });
      if (!user) throw new Error('Insert returned no user');
      await welcome(tx, user.id);
      return user;
    });
  } catch (error) {
    // A parallel first sign-in with the same Google account created it a moment ago.
    const user = violatedUniqueIndex(error) === undefined ? undefined : await findBySub(deps, identity.sub);
    if (user) return user;
    throw error;
  }
}

/** Signs in with a Google ID token (a new account gets `language`); 404 when Google sign-in is not configured. */
export async function loginWithGoogle(deps: Deps, idToken: string, language: Locale): Promise<AuthResult> {
  const google = deps.config.google;
  if (!google) throw notFound(msg.googleNotConfigured);
  const identity = await verifyIdToken(deps, google, idToken);
  const user =
    (await findBySub(deps, identity.sub)) ??
    (await linkByEmail(deps, identity)) ??
    (await createGoogleUser(deps, identity, language));
  return startSession(deps, user);
}
