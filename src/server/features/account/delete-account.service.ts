/**
 * Deleting one's own account after the password: the rows in one transaction (remove-account.ts),
 * the sessions ended with it, then the images deleted from the store after the commit. The password
 * check is throttled like sign-in. An account without a password (Google sign-in only) sets one by
 * password reset first.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { accountMessages } from '../../../shared/account';
import { users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, tokenNotValid } from '../../http/errors';
import { forgetSessions } from '../../http/live-sessions';
import type { Caller } from '../../password-check/caller';
import { checkPassword } from '../../password-check/passwords';
import { throttledCheck } from '../../password-check/throttle';
import { removeAccount } from './remove-account';

const FOLDERS = ['original', 'medium', 'mini'];

export async function deleteAccount(deps: Deps, user: AuthUser, password: string, caller: Caller) {
  const [account] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
  if (!account) throw tokenNotValid();
  const right = await throttledCheck(deps, { email: account.email, id: user.id }, caller, () =>
    checkPassword(account.passwordHash, password),
  );
  if (!right) throw fieldError('password', accountMessages.wrongPassword);
  const images = await deps.db.transaction((tx) => removeAccount(tx, user.id, deps.clock()));
  forgetSessions(deps, user.id);
  const deletions = images.flatMap((key) => FOLDERS.map((folder) => deps.storage.delete(`${folder}/${key}`)));
  const failed = (await Promise.allSettled(deletions)).filter((result) => result.status === 'rejected');
  if (failed.length > 0) deps.log.error(`Deleting ${failed.length} images of a deleted account failed.`);
}
