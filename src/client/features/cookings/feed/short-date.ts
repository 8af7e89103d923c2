/** Dates on cards and comment rows: a short, locale-aware date ("Mar 5, 2026"); empty when unreadable. */
// Made on first use: the first Intl formatter of a page loads locale data, which holds a slow phone's
// main thread for a while; pages that show no date never pay for it.
let format: Intl.DateTimeFormat | undefined;

export function shortDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  format ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return format.format(date);
}
