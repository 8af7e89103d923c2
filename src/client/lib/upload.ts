/**
 * Image upload (spec platform-shell 7 "Image upload"): presign by type, PUT the raw bytes to the signed
 * URL (upload-progress.ts: how much is sent, and Cancel), then ask the server to complete (check and
 * resize). Online only; callers show the error at their image field. Returns the upload key with its
 * medium and mini URLs.
 */
import { t } from '@lingui/core/macro';
import { uploadsApi } from '../../shared/api-paths';
import type { UploadType } from '../../shared/constants';
import { msg } from '../../shared/messages';
import { MAX_UPLOAD_BYTES, type PresignResult, type UploadResult } from '../../shared/schemas/uploads';
import { ApiError, api } from './api';
import { putWithProgress, UploadCancelled } from './upload-put';

/** The presign `body` is the upload URL in quotes; it may be relative to this site. */
export function parseUploadUrl(body: unknown): string {
  const raw = typeof body === 'string' ? body.trim().replace(/^"|"$/g, '') : '';
  try {
    const url = new URL(raw, window.location.origin);
    if (raw && (url.protocol === 'https:' || url.protocol === 'http:')) return url.toString();
  } catch {
    /* fall through to the spec's message */
  }
  throw new Error(msg.uploadInvalidUrl);
}

async function presign(type: UploadType): Promise<{ key: string; url: string }> {
  const answer = await api<PresignResult | null>(uploadsApi.presign, { method: 'POST', body: { type } });
  if (answer?.statusCode !== 200 || typeof answer.key !== 'string' || !answer.key) {
    throw new Error(msg.uploadNoPresign);
  }
  return { key: answer.key, url: parseUploadUrl(answer.body) };
}

async function putBytes(url: string, file: File, id: string): Promise<void> {
  let status: number;
  try {
    ({ status } = await putWithProgress(url, file, id));
  } catch (error) {
    throw new Error(error instanceof UploadCancelled ? msg.uploadCancelled : msg.networkError);
  }
  if (status === 413) throw new Error(msg.imageTooLarge);
  if (status === 429) throw new Error(msg.uploadsPending);
  if (status < 200 || status >= 300) throw new Error(t`Upload failed (${status})`);
}

async function complete(key: string): Promise<UploadResult> {
  try {
    return await api<UploadResult>(uploadsApi.complete(key), { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 413) throw new Error(msg.imageTooLarge);
    throw new Error(error.fields.file?.[0] ?? error.message);
  }
}

/**
 * Uploads one image, its bytes' progress known as `id` (ui/upload-progress.tsx shows it, with Cancel);
 * throws an Error whose message is fit to show at the field.
 */
export async function uploadImage(type: UploadType, file: File, id: string): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(msg.imageTooLarge);
  if (file.type && !file.type.startsWith('image/')) throw new Error(msg.invalidImage);
  const { key, url } = await presign(type);
  await putBytes(url, file, id);
  return complete(key);
}
