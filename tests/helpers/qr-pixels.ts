/**
 * A QR code as the app draws it (qr-svg.tsx's path of runs) turned back into a camera's pixels, and
 * a jsdom canvas that shows those pixels, so a code rendered by the app is read back by the app.
 */
import { vi } from 'vitest';
import type { Pixels } from '../../src/client/ui/qr/read-code';

/** The dark modules an SVG path of qrPath's runs (`M{x} {y}h{n}…`) draws, as a grid of `size`. */
export function modulesOf(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

/** A straight picture of the modules, `scale` px a module, with a white margin. */
export function paintModules(grid: boolean[][], scale = 4): Pixels {
  const side = grid.length * scale + 40;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < grid.length * scale; y++)
    for (let x = 0; x < grid.length * scale; x++)
      if (grid[Math.floor(y / scale)]?.[Math.floor(x / scale)])
        data.set([20, 20, 20, 255], ((y + 20) * side + x + 20) * 4);
  return { data, width: side, height: side };
}

/** The pixels of the QR code rendered inside `element` (an svg with one path). */
export function renderedCode(element: Element): Pixels {
  const svg = element.querySelector('svg') as SVGSVGElement;
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  return paintModules(modulesOf(size, svg.querySelector('path')?.getAttribute('d') ?? ''));
}

/** jsdom draws nothing: a canvas whose pixels are the picture the camera or the photo shows. */
export function showPicture(pixels: Pixels) {
  const context = { drawImage: () => {}, getImageData: () => pixels };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.stubGlobal('createImageBitmap', async () => ({ ...pixels, close: () => {} }));
}
