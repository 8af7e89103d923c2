/**
 * The logout action (spec 4.3): revoke the refresh token and this device's push subscription (best
 * effort, at most a few seconds), then clear
 * every local store: the Dexie mirror with its outbox, the session, local storage except the theme
 * preference, and session storage. Works offline; the server token then simply expires.
 */
import { clearMirror } from '../../lib/db';
import { THEME_STORAGE_KEY } from '../../lib/preferences';
import { clearRuntimeCaches } from '../../lib/service-worker';
import { saveSession, sessionAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { forgetPushOnSignOut } from '../push/push-device';
import { signOut } from './auth.remote';

const REVOKE_WAIT_MS = 3000;

function clearWebStorage(): void {
  const theme = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.clear();
  if (theme !== null) localStorage.setItem(THEME_STORAGE_KEY, theme);
  sessionStorage.clear();
}

/** Signs the user out on this device. Never throws. */
export async function logOut(): Promise<void> {
  const session = store.get(sessionAtom);
  if (session) {
    // The push first: its unsubscribe needs the session the revocation ends.
    const revoked = forgetPushOnSignOut().then(() => signOut(session.refresh).catch(() => undefined));
    await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
  }
  await Promise.allSettled([clearMirror(), clearRuntimeCaches(), saveSession(null)]);
  clearWebStorage();
}
