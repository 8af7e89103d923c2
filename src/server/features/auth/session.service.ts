/**
 * Sign-in sessions: a short-lived access JWT plus an opaque refresh token stored hashed. Each sign-in
 * is a family; refreshing rotates the token. A token replaced less than a minute ago still works, so
 * a response lost on flaky Wi-Fi does not sign the user out; reuse after that revokes the family.
 * Access tokens name their family (`sid`) and stop working once it is revoked (live-sessions.ts).
 * A suspended account (features/moderation) gets no session: sign-in and refresh say why.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import type { AuthResult } from '../../../shared/schemas/auth';
import { refreshTokens, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, tokenNotValid, unauthenticated } from '../../http/errors';
import { hashToken, newSecretToken, signAccessToken } from '../../http/tokens';
import { readUser } from './user.service';

const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const REFRESH_GRACE_MS = 60 * 1000;

export type TokenPair = { access: string; refresh: string };

async function issuePair(
  deps: Deps,
  user: { id: number; username: string },
  family: string,
): Promise<TokenPair> {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(deps.clock().getTime() + REFRESH_TTL_MS);
  await deps.db.insert(refreshTokens).values({ tokenHash: hash, userId: user.id, family, expiresAt });
  return { access: await signAccessToken(deps, user, family), refresh: token };
}

/** The answer to signing in to, or refreshing a session of, a suspended account. */
const suspended = () => badRequest({ non_field_errors: [msg.accountSuspended] });

/** Signs a user in: a new token family and the login answer; 400 while the account is suspended. */
export async function startSession(deps: Deps, user: { id: number; username: string }): Promise<AuthResult> {
  const [account] = await deps.db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, user.id));
  if (account?.suspendedAt) throw suspended();
  const pair = await issuePair(deps, user, randomUUID());
  return { user: await readUser(deps, user.id), access_token: pair.access, refresh_token: pair.refresh };
}

async function revokeFamily(deps: Deps, family: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair in its family; 401 for unknown, expired, revoked or reused
 * tokens, 400 for any token of a suspended account (its tokens were revoked: this says why).
 */
export async function rotateSession(deps: Deps, refresh: string): Promise<TokenPair> {
  const now = deps.clock();
  const tokenHash = hashToken(refresh);
  const [found] = await deps.db
    .select({ row: refreshTokens, id: users.id, username: users.username, suspendedAt: users.suspendedAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) throw tokenNotValid();
  const { row, ...user } = found;
  if (user.suspendedAt) throw suspended();
  if (row.revokedAt || row.expiresAt <= now) throw tokenNotValid();
  if (row.replacedAt && now.getTime() - row.replacedAt.getTime() >= REFRESH_GRACE_MS) {
    await revokeFamily(deps, row.family);
    throw tokenNotValid();
  }
  if (!row.replacedAt) {
    await deps.db
      .update(refreshTokens)
      .set({ replacedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.replacedAt)));
  }
  return issuePair(deps, user, row.family);
}

/** Signs out: revokes the given token's family, or without one every token of the signed-in user. */
export async function endSession(
  deps: Deps,
  user: AuthUser | null,
  refresh: string | undefined,
): Promise<void> {
  if (refresh) {
    const [row] = await deps.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(refresh)), gt(refreshTokens.expiresAt, deps.clock())));
    if (row) await revokeFamily(deps, row.family);
    return;
  }
  if (!user) throw unauthenticated();
  await revokeAllSessions(deps, user.id);
}

/** Revokes every refresh token of a user (sign out everywhere), but those of the session `keep`. */
export async function revokeAllSessions(deps: Deps, userId: number, keep?: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep === undefined ? undefined : ne(refreshTokens.family, keep),
      ),
    );
}
