/**
 * This device's Web Push subscription: whether the browser can have one (on iPhone and iPad only
 * in the app added to the Home Screen), turning it on (the permission is asked on the user's tap,
 * the service worker subscribes with the server's key, the server keeps it) and off.
 */
import { pushApi } from '../../../shared/api-paths';
import type { PushKey } from '../../../shared/push';
import { api } from '../../lib/api';

export type PushSupport = 'supported' | 'ios-needs-home-screen' | 'unsupported';

const isIos = (nav: Navigator) =>
  /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (isIos(navigator) && !isStandalone()) return 'ios-needs-home-screen';
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'supported' : 'unsupported';
}

/** The browser's answer so far: 'default' (not asked), 'granted' or 'denied'. */
export const pushPermission = (): NotificationPermission => Notification.permission;

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Whether this device is subscribed now. */
export async function isSubscribed(): Promise<boolean> {
  return (await (await registration()).pushManager.getSubscription()) !== null;
}

/**
 * Asks the permission (call it from a tap), subscribes and tells the server. Answers the permission;
 * throws ApiError when the server could not be told (the subscription is then undone).
 */
export async function turnOnPush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { public_key } = await api<PushKey>(pushApi.key);
  const manager = (await registration()).pushManager;
  const subscription = await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: Uint8Array.from(atob(public_key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    ),
  });
  try {
    await api(pushApi.subscribe, { method: 'POST', body: subscription.toJSON() });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return permission;
}

/** Stops pushes to this device: the server forgets it and the browser drops the subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  await api(pushApi.unsubscribe, { method: 'POST', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * At sign-out: this device stops hearing of the user. The browser's subscription is dropped even
 * offline; a push the server still sends to it then meets a 410 and the server forgets it. Never throws.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  try {
    const subscription = await (
      await navigator.serviceWorker?.getRegistration()
    )?.pushManager.getSubscription();
    if (!subscription) return;
    await api(pushApi.unsubscribe, { method: 'POST', body: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  } catch {
    // No service worker or no push here: nothing to forget.
  }
}
