/** Sign-up with e-mail and password, and the e-mail verification that must follow before sign-in. */
import { hash } from '@node-rs/argon2';
import { eq, or, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../../shared/api';
import type { Locale } from '../../../shared/locales';
import { msg } from '../../../shared/messages';
import type { RegistrationInput } from '../../../shared/schemas/auth';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, fieldError } from '../../http/errors';
import { violatedUniqueIndex } from './db-errors';
import { consumeEmailKey, createEmailKey, type KeyMail, mailKeyLink } from './email-keys';
import { welcome } from './welcome';

const VERIFY_MAIL: KeyMail = {
  subject: /*i18n*/ 'Confirm your e-mail address',
  intro: /*i18n*/ 'Welcome to Cypher! Open this link to confirm your e-mail address:',
  page: '/verify',
  outro: /*i18n*/ 'The link is valid for 3 days. If you did not ask for it, ignore this e-mail.',
};

async function takenFields(deps: Deps, username: string, email: string): Promise<FieldErrors> {
  const rows = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.email, email)));
  const errors: FieldErrors = {};
  if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase()))
    errors.username = [msg.usernameTaken];
  if (rows.some((r) => r.email === email)) errors.email = [msg.emailTaken];
  return errors;
}

const TAKEN_BY_INDEX: Record<string, FieldErrors> = {
  users_username_lower: { username: [msg.usernameTaken] },
  users_email: { email: [msg.emailTaken] },
};

/** Creates an unverified account in the sign-up's language, welcomed, and mails its verification link. */
export async function registerUser(deps: Deps, input: RegistrationInput, language: Locale): Promise<void> {
  const taken = await takenFields(deps, input.username, input.email);
  if (Object.keys(taken).length > 0) throw badRequest(taken);
  const passwordHash = await hash(input.password1);
  const now = deps.clock();
  let key: string;
  try {
    key = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          country: input.country,
          gender: input.gender,
          language,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Insert returned no user');
      await welcome(tx, user.id);
      return createEmailKey(tx, now, user.id, 'verify');
    });
  } catch (error) {
    // Two sign-ups racing for the same name or address: the index decides, the loser gets the field error.
    const taken = TAKEN_BY_INDEX[violatedUniqueIndex(error) ?? ''];
    if (taken) throw badRequest(taken);
    throw error;
  }
  await mailKeyLink(deps, { email: input.email, language }, VERIFY_MAIL, key);
}

/** Marks the e-mail of a verification key's account verified; 400 for a bad, used or expired key. */
export async function verifyEmail(deps: Deps, key: string): Promise<void> {
  const now = deps.clock();
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailKey(tx, now, key, 'verify');
    if (userId === null) return false;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return true;
  });
  if (!verified) throw fieldError('key', msg.invalidKey);
}

/** Mails a new verification link; says nothing about unknown addresses, refuses verified ones. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, emailVerified: users.emailVerified, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  if (user.emailVerified) throw fieldError('email', msg.emailAlreadyVerified);
  const key = await createEmailKey(deps.db, deps.clock(), user.id, 'verify');
  await mailKeyLink(deps, { email, language: user.language }, VERIFY_MAIL, key);
}
