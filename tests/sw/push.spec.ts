/**
 * Web Push in real Chromium: Settings offers "Notifications on this device"; a push delivered to
 * the service worker through the DevTools protocol shows its notification (title, text, icon,
 * badge), and a click on it brings the open window to the notification's target.
 */
import { expect, test } from '@playwright/test';
import type { PushPayload } from '../../src/shared/push';
import { authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

test('a push shows its notification, and its click opens the note in the open window', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  const owner = await makeArtist(request, 'pushowner');
  const fan = await makeArtist(request, 'pushfan');
  const note = await postNote(request, owner, 'Headspin drills');
  const reacted = await request.post('/api/whatiscooking/cooking/likes/', {
    data: { cookingidobj: note.uuid, like_type: 'FI' },
    headers: authed(fan),
  });
  expect(reacted.status()).toBe(201);
  await signIn(page, owner);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notify me on this device' })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  // The registration is reported while its worker still installs; a push before it is active is dropped.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');

  const payload: PushPayload = {
    title: 'Cypher',
    body: `${fan.username} reacted to your video note.`,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    image: null,
    url: `/whatiscooking/${note.uuid}`,
    unseen: 2,
    tag: 'notification-e2e',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        badge: (n as Notification & { badge?: string }).badge,
        tag: n.tag,
      }));
    });
  await expect.poll(shown).toEqual([
    {
      title: 'Cypher',
      body: payload.body,
      icon: `${origin}/icons/icon-192.png`,
      badge: `${origin}/icons/badge-96.png`,
      tag: 'notification-e2e',
    },
  ]);

  // Chromium has no way to click a system notification from a test: the worker gets the same event.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    // The worker's globals, which the page's DOM types do not have.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/whatiscooking/${note.uuid}$`));
  await expect(page.getByText('Headspin drills')).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await expect.poll(shown).toEqual([]);
});
