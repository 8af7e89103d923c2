/** Dates on cards and comment rows: a short, locale-aware date ("Mar 5, 2026"); empty when unreadable. */
const format = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function shortDate(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? format.format(date) : '';
}
