/**
 * A QR code drawn as SVG (lean-qr makes its modules): dark modules on white inside the standard
 * four-module quiet zone, at medium error correction or better. Loaded only where a code is shown.
 */
import { correction, generate } from 'lean-qr';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules. */
export const QUIET_ZONE = 4;

/** The code's side in modules (quiet zone included) and an SVG path of its dark modules, a run per row. */
export function qrPath(value: string): { size: number; path: string } {
  const code = generate(value, { minCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      let run = 0;
      while (code.get(x + run, y)) run++;
      if (run > 0) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
      x += run + 1;
    }
  }
  return { size: code.size + 2 * QUIET_ZONE, path };
}

export default function QrSvg({ value }: { value: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="100%"
      height="100%"
      shapeRendering="crispEdges"
      aria-hidden
      style={{ display: 'block' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
