/**
 * Renders the cropped cover on a canvas: the chosen area of the image, rotated and flipped as shown
 * in the cropper, its long side at most 2048 px. WebP where the browser encodes it; Safari quietly
 * answers PNG for WebP, so the encoded type is checked and JPEG is used instead.
 */
import { msg } from '../../shared/messages';

export type CropArea = { x: number; y: number; width: number; height: number };
export type Flip = { horizontal: boolean; vertical: boolean };

const MAX_SIDE = 2048;
const QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(msg.invalidImage));
    image.src = src;
  });
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/** The bounding box of a w×h rectangle turned by `radians`. */
function turnedSize(width: number, height: number, radians: number) {
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/**
 * The cover as a file. `area` is in pixels of the rotated image (react-easy-crop's
 * croppedAreaPixels); null takes the whole image.
 */
export async function renderCrop(
  src: string,
  area: CropArea | null,
  rotation: number,
  flip: Flip,
): Promise<File> {
  const image = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const turned = turnedSize(image.naturalWidth, image.naturalHeight, radians);
  // The whole image, turned and flipped, on a first canvas; the area is then cut from it.
  const whole = document.createElement('canvas');
  whole.width = Math.round(turned.width);
  whole.height = Math.round(turned.height);
  const context = whole.getContext('2d');
  if (!context) throw new Error(msg.invalidImage);
  context.translate(whole.width / 2, whole.height / 2);
  context.rotate(radians);
  context.scale(flip.horizontal ? -1 : 1, flip.vertical ? -1 : 1);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const cut = area ?? { x: 0, y: 0, width: whole.width, height: whole.height };
  const scale = Math.min(1, MAX_SIDE / Math.max(cut.width, cut.height));
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(cut.width * scale));
  out.height = Math.max(1, Math.round(cut.height * scale));
  out.getContext('2d')?.drawImage(whole, cut.x, cut.y, cut.width, cut.height, 0, 0, out.width, out.height);

  const webp = await encode(out, 'image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await encode(out, 'image/jpeg');
  if (!blob) throw new Error(msg.invalidImage);
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `cover.${extension}`, { type: blob.type });
}
