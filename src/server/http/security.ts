/**
 * Security headers. The CSP allows YouTube embeds (and the configured player's) and thumbnails, Google sign-in and S3 uploads when
 * configured. Scripts run only from our origin, plus the inline scripts of the built index.html (the
 * prerendered shell's head script) by their hash; never 'unsafe-inline'. Styles keep 'unsafe-inline':
 * Mantine writes style elements and attributes at run time, and a hash in style-src would turn that off.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of every inline script in a page: 'sha256-…' of its text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

export function securityHeaders(config: Config, distDir?: string) {
  const google = config.google ? ['https://accounts.google.com'] : [];
  const s3 = config.s3?.endpoint
    ? [new URL(config.s3.endpoint).origin]
    : config.s3
      ? ['https://*.amazonaws.com']
      : [];
  const index = distDir && join(distDir, 'index.html');
  const shellScripts = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...shellScripts, ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https://i.ytimg.com',
        'https://img.youtube.com',
        'https://lh3.googleusercontent.com',
      ],
      frameSrc: [...new Set(['https://www.youtube.com', config.playerOrigin]), ...google],
      connectSrc: ["'self'", ...google, ...s3],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
