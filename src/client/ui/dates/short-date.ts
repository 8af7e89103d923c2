/** Dates on cards and comment rows: a short date in the app's language ("Mar 5, 2026"); empty when unreadable. */
import { i18n } from '@lingui/core';
import { SHORT_DATE } from '../../../shared/locales';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's formatter, made once. The first Intl formatter of a page loads the browser's locale
 * data, which holds a slow phone's main thread for a while: the app's start makes this one in a task
 * of its own while the page's code downloads (main.tsx), not in the middle of the first card's render.
 */
export function shortDateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale || undefined, SHORT_DATE);
    formats.set(locale, format);
  }
  return format;
}

export function shortDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return shortDateFormat(i18n.locale).format(date);
}
