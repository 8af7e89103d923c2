/**
 * The app's language at run time (DESIGN 5c): the one chosen on this device, else the browser's
 * first that the app speaks. Only its catalogs load (one chunk per language, build/chunk-groups.ts);
 * the app renders once they are in. The page zones' (page-zones.ts) load with the pages that show them. Texts are written with Lingui's macros (`Trans`, `useLingui` from
 * `@lingui/react/macro`), dates and numbers with `Intl` in `i18n.locale`. The messages of
 * src/shared (the schemas' and the server's, in English) load with them: `translateMessage` shows
 * one in the app's language.
 */
import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, matchLocale } from '../../shared/locales';
import { keepValuesAsTyped, translateText } from '../../shared/translate';
import { LANGUAGE_STORAGE_KEY } from '../lib/preferences';
import type { PageZone } from './page-zones';

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

/** The page zones' catalogs (page-zones.ts, named again here: a glob is written out), a chunk each per language. */
const zoneCatalogs = import.meta.glob<Messages>(
  '/src/client/locales/*/{workshops,events,battles,calendar,moderation}.po',
  {
    import: 'messages',
  },
);
/** The page zones the pages opened so far needed: a change of language loads them again. */
const zonesInUse = new Set<PageZone>();

const zoneMessages = async (locale: Locale, zones: Iterable<PageZone>) =>
  Object.assign(
    {},
    ...(await Promise.all(
      [...zones].map((zone) => zoneCatalogs[`/src/client/locales/${locale}/${zone}.po`]?.() ?? {}),
    )),
  ) as Messages;

let languageShown: () => void = () => {};
/** Resolves once the app has a language (the router starts loading the first page before that). */
const languageReady = new Promise<void>((resolve) => {
  languageShown = resolve;
});

/** Loads the catalogs of page zones in the active language (a page loads them with its code). */
export async function loadZones(zones: readonly PageZone[]): Promise<void> {
  if (zones.length === 0) return;
  for (const zone of zones) zonesInUse.add(zone);
  await languageReady;
  const locale = i18n.locale as Locale;
  i18n.load(locale, await zoneMessages(locale, zones));
}

/** Loads `locale`'s catalogs (and the page zones' in use) and shows the app in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }, zones] = await Promise.all([catalogs[locale](), zoneMessages(locale, zonesInUse)]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...zones } });
  languageShown();
  document.documentElement.lang = locale;
}

/** A message of src/shared or of the server (an English text, maybe filled in) in the app's language. */
export const translateMessage = (text: string) => translateText(i18n, text);

export { i18n };
