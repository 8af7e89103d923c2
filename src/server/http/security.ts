/** Security headers. The CSP allows YouTube embeds and thumbnails, Google sign-in and S3 uploads when configured. */
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

export function securityHeaders(config: Config) {
  const google = config.google ? ['https://accounts.google.com'] : [];
  const s3 = config.s3?.endpoint
    ? [new URL(config.s3.endpoint).origin]
    : config.s3
      ? ['https://*.amazonaws.com']
      : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https://i.ytimg.com',
        'https://img.youtube.com',
        'https://lh3.googleusercontent.com',
      ],
      frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', ...google],
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
