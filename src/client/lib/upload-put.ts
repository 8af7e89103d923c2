/**
 * The one PUT of an image upload, through XMLHttpRequest: the only browser API that reports how much
 * of a request body is sent (upload-progress.ts keeps it for the page).
 */
import { trackSending } from './upload-progress';

/** Thrown when the dancer cancels: not a failure of the network, nor of the server. */
export class UploadCancelled extends Error {}

/**
 * PUTs `body` to `url` (a signed upload URL: no credentials, the signature is the permission) as `id`,
 * resolving to the status and Retry-After; rejects with a TypeError when the network fails, and with
 * UploadCancelled when cancelled.
 */
export function putWithProgress(
  url: string,
  body: Blob,
  id: string,
): Promise<{ status: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const cancel = () => request.abort();
    const done = () => trackSending(id, null);
    request.upload.onprogress = (event) =>
      trackSending(id, {
        sent: event.loaded,
        total: event.lengthComputable ? event.total : body.size,
        cancel,
      });
    request.onload = () => {
      done();
      resolve({ status: request.status, retryAfter: request.getResponseHeader('retry-after') });
    };
    request.onerror = () => {
      done();
      reject(new TypeError('network'));
    };
    request.onabort = () => {
      done();
      reject(new UploadCancelled());
    };
    request.open('PUT', url);
    trackSending(id, { sent: 0, total: body.size, cancel });
    request.send(body);
  });
}
