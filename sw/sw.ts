/**
 * The service worker entry (built to /sw.js): precaches the app shell and answers navigations with
 * index.html, so the installed app opens without a network. Runtime caches, the outbox's Background
 * Sync trigger, Web Push and the update lifecycle live in one module each next to this file.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForLifecycle } from './lifecycle';
import { listenForOutboxSync } from './outbox-sync';
import { listenForPush } from './push';
import { registerRuntimeCaches } from './runtime-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/payments-sandbox\//],
  }),
);

registerRuntimeCaches();
listenForOutboxSync();
listenForPush();
listenForLifecycle();
