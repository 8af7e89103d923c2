/** The check other features run before they point at an image: it is the caller's and complete. */
import { and, eq, inArray } from 'drizzle-orm';
import { msg } from '../../shared/messages';
import { uploads } from '../db/schema';
import type { AuthUser, Deps } from '../deps';
import { badRequest } from '../http/errors';

/** Refuses (400 at the field) any non-empty key that is not a ready upload owned by `user`. */
export async function requireReadyUploads(
  deps: Deps,
  user: AuthUser,
  fields: Record<string, string | undefined>,
) {
  const keys = Object.values(fields).filter((key): key is string => Boolean(key));
  if (keys.length === 0) return;
  const rows = await deps.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.userId, user.id), eq(uploads.status, 'ready')));
  const ready = new Set(rows.map((row) => row.key));
  const errors = Object.entries(fields).filter(([, key]) => key && !ready.has(key));
  if (errors.length > 0)
    throw badRequest(Object.fromEntries(errors.map(([field]) => [field, [msg.uploadAgain]])));
}
