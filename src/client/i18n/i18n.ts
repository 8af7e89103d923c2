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
import { translateText } from '../../shared/translate';
import { LANGUAGE_STORAGE_KEY } from '../lib/preferences';

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '../../shared/locales/*/*.po',
]);

async function messagesOf(locale: Locale): Promise<Messages> {
  const loads = Object.entries(catalogs)
    .filter(([path]) => path.includes(`/locales/${locale}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)).map((catalog) => catalog.messages));
}

/** The language this device shows: the stored choice, else the browser's. */
export function deviceLocale(): Locale {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : matchLocale(navigator.languages ?? [navigator.language]);
}

/** Loads `locale`'s catalogs and shows the app in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await messagesOf(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** A message of src/shared or of the server (an English text, maybe filled in) in the app's language. */
export const translateMessage = (text: string) => translateText(i18n, text);

export { i18n };
