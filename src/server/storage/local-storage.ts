/**
 * The embedded image store: files under DATA_DIR/media/{original,medium,mini}. Originals arrive at
 * our own signed URL (uploads routes). Writes go through a temporary file and a rename, so a reader
 * never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import { checkedPath, UPLOAD_URL_SECONDS } from './object-path';
import { signedUploadPath } from './signing';
import type { Storage } from './storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

async function readOrNull(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Local disk store rooted at DATA_DIR/media. */
export function createLocalStorage(config: Config): Storage {
  const root = join(config.dataDir, 'media');
  const file = (path: string) => join(root, checkedPath(path));
  return {
    uploadUrl: async (key, now) =>
      signedUploadPath(config.jwtSecret, key, Math.floor(now.getTime() / 1000) + UPLOAD_URL_SECONDS),
    // The upload route already refuses bodies over MAX_UPLOAD_BYTES, so an original here is small.
    readOriginal: (key) => readOrNull(file(`original/${key}`)),
    delete: (path) => rm(file(path), { force: true }),
    put: async (path, body) => {
      const target = file(path);
      const temporary = `${target}.${randomUUID()}.tmp`;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    get: async (path) => {
      const body = await readOrNull(file(path));
      // Only our own WebP derivatives are served; the original's type is never trusted.
      return (
        body && {
          body,
          contentType: path.startsWith('original/') ? 'application/octet-stream' : 'image/webp',
        }
      );
    },
  };
}
