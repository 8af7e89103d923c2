/** Users by name: the id of the user called `username` (any case), if there is one. */
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { users } from './schema';

export async function userIdOf(deps: Deps, username: string): Promise<number | undefined> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row?.id;
}
