/** Sign-in with e-mail and password, throttled per (address, account) pair, account, device and address. */
import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import type { AuthResult, LoginInput } from '../../../shared/schemas/auth';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { Caller } from '../../password-check/caller';
import { checkPassword } from '../../password-check/passwords';
import { throttledCheck } from '../../password-check/throttle';
import { startSession } from './session.service';

/** Checks the credentials and starts a session; refuses unverified e-mail addresses. */
export async function loginWithPassword(deps: Deps, input: LoginInput, caller: Caller): Promise<AuthResult> {
  const [user] = await deps.db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.email, input.email));
  const right = await throttledCheck(deps, { email: input.email, id: user?.id }, caller, () =>
    checkPassword(user?.passwordHash, input.password),
  );
  if (!right || !user) throw badRequest({ non_field_errors: [msg.badCredentials] });
  if (!user.emailVerified) throw badRequest({ non_field_errors: [msg.emailNotVerified] });
  return startSession(deps, user);
}
