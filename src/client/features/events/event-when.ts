/**
 * When an event is, as its own place reads it: the instants shown in the event's zone (not the
 * device's), so a dancer abroad sees the time on the poster, with the zone named.
 */
export function eventWhen(row: { starts_at: string; ends_at: string; timezone: string }, locale: string) {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: row.timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: row.timezone, timeZoneName: 'short' })
      .formatToParts(new Date(row.starts_at))
      .find((part) => part.type === 'timeZoneName')?.value ?? row.timezone;
  return `${format.formatRange(new Date(row.starts_at), new Date(row.ends_at))} (${zone})`;
}
