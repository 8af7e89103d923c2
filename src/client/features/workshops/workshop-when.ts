/**
 * When a workshop is, in its own time zone (the wall time at the venue, whatever the reader's zone),
 * in the reader's language through Intl: the day, and the start and end times when set.
 */
import type { Workshop } from '../../../shared/schemas/workshops';

type When = Pick<Workshop, 'start_date' | 'start_time' | 'end_time' | 'timezone' | 'starts_at' | 'ends_at'>;

/** The day (and times) of the workshop, e.g. "Sunday, 29 March 2026, 10:00 – 12:00". */
export function workshopWhen(w: When, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${w.start_date}T00:00:00Z`),
  );
  if (!w.start_time) return day;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: w.timezone });
  const start = time.format(new Date(w.starts_at));
  return w.ends_at ? `${day}, ${start} – ${time.format(new Date(w.ends_at))}` : `${day}, ${start}`;
}

/** The day only, short, for cards. */
export const workshopDay = (w: Pick<Workshop, 'start_date'>, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${w.start_date}T00:00:00Z`),
  );

/** A map search for the venue and country. */
export const mapLink = (venue: string, countryName: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent([venue, countryName].filter(Boolean).join(', '))}`;
