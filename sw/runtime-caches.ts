/**
 * Runtime caches for what the precache cannot know: API reads (network first, the cached answer
 * after 3 s or offline), uploaded images and YouTube thumbnails (cache first, they never change).
 * Every cache is bounded and is dropped first when the browser runs out of quota. Auth answers
 * are never cached; the page deletes the `api` cache at sign-out so the next user never sees them.
 * Live streams (/api/live/, never-ending) are left to the browser: a cache would hold them open.
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE } from '../src/shared/sw-protocol';

/** Cache names; the page deletes API_CACHE at sign-out. */
const MEDIA_CACHE = 'media';
const THUMBNAIL_CACHE = 'youtube-thumbnails';

const DAY = 24 * 60 * 60;

const bounded = (maxEntries: number, maxAgeSeconds: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

export function registerRuntimeCaches(): void {
  registerRoute(
    ({ url, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/auth/') &&
      !url.pathname.startsWith('/api/live/'),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(300, 7 * DAY)],
    }),
  );

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: MEDIA_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(300, 30 * DAY)],
    }),
  );

  // Thumbnails load as plain <img>, so they arrive opaque (status 0). Browsers count each opaque
  // answer as several MB of quota, hence the smaller bound.
  registerRoute(
    ({ url }) => url.origin === 'https://i.ytimg.com' && url.pathname.startsWith('/vi/'),
    new CacheFirst({
      cacheName: THUMBNAIL_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), bounded(100, 30 * DAY)],
    }),
  );
}
