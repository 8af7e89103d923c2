/** Reading the public WebP derivatives for /media, from either store. */
import { UPLOAD_KEY } from '../../../shared/schemas/uploads';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';

const SIZES = new Set(['medium', 'mini']);

/** The stored WebP bytes of `size/key`, or 404. */
export async function readMedia(deps: Deps, size: string, key: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!SIZES.has(size) || !UPLOAD_KEY.test(key)) throw notFound();
  const file = await deps.storage.get(`${size}/${key}`);
  if (!file) throw notFound();
  return new Uint8Array(file.body);
}
