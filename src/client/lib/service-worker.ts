/**
 * The page side of the service worker (spec 4.9, DESIGN 5): registers /sw.js in production, turns
 * its messages into window events, and runs the update flow. A new version waits until the user
 * presses Reload in the "New version available" prompt, and the page never reloads while a form
 * holds unsaved input. Also the small browser features that go with an installed app: Background
 * Sync for the outbox, persistent storage and clearing the API cache at sign-out.
 */
import { atom } from 'jotai';
import { API_CACHE, OUTBOX_SYNC, OUTBOX_SYNC_TAG, SKIP_WAITING } from '../../shared/sw-protocol';
import { store } from './store';
import { hasUnsavedInput, hasUnsavedInputAtom } from './unsaved';

/** True once a new version is installed and waiting for the user's Reload. */
export const updateReadyAtom = atom(false);

/** The runtime cache of API reads (sw/runtime-caches.ts). */
const PERSIST_ASKED_KEY = 'cypher:persist-asked';
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const MIN_CHECK_GAP_MS = 5 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let reloadRequested = false;

const ignore = () => undefined;

/** Registers the service worker and starts the update flow. Skipped in development and where unsupported. */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === OUTBOX_SYNC) window.dispatchEvent(new Event(OUTBOX_SYNC));
  });
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) reloadOnceSaved();
  });
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then(watchForUpdates)
      // Without a service worker the app still works online; nothing to tell the user.
      .catch(ignore);
  };
  // main.tsx awaits the session first, so the load event may already be over.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function watchForUpdates(reg: ServiceWorkerRegistration): void {
  registration = reg;
  if (reg.waiting) store.set(updateReadyAtom, true);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        store.set(updateReadyAtom, true);
      }
    });
  });
  let lastCheck = Date.now();
  // Each check downloads /sw.js; switching tabs back and forth should not do it every time.
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    reg.update().catch(ignore);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * The prompt's Reload: lets the waiting version take over, then reloads once it controls the page.
 * Does nothing while a form holds unsaved input.
 */
export function applyUpdate(): void {
  if (hasUnsavedInput()) return;
  reloadRequested = true;
  const waiting = registration?.waiting;
  if (waiting) waiting.postMessage({ type: SKIP_WAITING });
  // Another tab already let the new version in: this page only needs a reload.
  else window.location.reload();
}

function reloadOnceSaved(): void {
  if (!hasUnsavedInput()) {
    window.location.reload();
    return;
  }
  const stop = store.sub(hasUnsavedInputAtom, () => {
    if (hasUnsavedInput()) return;
    stop();
    window.location.reload();
  });
}

type SyncRegistration = ServiceWorkerRegistration & { sync: { register: (tag: string) => Promise<void> } };

/**
 * Asks the browser for a Background Sync of the outbox, which the service worker turns into an
 * `outbox-sync` window event once a connection is back. A no-op where Background Sync is missing; never throws.
 */
export async function requestOutboxSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return;
    if (!(await navigator.serviceWorker.getRegistration())) return;
    const ready = (await navigator.serviceWorker.ready) as SyncRegistration;
    await ready.sync.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (permission, private mode): the replayer still runs on start, on `online` and on its timer.
  }
}

/** Deletes the cached API answers, so one user's data never shows to the next. Never throws. */
export async function clearRuntimeCaches(): Promise<void> {
  try {
    if ('caches' in window) await caches.delete(API_CACHE);
  } catch {
    // No cache storage (private mode): nothing was cached.
  }
}

/**
 * Asks once per device that the browser keep this site's storage (the outbox, the mirror) under
 * storage pressure. Call after the first queued write. Never throws.
 */
export async function askPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist || localStorage.getItem(PERSIST_ASKED_KEY)) return;
    localStorage.setItem(PERSIST_ASKED_KEY, '1');
    await navigator.storage.persist();
  } catch {
    // Storage or the permission is unavailable; the data stays, just not guaranteed.
  }
}
