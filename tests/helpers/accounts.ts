/** Makes a verified user straight in the database and signs it in (a session and its access token). */
import { hash } from '@node-rs/argon2';
import { users } from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import { call, type TestContext } from './server';

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
  return { user, password, token: (await startSession(t.deps, user)).access_token };
}

/** A verified user with a portfolio (made through the API), for tests of what artists do. */
export async function createArtist(t: TestContext, username: string, artistName = username) {
  const { user, token } = await createVerifiedUser(t, { username });
  const res = await call(
    t,
    'POST',
    '/api/artist/portfolios/',
    { artist_name: artistName, country: 'US' },
    token,
  );
  if (res.status !== 201) throw new Error(`portfolio not created (${res.status})`);
  return { id: user.id, username, token, portfolio: res.body.id as number };
}
