/**
 * The values of a notification's words that each language writes its own way: a workshop's or an
 * event's new time and place. They are stored as they are (`when`, the wall time at the place:
 * yyyy-mm-ddThh:mm, or yyyy-mm-dd for a whole day; `venue` and a `country` code) and written out for
 * each reader with Intl, so one notice reads "Sat, Dec 6, 6:00 PM" and "Studio 5, Germany" in English
 * and "sam. 6 déc., 18:00" and "Studio 5, Allemagne" in French (`place` is venue and country).
 */
import type { Locale } from '../../shared/locales';

const DAY = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' } as const;
const DAY_AND_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;

/**
 * A wall time as its place reads it. It is already the place's own time, so it is read and written
 * in UTC, which moves nothing; the zone is named beside it in the words.
 */
function wallTimeIn(locale: Locale, wall: string): string {
  const wholeDay = !wall.includes('T');
  const instant = new Date(wholeDay ? `${wall}T00:00Z` : `${wall}Z`);
  return new Intl.DateTimeFormat(locale, wholeDay ? DAY : DAY_AND_TIME).format(instant);
}

/** The venue and the country's name in `locale`, whichever are given. */
function placeIn(locale: Locale, venue: string, country: string): string {
  const countryName = country && new Intl.DisplayNames(locale, { type: 'region' }).of(country);
  return [venue, countryName].filter(Boolean).join(', ');
}

/** `values` as the words show them to a reader of `locale`. */
export function readerValues(values: Record<string, string>, locale: Locale): Record<string, string> {
  const read = { ...values };
  if (values.when) read.when = wallTimeIn(locale, values.when);
  if (values.country !== undefined) read.place = placeIn(locale, values.venue ?? '', values.country);
  return read;
}
