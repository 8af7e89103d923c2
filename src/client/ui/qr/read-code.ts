/**
 * Reads a QR code's text from an image on the device, offline: the browser's `BarcodeDetector` where
 * it reads QR codes, else jsQR (loaded on first use) on the image's pixels, scaled down first so a
 * phone's photo reads in a moment.
 */

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };
export type CodeSource = ImageBitmap | HTMLCanvasElement | ImageData;

/** The long side, in pixels, an image is scaled down to before jsQR reads it. */
const MAX_SIDE = 1280;

type Detector = { detect(source: CodeSource): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

let detector: Promise<Detector | null> | undefined;

/** The browser's detector when it reads QR codes (asked once). */
function nativeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    if (!('BarcodeDetector' in window)) return null;
    const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    try {
      const formats = await Barcode.getSupportedFormats();
      return formats.includes('qr_code') ? new Barcode({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** The text of the QR code in these pixels (RGBA, dark modules on a light ground), or null. */
export async function decodePixels(pixels: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' });
  return found?.data || null;
}

let scratch: HTMLCanvasElement | undefined;

/** The image's pixels, its long side at most MAX_SIDE. */
function pixelsOf(image: ImageBitmap | HTMLCanvasElement): Pixels | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height, 1));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  scratch ??= document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  const context = scratch.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The text of the QR code in the image, or null when none is read. */
export async function readCode(source: CodeSource): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [first] = await native.detect(source);
      return first?.rawValue || null;
    } catch {
      // The detector failed on this image: jsQR reads it instead.
    }
  }
  const pixels = 'data' in source ? source : pixelsOf(source);
  return pixels ? decodePixels(pixels) : null;
}

/** The text of the QR code in a picked photo, or null when none is read or the image cannot be opened. */
export async function readPhoto(file: Blob): Promise<string | null> {
  const image = await createImageBitmap(file).catch(() => null);
  if (!image) return null;
  try {
    return await readCode(image);
  } finally {
    image.close();
  }
}
