/**
 * The online-only calls of Settings' "Your data": the download of one's data (a zip, saved under the
 * server's file name) and the deletion of one's account. Never queued.
 */
import type { DeleteAccountInput } from '../../../shared/account';
import { accountApi } from '../../../shared/api-paths';
import { api, apiResponse } from '../../lib/api';

const FALLBACK_NAME = 'cypher-data.zip';

function fileName(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

/** Asks for the zip and hands it to the browser as a download. */
/** The answer's body as a Blob, telling `received` how many bytes are in after each part. */
async function readCounting(res: Response, received: (bytes: number) => void): Promise<Blob> {
  const reader = res.body?.getReader();
  if (!reader) return res.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    bytes += part.value.byteLength;
    received(bytes);
  }
  return new Blob(parts, { type: res.headers.get('content-type') ?? 'application/zip' });
}

/** Makes the user's zip on the server and saves it, its size told to `received` as it streams in. */
export async function downloadMyData(received: (bytes: number) => void): Promise<void> {
  const res = await apiResponse(accountApi.export, { method: 'POST' });
  const url = URL.createObjectURL(await readCounting(res, received));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res);
  link.click();
  // Freed later, as FileSaver.js does: some browsers still read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export const deleteMyAccount = (input: DeleteAccountInput, headers?: Record<string, string>) =>
  api<unknown>(accountApi.delete, { method: 'POST', body: input, headers });
