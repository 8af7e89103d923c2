/**
 * The logout action (spec 4.3): revoke this device's push subscription and the refresh token (best
 * effort, at most a few seconds), then clear every local store: the Dexie mirror with its outbox, the
 * session, local storage except the device's preferences (theme, language), and session storage.
 * Works offline; the server token then simply expires.
 */
import { clearMirror } from '../../lib/db';
import { DEVICE_PREFERENCES } from '../../lib/preferences';
import { clearRuntimeCaches } from '../../lib/service-worker';
import { saveSession, sessionAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { forgetPushOnSignOut } from '../push/push-device';
import { signOut } from './auth.online';

const REVOKE_WAIT_MS = 3000;

function clearWebStorage(): void {
  const kept = DEVICE_PREFERENCES.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
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
