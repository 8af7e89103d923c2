/**
 * How the outbox sends one step. Most are API calls with the entry's Idempotency-Key. A step may
 * keep fields of its answer for later ones (`keep`: an upload's key and signed URL), used as
 * `{{name}}` in a later path or as a whole body value; a `sendsImage` step PUTs one of the entry's
 * images' bytes to its URL without the API's headers (the signature is the permission). So an image made
 * offline goes presign, PUT, complete, then the create, each step resuming where the last stopped.
 */
import { placeholder, uploadsApi } from '../../shared/api-paths';
import type { UploadType } from '../../shared/constants';
import { msg } from '../../shared/messages';
import { ApiError, api } from './api';
import type { LocalImage, OutboxStep } from './db';
import { parseUploadUrl } from './upload';
import { outboxUpload } from './upload-progress';
import { putWithProgress, UploadCancelled } from './upload-put';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const WHOLE = /^\{\{(\w+)\}\}$/;

/** The step's body with each whole `{{name}}` value replaced by what was kept. */
function fillBody(body: unknown, kept: Record<string, string>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([field, value]) => {
      const name = typeof value === 'string' ? WHOLE.exec(value)?.[1] : undefined;
      return [field, name !== undefined ? (kept[name] ?? '') : value];
    }),
  );
}

async function putImage(url: string, image: LocalImage | undefined, id: string): Promise<null> {
  if (!image) throw new ApiError(400, { detail: msg.noImage });
  let target: string;
  try {
    target = parseUploadUrl(url);
  } catch (error) {
    throw new ApiError(400, { detail: (error as Error).message });
  }
  let answer: { status: number; retryAfter: string | null };
  try {
    answer = await putWithProgress(target, new Blob([image.bytes], { type: image.type }), id);
  } catch (error) {
    if (error instanceof UploadCancelled) throw error;
    throw new ApiError(0, { detail: msg.networkError });
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, null, answer.retryAfter);
  return null;
}

/**
 * Sends one step of the queued write on the row `target`; throws ApiError as `api` does, or
 * UploadCancelled when the dancer cancels its image's PUT.
 */
export function sendStep(
  step: OutboxStep,
  target: string,
  idempotencyKey: string,
  kept: Record<string, string>,
  images?: LocalImage[],
): Promise<unknown> {
  const path = step.path.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(kept[name] ?? ''));
  if (step.sendsImage !== undefined)
    return putImage(
      kept[WHOLE.exec(step.path)?.[1] ?? ''] ?? path,
      images?.[step.sendsImage],
      outboxUpload(target),
    );
  return api(path, {
    method: step.method,
    body: fillBody(step.body, kept),
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** The answer fields the step keeps for later steps. */
export function keptFrom(step: OutboxStep, answer: unknown): Record<string, string> {
  if (!step.keep || !answer || typeof answer !== 'object') return {};
  const fields = answer as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(step.keep).map(([name, field]) => [name, String(fields[field] ?? '')]),
  );
}

/**
 * The steps that upload the entry's image number `n` (presign, PUT, complete); later steps name its
 * key `{{key<n>}}`.
 */
export const uploadSteps = (type: UploadType, n: number): OutboxStep[] => [
  {
    method: 'POST',
    path: uploadsApi.presign,
    body: { type },
    keep: { [`key${n}`]: 'key', [`url${n}`]: 'body' },
  },
  { method: 'PUT', path: `{{url${n}}}`, sendsImage: n },
  // The key as a placeholder, not encoded: sendStep fills it in (and encodes it) once it is kept.
  { method: 'POST', path: uploadsApi.complete(placeholder(uploadedKey(n))) },
];

/** An image file as an entry keeps it: its bytes (Safari loses Blobs in IndexedDB) and type. */
export const localImage = async (file: Blob): Promise<LocalImage> => ({
  bytes: await file.arrayBuffer(),
  type: file.type,
});

/** How a later step names the key of the entry's uploaded image number `n`. */
export const uploadedKey = (n: number) => `{{key${n}}}`;
