/**
 * What one user may hold in pending uploads (presigned, not yet complete). A pending upload expires
 * an hour after its presign (the sweep then deletes it); until then it counts against its owner:
 * MAX_PENDING_UPLOADS presigns, and on the local store MAX_PENDING_BYTES of received originals. S3
 * receives the bytes directly, so there the count bounds them (each original is at most
 * MAX_UPLOAD_BYTES, checked at complete). Over a cap the answer is 429 with Retry-After: the time
 * until the oldest pending upload expires, since completing or waiting frees the room.
 */
import { and, count, eq, gt, min, ne, sum } from 'drizzle-orm';
import type { UploadType } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import { MAX_UPLOAD_BYTES } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { HttpError } from '../../http/errors';

export const PENDING_UPLOAD_MS = 60 * 60 * 1000;
export const MAX_PENDING_UPLOADS = 10;
export const MAX_PENDING_BYTES = 3 * MAX_UPLOAD_BYTES;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Pending uploads presigned at or before this time have expired. */
export const expiryCutoff = (deps: Deps) => new Date(deps.clock().getTime() - PENDING_UPLOAD_MS);

/** Uploads that are pending and not expired. */
export const livePending = (deps: Deps) =>
  and(eq(uploads.status, 'pending'), gt(uploads.createdAt, expiryCutoff(deps)));

function overCap(deps: Deps, oldest: Date | null) {
  const frees = (oldest?.getTime() ?? deps.clock().getTime()) + PENDING_UPLOAD_MS;
  const seconds = Math.max(1, Math.ceil((frees - deps.clock().getTime()) / 1000));
  return new HttpError(429, { detail: msg.uploadsPending }, { 'Retry-After': String(seconds) });
}

/**
 * Runs `work` on the user's live pending uploads (but `except`) in a transaction that holds the
 * user's row, so that concurrent requests of one user cannot together pass a cap.
 */
function withPending<T>(
  deps: Deps,
  userId: number,
  except: string | null,
  work: (tx: Tx, held: { n: number; bytes: number; oldest: Date | null }) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count(), bytes: sum(uploads.bytes).mapWith(Number), oldest: min(uploads.createdAt) })
      .from(uploads)
      .where(
        and(eq(uploads.userId, userId), livePending(deps), except ? ne(uploads.key, except) : undefined),
      );
    return work(tx, { n: held?.n ?? 0, bytes: held?.bytes ?? 0, oldest: held?.oldest ?? null });
  });
}

/** Records a pending upload for the user, unless they already hold MAX_PENDING_UPLOADS (429). */
export function addPendingUpload(deps: Deps, user: AuthUser, key: string, type: UploadType) {
  return withPending(deps, user.id, null, async (tx, held) => {
    if (held.n >= MAX_PENDING_UPLOADS) throw overCap(deps, held.oldest);
    await tx.insert(uploads).values({ key, userId: user.id, type, createdAt: deps.clock() });
  });
}

/**
 * Counts `bytes` as the pending upload's original (replacing an earlier attempt), unless its owner's
 * pending originals would then pass MAX_PENDING_BYTES (429). Called before the bytes are stored.
 */
export async function reserveOriginalBytes(deps: Deps, key: string, bytes: number) {
  const [upload] = await deps.db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key));
  if (!upload) return;
  await withPending(deps, upload.userId, key, async (tx, held) => {
    if (held.bytes + bytes > MAX_PENDING_BYTES) throw overCap(deps, held.oldest);
    await tx.update(uploads).set({ bytes }).where(eq(uploads.key, key));
  });
}
