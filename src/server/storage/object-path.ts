/**
 * The only object paths either store accepts: `{original,medium,mini}/{upload key}`. Checked in the
 * stores themselves, so no caller can reach outside the media folder or bucket prefix.
 */
import { MAX_UPLOAD_BYTES, UPLOAD_KEY } from '../../shared/schemas/uploads';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_SECONDS = 600;

/** Thrown by `readOriginal` when the original is over MAX_UPLOAD_BYTES; it is not read into memory. */
export class OriginalTooLarge extends Error {}

/** Returns `path` when it is a valid object path; throws otherwise. */
export function checkedPath(path: string): string {
  const [folder, key, ...rest] = path.split('/');
  const valid =
    rest.length === 0 && ['original', 'medium', 'mini'].includes(folder ?? '') && UPLOAD_KEY.test(key ?? '');
  if (!valid) throw new Error('storage: invalid object path');
  return path;
}

export const isTooLarge = (bytes: number) => bytes > MAX_UPLOAD_BYTES;
