/**
 * Choosing the app's language (Settings and the account drawer): the app switches at once and the
 * choice is kept on this device, where it outlives sign-out, and for a signed-in user on the server,
 * whose mails and pushes use it (a choice the server did not get, offline say, goes on the next start). The notifications,
 * which the server writes in the request's language, are fetched again in the new one.
 */
import { isLocale, type Locale } from '../../../shared/locales';
import { activateLocale } from '../../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../lib/preferences';
import { sessionAtom, userAtom } from '../../lib/session';
import { store } from '../../lib/store';
import { saveLanguage } from '../auth/auth.online';

export async function chooseLanguage(locale: Locale): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  await activateLocale(locale);
  if (!store.get(sessionAtom)) return;
  // Loaded here, not with the shell: the notifications' mirror (Dexie) is not part of the first route.
  const refetch = import('../notifications/notifications.mirror').then((n) => n.refreshNotifications());
  await Promise.all([saveLanguage(locale), refetch].map((sent) => sent.catch(() => undefined)));
}

/** On start, once the user is fresh: a choice made on this device that the server does not have yet. */
export async function sendChosenLanguage(): Promise<void> {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const user = store.get(userAtom);
  if (user && isLocale(chosen) && user.language !== chosen) await saveLanguage(chosen).catch(() => undefined);
}
