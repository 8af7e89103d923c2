/** Password checks that take as long for unknown accounts as for known ones. */
import { hash, verify } from '@node-rs/argon2';

// Hashed once with the same (default argon2id) parameters as real passwords.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; an account without a password is checked against a dummy hash. */
export async function checkPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password');
  const matches = await verify(passwordHash ?? (await dummyHash), password);
  return matches && Boolean(passwordHash);
}
