/**
 * When a workshop or an event is, as its own place reads it: its instants shown in its IANA zone (not
 * the reader's), in the reader's language through Intl, so a dancer abroad sees the time on the poster.
 * A whole day (a workshop without a start time) shows its date only; without an end, its start only.
 */
export type Span = { starts_at: string; ends_at: string | null; timezone: string; allDay?: boolean };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, long: boolean, allDay: boolean) {
  const key = `${locale} ${timeZone} ${long} ${allDay}`;
  let found = formats.get(key);
  if (!found) {
    const size = long ? 'long' : 'short';
    const day = { timeZone, weekday: size, year: 'numeric', month: size, day: 'numeric' } as const;
    found = new Intl.DateTimeFormat(locale, allDay ? day : { ...day, hour: 'numeric', minute: '2-digit' });
    formats.set(key, found);
  }
  return found;
}

/** e.g. "Saturday, July 5, 2031, 3:00 – 6:30 AM" (`long`, a page) or "Sat, Jul 5, 2031, 3:00 – 6:30 AM" (a card). */
export function whenText(span: Span, locale: string, long = false): string {
  const allDay = !!span.allDay;
  const dates = format(locale, span.timezone, long, allDay);
  const start = new Date(span.starts_at);
  return span.ends_at && !allDay ? dates.formatRange(start, new Date(span.ends_at)) : dates.format(start);
}

/** A map search for the venue and country. */
export const mapLink = (place: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
