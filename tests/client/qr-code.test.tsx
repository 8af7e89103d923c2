/**
 * The check-in QR code (issue 29): its text and strict reading, a code drawn by the app read back by
 * the reader with no browser (painted into pixels, straight, turned and noisy), the entrant's code as
 * the page shows it, and the scanner's camera, refusals and photos.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkinText, readCheckinText } from '../../src/client/features/battles/qr/checkin-code';
import { CodeScanner } from '../../src/client/ui/qr/code-scanner';
import { DoorCode } from '../../src/client/ui/qr/door-code';
import { QUIET_ZONE, qrPath } from '../../src/client/ui/qr/qr-svg';
import { decodePixels, type Pixels } from '../../src/client/ui/qr/read-code';
import { MAX_ID } from '../../src/shared/schemas/fields';
import { Providers } from '../helpers/render';

const CODE = 'Zx8_k-2QpL0mVb7w';
const TEXT = checkinText(12, 345, CODE);

/** The dark modules an SVG path of qrPath's runs (`M{x} {y}h{n}…`) draws, as a grid of `size`. */
function modulesOf(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

/** A camera's view of the modules: `scale` px a module, turned by `degrees`, grey noise of ±`noise`. */
function paint(grid: boolean[][], scale: number, degrees = 0, noise = 0): Pixels {
  const side = Math.ceil(grid.length * scale * 1.5);
  const data = new Uint8ClampedArray(side * side * 4);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [dx, dy] = [x - side / 2, y - side / 2];
      const u = Math.floor((cos * dx + sin * dy) / scale + grid.length / 2);
      const v = Math.floor((cos * dy - sin * dx) / scale + grid.length / 2);
      const grey = (grid[v]?.[u] ? 25 : 230) + (random() - 0.5) * 2 * noise;
      data.set([grey, grey, grey, 255], (y * side + x) * 4);
    }
  }
  return { data, width: side, height: side };
}

const pixelsOf = (text: string, scale = 4, degrees = 0, noise = 0) => {
  const { size, path } = qrPath(text);
  return paint(modulesOf(size, path), scale, degrees, noise);
};

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('the check-in code text', () => {
  it('reads back the battle, entrant and code it was made from', () => {
    expect(TEXT).toBe(`cypher:entrant:12:345:${CODE}`);
    expect(readCheckinText(TEXT)).toEqual({ battle: 12, entrant: 345, code: CODE });
    expect(readCheckinText(checkinText(MAX_ID, 1, CODE))).toEqual({ battle: MAX_ID, entrant: 1, code: CODE });
  });

  it('reads nothing that is not exactly a check-in code', () => {
    const refused = [
      '',
      'https://example.com/',
      `cypher:entrant:12:345:${CODE}\n`,
      ` cypher:entrant:12:345:${CODE}`,
      `CYPHER:entrant:12:345:${CODE}`,
      `cypher:workshop:12:345:${CODE}`,
      `cypher:entrant:0:345:${CODE}`,
      `cypher:entrant:012:345:${CODE}`,
      `cypher:entrant:12:-345:${CODE}`,
      `cypher:entrant:12.5:345:${CODE}`,
      `cypher:entrant:2147483648:345:${CODE}`,
      `cypher:entrant:12:99999999999:${CODE}`,
      'cypher:entrant:12:345:short',
      `cypher:entrant:12:345:${CODE}x`,
      'cypher:entrant:12:345:Zx8_k-2QpL0mVb7/',
      `cypher:entrant:12:345:${CODE}:extra`,
      `cypher:entrant:12:${CODE}`,
      `cypher:entrant:12:345:${'a'.repeat(100_000)}`,
    ];
    for (const text of refused) expect(readCheckinText(text), text).toBeNull();
  });
});

describe('a code drawn by the app, read back without a browser', () => {
  it('keeps the quiet zone white and reads back to the same text', async () => {
    const { size, path } = qrPath(TEXT);
    const grid = modulesOf(size, path);
    const edge = [...grid.slice(0, QUIET_ZONE), ...grid.slice(-QUIET_ZONE)].flat();
    const sides = grid.flatMap((row) => [...row.slice(0, QUIET_ZONE), ...row.slice(-QUIET_ZONE)]);
    expect([...edge, ...sides].some(Boolean)).toBe(false);
    expect(await decodePixels(paint(grid, 4))).toBe(TEXT);
  });

  it('reads it turned a little and under noise, with the longest ids', async () => {
    const longest = checkinText(MAX_ID, MAX_ID, CODE);
    expect(await decodePixels(pixelsOf(longest, 5, 8, 40))).toBe(longest);
    expect(await decodePixels(pixelsOf(longest, 3, -12, 25))).toBe(longest);
  });

  it('reads nothing from a blank picture', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(await decodePixels(blank)).toBeNull();
  });
});

describe('the entrant code on the page', () => {
  it('is an image named for screen readers whose drawing reads back to its text', async () => {
    render(
      <Providers>
        <DoorCode value={TEXT} label="Check-in code for Bgirl Ayu" />
      </Providers>,
    );
    const image = screen.getByRole('img', { name: 'Check-in code for Bgirl Ayu' });
    await waitFor(() => expect(image.querySelector('path')).not.toBeNull());
    const svg = image.querySelector('svg') as SVGSVGElement;
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000');
    const path = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(await decodePixels(paint(modulesOf(size, path), 4))).toBe(TEXT);
  });
});

/** jsdom draws nothing: a canvas whose pixels are the picture the camera or the photo shows. */
function showPicture(pixels: Pixels) {
  const context = { drawImage: () => {}, getImageData: () => pixels };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.stubGlobal('createImageBitmap', async () => ({ ...pixels, close: () => {} }));
}

const scanner = (onCode: (text: string) => void) =>
  render(
    <Providers>
      <CodeScanner onCode={onCode} prompt="Point the camera at the entrant's code." />
    </Providers>,
  );

describe('the code scanner', () => {
  it('says plainly when there is no camera, and reads a photo of the code instead, each code once', async () => {
    showPicture(pixelsOf(TEXT));
    const onCode = vi.fn();
    scanner(onCode);
    expect(await screen.findByText(/No camera can be used on this device/)).toBeTruthy();
    const input = screen.getByLabelText('Read a photo of the code') as HTMLInputElement;
    expect([input.type, input.accept, input.getAttribute('capture')]).toEqual([
      'file',
      'image/*',
      'environment',
    ]);
    const photo = new File(['jpeg'], 'code.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith(TEXT));
    await userEvent.upload(input, photo);
    expect(await screen.findByText('This code was already read.')).toBeTruthy();
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('says so when a photo shows no code', async () => {
    showPicture({ data: new Uint8ClampedArray(100 * 100 * 4).fill(255), width: 100, height: 100 });
    const onCode = vi.fn();
    scanner(onCode);
    await userEvent.upload(
      screen.getByLabelText('Read a photo of the code'),
      new File(['x'], 'x.jpg', { type: 'image/jpeg' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/No code was found in this photo/);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('says the camera was refused, and still offers the photo', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    scanner(vi.fn());
    expect(await screen.findByText(/The camera is not allowed here/)).toBeTruthy();
    expect(screen.getByLabelText('Read a photo of the code')).toBeTruthy();
  });

  it('asks for the rear camera, reads its frames a few times a second, tells each code once, and stops it when gone', async () => {
    showPicture(pixelsOf(TEXT));
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] };
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const onCode = vi.fn();
    const { container, unmount } = scanner(onCode);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperties(video, { videoWidth: { value: 1280 }, videoHeight: { value: 720 } });
    expect(await screen.findByText("Point the camera at the entrant's code.")).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(video.srcObject).toBe(stream);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith(TEXT));
    const reads = vi.mocked(HTMLCanvasElement.prototype.getContext).mock.calls.length;
    // It goes on reading frames (two more), and the same code is still told once.
    await waitFor(() =>
      expect(vi.mocked(HTMLCanvasElement.prototype.getContext).mock.calls.length).toBeGreaterThan(reads + 1),
    );
    expect(onCode).toHaveBeenCalledTimes(1);
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
