/** Usernames made for accounts created by Google sign-in, valid for the sign-up rules and unused. */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { usernameField } from '../../../shared/schemas/auth';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';

const FALLBACK = 'dancer';

/** The e-mail's local part reduced to allowed characters, or a fallback when that leaves nothing valid. */
function usernameBase(email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.+-]/g, '').slice(0, 30);
  return v.is(usernameField, base) ? base : FALLBACK;
}

async function isTaken(deps: Deps, username: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return rows.length > 0;
}

/** A free username for the address: the base itself, else the base with a growing random number. */
export async function freeUsername(deps: Deps, email: string): Promise<string> {
  const base = usernameBase(email);
  let candidate = base;
  for (let digits = 2; await isTaken(deps, candidate); digits = Math.min(digits + 1, 12)) {
    candidate = `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  }
  return candidate;
}
