/**
 * Where pushes may go: the browsers' push services (Chrome, Edge's and Android's FCM, Firefox's
 * autopush, Safari's and Apple's, Windows'). An endpoint anywhere else is refused when subscribed and
 * its subscription dropped before a push, so no one can aim the server's requests at a host of their
 * choosing, such as one in our private network. PUSH_SERVICE_HOSTS adds hosts (a local stand-in).
 */
const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** Whether `endpoint` is on a push service; a name starting with a dot stands for its subdomains. */
export function onPushService(endpoint: string, added: readonly string[]): boolean {
  const { host } = new URL(endpoint);
  return [...PUSH_SERVICES, ...added].some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed,
  );
}
