/**
 * When a new version takes over. The first version claims the open page at once, so it works offline
 * without a reload. A later version waits until the page asks it to take over (SKIP_WAITING, sent
 * from the "New version available" prompt), so a page with unsaved input is never reloaded under
 * the user. It also tells which version it is (GET_VERSION, from the device check at /test).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { APP_VERSION } from '../src/shared/app-version';
import { GET_VERSION, SKIP_WAITING } from '../src/shared/sw-protocol';

declare const self: ServiceWorkerGlobalScope;

export function listenForLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
    if (event.data?.type === GET_VERSION) event.ports[0]?.postMessage({ version: APP_VERSION });
  });
  // Claiming on every activation is safe: an update only activates after SKIP_WAITING or once every
  // tab has closed, and claim() takes only pages no worker controls yet (the first visit, a hard reload).
  clientsClaim();
}
