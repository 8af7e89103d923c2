/**
 * The device's language, as i18n/i18n.ts `deviceLocale` picks it (the stored choice, else the
 * browser's first the app speaks, else the source language), on <html lang>, where app/shell.css
 * shows the shell's copy in it; its catalogs start loading at once, as the app will need them.
 */
import type { HeadConfig } from './config';

export function applyLanguage({ locales, sourceLocale, storage, preloads }: HeadConfig): void {
  let language: string | null = null;
  try {
    language = localStorage.getItem(storage.language);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (language === null || !locales.includes(language))
    language =
      (navigator.languages || [navigator.language])
        .map((tag) => (tag.split(/[-_]/)[0] ?? '').toLowerCase())
        .find((tag) => locales.includes(tag)) || sourceLocale;
  document.documentElement.lang = language;
  const catalog = preloads.catalogs[language];
  if (catalog)
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href: catalog }),
    );
}
