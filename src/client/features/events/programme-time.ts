/**
 * A programme entry's time as the event form writes it into the entry's text ("2031-06-13 18:00",
 * "18:00" or a day alone), read back for the form's inputs and shown on the event's page in the
 * app's language ("Sat, Jun 13, 6:00 PM", "土 6月13日 18:00"). Other text is shown as written.
 */
import { i18n } from '@lingui/core';

const WHEN = /^(?:(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?|(\d{2}:\d{2}))?$/;

/** The day and time of an entry's text, or null for text these inputs cannot show. */
export function whenParts(text: string): { date: string; time: string } | null {
  const found = WHEN.exec(text);
  if (!found) return null;
  const [, date = '', dayTime = '', time = dayTime] = found;
  return { date, time };
}

const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** The entry's time in the active language; the text itself when it is not a day or a time. */
export function programmeTime(text: string): string {
  const parts = whenParts(text);
  if (!parts || !text) return text;
  // Wall times: read and written in UTC, so no zone moves them.
  const at = new Date(`${parts.date || '2000-01-01'}T${parts.time || '00:00'}:00Z`);
  if (Number.isNaN(at.getTime())) return text;
  const options = { ...(parts.date ? DAY : {}), ...(parts.time ? TIME : {}), timeZone: 'UTC' };
  return new Intl.DateTimeFormat(i18n.locale || undefined, options).format(at);
}
