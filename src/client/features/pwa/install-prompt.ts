/**
 * The browser's install offer. Chromium fires `beforeinstallprompt` once the app is installable,
 * possibly before React mounts, so main.tsx imports this module first and it listens from then on.
 * The event is kept (its default mini-infobar suppressed) until the user picks "Install app" in the
 * account drawer; `appinstalled` or a standalone window hides the offer.
 */
import { atom } from 'jotai';
import { store } from '../../lib/store';

/** Chromium's install prompt event; not in TypeScript's DOM lib. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** The running app is the installed one (a standalone window, or a home-screen app on iOS). */
const isStandalone = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** The pending install offer, or null when the browser made none (or it was used). */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
export const installedAtom = atom(typeof window !== 'undefined' && isStandalone());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    store.set(installPromptAtom, null);
    store.set(installedAtom, true);
  });
}

/** Shows the browser's install dialog; the event works once, so the offer is dropped either way. */
export async function promptInstall(): Promise<void> {
  const offer = store.get(installPromptAtom);
  if (!offer) return;
  store.set(installPromptAtom, null);
  try {
    await offer.prompt();
    if ((await offer.userChoice).outcome === 'accepted') store.set(installedAtom, true);
  } catch {
    // The browser withdrew the offer; nothing to show.
  }
}
