/**
 * The app's language at run time (DESIGN 5c): the one chosen on this device, else the browser's
 * first that the app speaks. Only its catalogs load (one chunk per language, build/chunk-groups.ts);
 * the app renders once they are in. Texts are written with Lingui's macros (`Trans`, `useLingui` from
 * `@lingui/react/macro`), dates and numbers with `Intl` in `i18n.locale`. The messages of
 * src/shared (the schemas' and the server's, in English) load with them: `translateMessage` shows
 * one in the app's language.
 */
import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, matchLocale } from '../../shared/locales';
import { keepValuesAsTyped, translateText } from '../../shared/translate';
import { LANGUAGE_STORAGE_KEY } from '../lib/preferences';
import { regionNames } from '../lib/region-names';

// A value (a name someone typed) is shown as typed, never decoded by Lingui.
keepValuesAsTyped(i18n);

/** Each language's catalogs (build/lingui-plugins.ts). */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:catalogs/en'),
  es: () => import('virtual:catalogs/es'),
  fr: () => import('virtual:catalogs/fr'),
  ja: () => import('virtual:catalogs/ja'),
  ko: () => import('virtual:catalogs/ko'),
};

/** The language this device shows: the stored choice, else the browser's. */
export function deviceLocale(): Locale {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : matchLocale(navigator.languages ?? [navigator.language]);
}

/** Loads `locale`'s catalogs and shows the app in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  // In a task of its own, while the app waits for its page: cards and portfolios name countries.
  setTimeout(() => regionNames(locale));
}

/** A message of src/shared or of the server (an English text, maybe filled in) in the app's language. */
export const translateMessage = (text: string) => translateText(i18n, text);

export { i18n };
