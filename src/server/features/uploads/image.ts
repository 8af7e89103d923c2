/**
 * Image checks and derivatives with sharp. The content decides what an upload is (never its name
 * or declared type): it must decode as one of the accepted formats within the pixel limit. Output
 * is oriented by EXIF and carries no metadata (sharp strips it unless asked to keep it).
 */
import sharp from 'sharp';
import { msg } from '../../../shared/messages';
import { MAX_UPLOAD_PIXELS } from '../../../shared/schemas/uploads';
import { fieldError } from '../../http/errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type Derivatives = { medium: Uint8Array; mini: Uint8Array };

const invalidImage = () => fieldError('file', msg.invalidImage);
const tooManyPixels = () => fieldError('file', msg.imageTooLarge);

async function checkedFormat(bytes: Uint8Array) {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalidImage();
    });
  if (!ACCEPTED.has(meta.format)) throw invalidImage();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw tooManyPixels();
}

/** Decodes the original and makes the medium (inside 1080x1080) and mini (240x240) WebP images. */
export async function makeDerivatives(bytes: Uint8Array): Promise<Derivatives> {
  await checkedFormat(bytes);
  const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
  try {
    const [medium, mini] = await Promise.all([
      image
        .clone()
        .resize(1080, 1080, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      image.clone().resize(240, 240, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { medium: new Uint8Array(medium), mini: new Uint8Array(mini) };
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : invalidImage();
  }
}
