/** Makes a verified user straight in the database and signs an access token for it. */
import { hash } from '@node-rs/argon2';
import { users } from '../../src/server/db/schema';
import { signAccessToken } from '../../src/server/features/auth/tokens';
import type { TestContext } from './server';

let counter = 0;

export async function createVerifiedUser(
  t: TestContext,
  fields: { username?: string; email?: string; password?: string; country?: string } = {},
) {
  counter += 1;
  const username = fields.username ?? `dancer${counter}`;
  const email = fields.email ?? `${username.toLowerCase()}@example.com`;
  const password = fields.password ?? 'groove1234';
  const [user] = await t.deps.db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: await hash(password),
      country: fields.country ?? 'US',
      emailVerified: true,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, password, token: await signAccessToken(t.deps, user) };
}
