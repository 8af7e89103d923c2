import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../../src/client/app/layouts/default-layout';
import { installedAtom, installPromptAtom } from '../../src/client/features/pwa/install-prompt';
import { isIosSafari } from '../../src/client/features/pwa/ios-install-hint';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({ AuthButtons: () => null }));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

const HINT = 'Install Cypher: tap Share, then Add to Home Screen.';

/** A `beforeinstallprompt` event as Chromium fires it. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

const fakeUserAgent = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

async function openDrawer() {
  renderWithProviders([{ element: <DefaultLayout />, children: [{ path: '*', element: <p>Page</p> }] }]);
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Account/ }));
  return within(await screen.findByRole('dialog'));
}

beforeEach(() => {
  store.set(sessionAtom, null);
  store.set(installPromptAtom, null);
  store.set(installedAtom, false);
  localStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('the install entry in the account drawer', () => {
  it('is absent while the browser has made no install offer', async () => {
    const drawer = await openDrawer();
    expect(drawer.queryByRole('button', { name: 'Install app' })).toBeNull();
    expect(drawer.queryByText(HINT)).toBeNull();
  });

  it('appears on beforeinstallprompt, opens the browser dialog, and goes once installed', async () => {
    const offer = installOffer('accepted');
    expect(offer.defaultPrevented).toBe(true);
    const drawer = await openDrawer();

    await userEvent.click(drawer.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.get(installedAtom)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('hides when the app gets installed another way (appinstalled)', async () => {
    installOffer('dismissed');
    const drawer = await openDrawer();
    expect(drawer.getByRole('button', { name: 'Install app' })).toBeTruthy();
    window.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(drawer.queryByRole('button', { name: 'Install app' })).toBeNull());
  });
});

describe('the iOS install hint', () => {
  it('tells Safari on an iPhone how to add the app, until dismissed on this device', async () => {
    fakeUserAgent(IPHONE_SAFARI);
    const drawer = await openDrawer();
    const hint = drawer.getByRole('note');
    expect(hint.textContent).toContain(HINT);

    await userEvent.click(within(hint).getByRole('button', { name: 'Dismiss install hint' }));
    expect(drawer.queryByText(HINT)).toBeNull();
    expect(localStorage.getItem('cypher:ios-install-hint-dismissed')).toBe('1');
  });

  it('stays away once dismissed on this device', async () => {
    fakeUserAgent(IPHONE_SAFARI);
    localStorage.setItem('cypher:ios-install-hint-dismissed', '1');
    const drawer = await openDrawer();
    expect(drawer.queryByText(HINT)).toBeNull();
  });

  it('stays away inside the installed app', async () => {
    fakeUserAgent(IPHONE_SAFARI);
    store.set(installedAtom, true);
    const drawer = await openDrawer();
    expect(drawer.queryByText(HINT)).toBeNull();
  });

  it('recognises Safari on iPhone and iPad, not other iOS browsers or Android', () => {
    const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;
    expect(isIosSafari(nav(IPHONE_SAFARI))).toBe(true);
    expect(isIosSafari(nav(IPAD_SAFARI, 5))).toBe(true);
    expect(isIosSafari(nav(IPAD_SAFARI, 0))).toBe(false);
    expect(isIosSafari(nav(IPHONE_CHROME))).toBe(false);
    expect(isIosSafari(nav(ANDROID_CHROME))).toBe(false);
  });
});
