/**
 * Choosing the app's language (issue: Settings and the account drawer): the app switches at once
 * and the choice is kept on this device, where it outlives sign-out.
 */
import type { Locale } from '../../../shared/locales';
import { activateLocale } from '../../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../lib/preferences';

export async function chooseLanguage(locale: Locale): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  await activateLocale(locale);
}
