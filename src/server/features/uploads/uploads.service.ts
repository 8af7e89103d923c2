/**
 * The upload flow shared by both stores: presign (a pending row owned by the caller, within the
 * caps of pending-uploads), then, after the client PUT the original, complete: check and resize it,
 * keep the WebP derivatives, delete it. A pending upload past its expiry is gone for both steps.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, or } from 'drizzle-orm';
import type { UploadType } from '../../../shared/constants';
import { msg } from '../../../shared/messages';
import {
  MAX_UPLOAD_BYTES,
  mediaUrl,
  type PresignResult,
  type UploadResult,
} from '../../../shared/schemas/uploads';
import { uploads } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { OriginalTooLarge } from '../../storage/object-path';
import { makeDerivatives } from './image';
import { addPendingUpload, expiryCutoff } from './pending-uploads';
import { fileFromBody } from './uploaded-file';

const uploadResult = (key: string): UploadResult => ({
  key,
  medium: mediaUrl('medium', key),
  mini: mediaUrl('mini', key),
});
const tooLarge = () => new HttpError(413, { detail: msg.tooLarge });

/** Makes a key for the caller and the URL to PUT the original to. */
export async function presignUpload(deps: Deps, user: AuthUser, type: UploadType): Promise<PresignResult> {
  const key = `${type.toLowerCase()}-${randomUUID()}`;
  await addPendingUpload(deps, user, key, type);
  return { statusCode: 200, key, body: JSON.stringify(await deps.storage.uploadUrl(key, deps.clock())) };
}

async function readOriginal(deps: Deps, key: string): Promise<Uint8Array | null> {
  const original = await deps.storage.readOriginal(key).catch((error) => {
    throw error instanceof OriginalTooLarge ? tooLarge() : error;
  });
  if (original && original.length > MAX_UPLOAD_BYTES) throw tooLarge();
  return original;
}

async function derivativesOf(deps: Deps, key: string) {
  try {
    const original = await readOriginal(deps, key);
    return original && (await makeDerivatives(await fileFromBody(original)));
  } catch (error) {
    // A refused original is not kept; the client may PUT another while its URL is valid. (Its bytes
    // count against the owner's cap until then: this write's transaction rolls back.)
    if (error instanceof HttpError) await deps.storage.delete(`original/${key}`);
    throw error;
  }
}

/** Checks the caller's uploaded original, stores its medium and mini WebP images and marks it ready. */
export async function completeUpload(deps: Deps, user: AuthUser, key: string): Promise<UploadResult> {
  // Ready, or pending and not expired (at each query): the sweep deletes expired uploads' objects.
  const mine = () =>
    and(
      eq(uploads.key, key),
      eq(uploads.userId, user.id),
      or(eq(uploads.status, 'ready'), gt(uploads.createdAt, expiryCutoff(deps))),
    );
  const [upload] = await deps.db.select({ status: uploads.status }).from(uploads).where(mine());
  if (!upload) throw notFound();
  if (upload.status === 'ready') return uploadResult(key);
  const images = await derivativesOf(deps, key);
  if (images) {
    await deps.storage.put(`medium/${key}`, images.medium, 'image/webp');
    await deps.storage.put(`mini/${key}`, images.mini, 'image/webp');
  } else {
    // Derivatives without an original: an earlier completion stored them and lost its commit.
    const finished = await deps.storage.get(`mini/${key}`);
    if (!finished) throw fieldError('file', msg.noImage);
  }
  const [done] = await deps.db.update(uploads).set({ status: 'ready' }).where(mine()).returning();
  if (!done) {
    // It expired while its images were made, and the sweep may have run: keep nothing of it.
    await Promise.all([deps.storage.delete(`medium/${key}`), deps.storage.delete(`mini/${key}`)]);
    throw notFound();
  }
  await deps.storage.delete(`original/${key}`);
  return uploadResult(key);
}
