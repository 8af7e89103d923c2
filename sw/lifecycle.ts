/**
 * When a new version takes over. The first version claims the open page at once, so it works offline
 * without a reload. A later version waits until the page asks it to take over (SKIP_WAITING, sent
 * from the "New version available" prompt), so a page with unsaved input is never reloaded under
 * the user.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { SKIP_WAITING } from '../src/shared/sw-protocol';

declare const self: ServiceWorkerGlobalScope;

export function listenForLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  });
  // Claiming on every activation is safe: an update only activates after SKIP_WAITING or once every
  // tab has closed, and claim() takes only pages no worker controls yet (the first visit, a hard reload).
  clientsClaim();
}
