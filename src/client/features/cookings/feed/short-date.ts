/** Dates on cards and comment rows: a short date in the app's language ("Mar 5, 2026"); empty when unreadable. */
import { i18n } from '@lingui/core';
import { SHORT_DATE } from '../../../../shared/locales';

// Made on first use: the first Intl formatter of a page loads locale data, which holds a slow phone's
// main thread for a while; pages that show no date never pay for it. One per language shown.
const formats = new Map<string, Intl.DateTimeFormat>();

export function shortDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const locale = i18n.locale;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale || undefined, SHORT_DATE);
    formats.set(locale, format);
  }
  return format.format(date);
}
