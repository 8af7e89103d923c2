/**
 * An image's bytes on their way (issue 30: a slow phone connection must never look frozen): the one
 * PUT of an upload, through XMLHttpRequest, the only browser API that reports how much of a request
 * body is sent. Each send is known by an id (an outbox entry's, or a form's own upload) while it is on
 * the wire, with how much is sent and a way to cancel it, for `UploadProgress` (ui/upload-progress.tsx).
 */
import { atom, useAtomValue } from 'jotai';
import { store } from './store';

export type Sending = { sent: number; total: number; cancel: () => void };

const sendingAtom = atom<Record<string, Sending>>({});

/** What `id` has sent so far, while it is on the wire; undefined otherwise. */
export const useSending = (id: string): Sending | undefined => useAtomValue(sendingAtom)[id];

/** The id of the image PUT of the queued write on the row `target` (its uuid), as its form and row show it. */
export const outboxUpload = (target: string) => `outbox:${target}`;

/** Thrown when the dancer cancels: not a failure of the network, nor of the server. */
export class UploadCancelled extends Error {}

const track = (id: string, sending: Sending | null) =>
  store.set(sendingAtom, (all) => {
    const rest = Object.fromEntries(Object.entries(all).filter(([other]) => other !== id));
    return sending ? { ...rest, [id]: sending } : rest;
  });

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
    const done = () => track(id, null);
    request.upload.onprogress = (event) =>
      track(id, { sent: event.loaded, total: event.lengthComputable ? event.total : body.size, cancel });
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
    track(id, { sent: 0, total: body.size, cancel });
    request.send(body);
  });
}
