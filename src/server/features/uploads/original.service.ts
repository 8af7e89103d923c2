/**
 * Receiving originals on the local store. The signed URL is the credential (the client may send no
 * token), and it is spent once its upload is complete.
 */
import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { UPLOAD_KEY } from '../../../shared/schemas/uploads';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, forbidden } from '../../http/errors';
import { isValidUploadSignature } from '../../storage/signing';
import { reserveOriginalBytes } from './pending-uploads';

/** Refuses (403) a PUT whose key, expiry or signature is wrong, or whose upload is already complete. */
export async function verifyUploadLink(
  deps: Deps,
  key: string,
  expires: string,
  signature: string,
): Promise<void> {
  const signed =
    UPLOAD_KEY.test(key) &&
    isValidUploadSignature(deps.config.jwtSecret, key, Number(expires), signature, deps.clock());
  if (!signed) throw forbidden(msg.uploadLinkInvalid);
  const [upload] = await deps.db.select({ status: uploads.status }).from(uploads).where(eq(uploads.key, key));
  if (upload?.status !== 'pending') throw forbidden(msg.uploadLinkInvalid);
}

/**
 * Keeps the bytes as the upload's original, replacing an earlier attempt, when its owner's pending
 * originals stay within their cap (429 otherwise).
 */
export async function storeOriginal(deps: Deps, key: string, bytes: Uint8Array, contentType: string) {
  if (bytes.length === 0) throw fieldError('file', msg.noImage);
  await reserveOriginalBytes(deps, key, bytes.length);
  await deps.storage.put(`original/${key}`, bytes, contentType);
  return { detail: 'ok' };
}
