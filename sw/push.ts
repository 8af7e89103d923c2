/**
 * Web Push in the worker: every push shows a notification (the browser requires it), with the
 * server's title, text and badge, and the sender's photo as its icon (else the app's), and sets the app badge to the unseen
 * count where the browser has one. A click focuses an open window of the app and navigates it to
 * the notification's target, or opens a window there.
 */
/// <reference lib="webworker" />
import { get } from 'idb-keyval';
import { PRODUCT_NAME } from '../src/shared/constants';
import type { PushPayload } from '../src/shared/push';
import { PUSH_FALLBACK_TEXT } from '../src/shared/sw-protocol';

declare const self: ServiceWorkerGlobalScope;

/** What a push without a readable payload still shows; its text in the app's language when the page has set it. */
const FALLBACK: PushPayload = {
  title: PRODUCT_NAME,
  body: 'You have a new notification.',
  icon: '/icons/icon-192.png',
  badge: '/icons/badge-96.png',
  image: null,
  url: '/',
  unseen: 0,
  tag: 'notification',
};

async function readPayload(event: PushEvent): Promise<PushPayload> {
  const body = (await get<string>(PUSH_FALLBACK_TEXT).catch(() => undefined)) ?? FALLBACK.body;
  try {
    return { ...FALLBACK, body, ...(event.data?.json() as Partial<PushPayload>) };
  } catch {
    return { ...FALLBACK, body };
  }
}

async function showPush(payload: PushPayload): Promise<void> {
  const badge = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
  await Promise.all([
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: payload.image ?? payload.icon,
      badge: payload.badge,
      tag: payload.tag,
      data: { url: payload.url },
    }),
    // A badge that cannot be set changes nothing else.
    payload.unseen > 0 ? badge.setAppBadge?.(payload.unseen).catch(() => undefined) : undefined,
  ]);
}

/** The click's target on this origin; anything else leads home. */
function targetOf(notification: Notification): string {
  const url = new URL(String(notification.data?.url ?? '/'), self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

async function openTarget(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // Navigated first: a window the worker does not control cannot be, and gets a new window instead.
  const navigated = open ? await open.navigate(url).catch(() => null) : null;
  if (navigated) {
    await navigated.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => event.waitUntil(readPayload(event).then(showPush)));
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTarget(targetOf(event.notification)));
  });
}
