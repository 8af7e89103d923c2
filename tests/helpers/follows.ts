/** Follows for server tests, through the API: the token's user follows the artist called `username`. */
import { call, type TestContext } from './server';

export async function follow(t: TestContext, token: string, username: string) {
  const res = await call(t, 'POST', '/api/artist/follow/', { username }, token);
  if (res.status >= 300) throw new Error(`${username} not followed (${res.status})`);
  return res.body as { id: number; username: string; created: string };
}
