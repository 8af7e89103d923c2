/** Password reset by mailed link, and password change for a signed-in user. */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, tokenNotValid } from '../../http/errors';
import type { Caller } from '../../password-check/caller';
import { checkPassword } from '../../password-check/passwords';
import { throttledCheck } from '../../password-check/throttle';
import { consumeEmailKey, createEmailKey, type KeyMail, mailKeyLink, peekEmailKey } from './email-keys';
import { revokeAllSessions } from './session.service';

const RESET_MAIL: KeyMail = {
  subject: /*i18n*/ 'Reset your Cypher password',
  intro: /*i18n*/ 'Open this link to choose a new password:',
  page: '/setpassword',
  outro: /*i18n*/ 'The link is valid for 1 hour. If you did not ask for it, ignore this e-mail.',
};

/** Mails a reset link, in the account's language, when the address belongs to an account; the answer never tells which. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const key = await createEmailKey(deps.db, deps.clock(), user.id, 'reset');
  await mailKeyLink(deps, { email, language: user.language }, RESET_MAIL, key);
}

/**
 * Sets a new password from a reset key; the mailed key also proves the address, and old sessions end.
 * Answers the account's id.
 */
export async function confirmPasswordReset(deps: Deps, key: string, newPassword: string): Promise<number> {
  const now = deps.clock();
  // Checked before hashing, so bad keys cost no argon2 time.
  if ((await peekEmailKey(deps.db, now, key, 'reset')) === null) throw fieldError('key', msg.invalidKey);
  const passwordHash = await hash(newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailKey(tx, now, key, 'reset');
    if (userId === null) return null;
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
    await revokeAllSessions({ ...deps, db: tx }, userId);
    return userId;
  });
  if (done === null) throw fieldError('key', msg.invalidKey);
  return done;
}

/**
 * Changes the signed-in user's password after checking the old one, throttled like sign-in; the
 * user's other sessions end, the one making the change stays.
 */
export async function changePassword(
  deps: Deps,
  user: AuthUser,
  caller: Caller,
  passwords: { old: string; new: string },
): Promise<void> {
  const [account] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account) throw tokenNotValid();
  const right = await throttledCheck(deps, { email: account.email, id: user.id }, caller, () =>
    checkPassword(account.passwordHash, passwords.old),
  );
  if (!right) throw fieldError('old_password', msg.wrongOldPassword);
  const passwordHash = await hash(passwords.new);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions({ ...deps, db: tx }, user.id, user.sid);
  });
}
