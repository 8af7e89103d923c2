/**
 * The app's languages (DESIGN 5c). English is the source and keeps the spec's wording; the others
 * are translations of it. A language is matched by its primary subtag, so `es-MX` and `fr-CA` get
 * Spanish and French.
 */
export const LOCALES = ['en', 'es', 'fr', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as the language pickers show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
};

/** A date as cards show it ("Mar 5, 2026"), in any language. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of `tags` (most wanted first) that the app speaks, else English. */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

/** The language tags of an `Accept-Language` header, most wanted first (by their `q`). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
