/**
 * Web Push contracts (/api/push/...): the server's public VAPID key, a device's subscription as
 * `PushSubscription.toJSON()` gives it, and the payload the service worker turns into a notification.
 */
import * as v from 'valibot';
import { text } from './schemas/fields';

/** GET /push/key/: the application server key the browser subscribes with (base64url). */
export type PushKey = { public_key: string };

const MAX_ENDPOINT = 2048;
/** base64url of `bytes` bytes, with or without its padding. */
const base64url = (bytes: number, message: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (3 - (bytes % 3)) % 3;
  return v.pipe(text(message), v.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), message));
};

const endpointField = v.pipe(
  text(/*i18n*/ 'Enter a valid push endpoint.'),
  v.maxLength(MAX_ENDPOINT, /*i18n*/ 'Enter a valid push endpoint.'),
  v.url(/*i18n*/ 'Enter a valid push endpoint.'),
  v.startsWith('https://', /*i18n*/ 'Enter a valid push endpoint.'),
);

/** POST /push/subscribe/: the subscription of this device (an uncompressed P-256 key, a 16-byte secret). */
export const pushSubscribeInput = v.object({
  endpoint: endpointField,
  keys: v.object(
    {
      p256dh: base64url(65, /*i18n*/ 'Invalid p256dh key.'),
      auth: base64url(16, /*i18n*/ 'Invalid auth secret.'),
    },
    /*i18n*/ 'Keys are required.',
  ),
});
export type PushSubscribeInput = v.InferOutput<typeof pushSubscribeInput>;

/** POST /push/unsubscribe/: forgets this device's subscription. */
export const pushUnsubscribeInput = v.object({ endpoint: endpointField });

/** What a push carries; the service worker shows it as it is. */
export type PushPayload = {
  title: string;
  body: string;
  /** The app's icon, and the monochrome badge Android shows in the status bar. */
  icon: string;
  badge: string;
  /** The sender's photo, when they have one. */
  image: string | null;
  /** Where a click leads, a path of the app. */
  url: string;
  /** The recipient's unseen notifications, for the app badge. */
  unseen: number;
  /** The notification's id: a second push of it replaces the first. */
  tag: string;
};
