/**
 * Notifications on this device: the Settings section (unsupported, iOS outside the Home Screen,
 * blocked, and turning on, which asks on the tap, subscribes with the server's key and sends the
 * subscription), and the one-time offer, which waits for a notification from someone.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushOffer } from '../../src/client/features/push/push-offer';
import { PushSettings } from '../../src/client/features/push/push-settings';
import { db } from '../../src/client/lib/db';
import { saveSession } from '../../src/client/lib/session';
import type { Notification } from '../../src/shared/schemas/notifications';
import { mockApi } from '../helpers/auth-fetch';
import { apiNotification } from '../helpers/notifications';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OFFER = 'Get notified on this device?';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/device-1',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/** A browser with push: Notification, PushManager and a ready service worker registration. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current = permission;
  const requestPermission = vi.fn(async () => {
    current = answer;
    return answer;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return current;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  let subscribed: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null =
    null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscribed = {
      endpoint: SUBSCRIPTION.endpoint,
      toJSON: () => SUBSCRIPTION,
      unsubscribe: async () => true,
    };
    return subscribed;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscribed } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

const notification = (fields: Partial<Notification>): Notification =>
  apiNotification({
    sender: 'bgirl_rue',
    text: 'bgirl_rue reacted to your video note.',
    notification_context: 2,
    notification_type: 2,
    ...fields,
  });

beforeEach(async () => {
  localStorage.clear();
  await db.notifications.clear();
  await saveSession(testSession(true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Settings: Notifications on this device', () => {
  const renderSettings = () => renderWithProviders([{ path: '*', element: <PushSettings /> }]);

  it('says so where the browser has no push', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Notifications on this device' })).toBeTruthy();
    expect(screen.getByText('This browser cannot show notifications from Cypher.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('on iPhone outside the Home Screen app, says where it works', async () => {
    pushBrowser('default');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    renderSettings();
    expect(
      screen.getByText('On iPhone and iPad, notifications work once Cypher is added to the Home Screen.'),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says where to allow them when the browser blocks them', async () => {
    pushBrowser('denied');
    renderSettings();
    expect(screen.getByText(/Notifications are blocked for Cypher in this browser/)).toBeTruthy();
  });

  it('asks on the tap, subscribes with the server key and sends the subscription', async () => {
    const browser = pushBrowser('default');
    const api = mockApi({
      'GET /api/push/key/': { status: 200, body: { public_key: KEY } },
      'POST /api/push/subscribe/': { status: 201, body: { subscribed: true } },
    });
    renderSettings();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0]?.[0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(KEY);
    expect(api.requestsTo('POST /api/push/subscribe/')).toEqual([SUBSCRIPTION]);
  });

  it("says why when the server does not send to this browser's push service, and stays off", async () => {
    pushBrowser('default');
    mockApi({
      'GET /api/push/key/': { status: 200, body: { public_key: KEY } },
      'POST /api/push/subscribe/': {
        status: 400,
        body: { endpoint: ['This push service is not supported.'] },
      },
    });
    renderSettings();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('This push service is not supported.');
    expect(toggle.checked).toBe(false);
  });

  it('shows the blocked line when the user refuses the permission', async () => {
    pushBrowser('default', 'denied');
    const api = mockApi({});
    renderSettings();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Notify me on this device' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for Cypher in this browser/)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});

describe('the one-time offer', () => {
  /** The offer on a page, and the next page the user opens, where it may show. */
  const renderOffer = () => {
    const rendered = renderWithProviders([{ path: '*', element: <PushOffer /> }]);
    return { ...rendered, nextPage: () => act(() => rendered.router.navigate('/artists')) };
  };

  it('waits for a notification from someone (the welcome alone is not one), then for the next page', async () => {
    pushBrowser('default');
    await db.notifications.put(notification({ id: 1, sender: null, notification_context: null }));
    const { nextPage } = renderOffer();
    // The welcome is in the mirror and read; nothing is offered for it.
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    await nextPage();
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
    await db.notifications.put(notification({ id: 2 }));
    await waitFor(async () => expect(await db.notifications.count()).toBe(2));
    // Nothing appears on the page being read, where it would move what is under the user's eyes.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
    await nextPage();
    expect(await screen.findByRole('region', { name: OFFER })).toBeTruthy();
  });

  it('is shown once: Not now hides it for good on this device', async () => {
    pushBrowser('default');
    await db.notifications.put(notification({ id: 2 }));
    const first = renderOffer();
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    await first.nextPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
    first.unmount();
    const second = renderOffer();
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    await second.nextPage();
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
  });

  it('Turn on asks the permission on that tap', async () => {
    const browser = pushBrowser('default');
    mockApi({
      'GET /api/push/key/': { status: 200, body: { public_key: KEY } },
      'POST /api/push/subscribe/': { status: 201, body: { subscribed: true } },
    });
    await db.notifications.put(notification({ id: 2 }));
    const { nextPage } = renderOffer();
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    await nextPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledOnce());
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
  });

  it('is not offered where the browser was already asked', async () => {
    pushBrowser('granted');
    await db.notifications.put(notification({ id: 2 }));
    const { nextPage } = renderOffer();
    await waitFor(async () => expect(await db.notifications.count()).toBe(1));
    await nextPage();
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
  });
});
