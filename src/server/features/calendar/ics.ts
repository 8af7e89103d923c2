/**
 * iCalendar text (RFC 5545) with the `ics` library. Instants go out in UTC (DTSTART:...Z), so every
 * calendar app shows the wall time the organiser meant in the event's zone, converted to its own.
 * User text goes in with no control character: the library escapes only LF and CRLF, so a bare CR
 * (or a vertical tab, a form feed) in a title would end the line and start a property of its own.
 */
import { createEvents, type EventAttributes } from 'ics';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { CalendarItem } from '../../calendar-source';

const instants = (item: CalendarItem) =>
  ({
    start: item.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: item.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  }) as const;

/** A whole day: DTSTART;VALUE=DATE, the same day wherever the calendar is. */
const wholeDay = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: [y, m, d] as [number, number, number],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] as [number, number, number],
  };
};

/** Any line break: CRLF, a bare CR or LF, and the other characters some readers end a line at. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** The control characters RFC 5545 keeps out of TEXT (the tab aside), C1 included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

/** A one-line text (a title, a place): line breaks become spaces, other controls go. */
const oneLine = (text: string) => text.replace(LINE_BREAK, ' ').replace(CONTROL, '');
/** A text of several lines: each break an LF, which the library writes as the escape `\n`. */
const lines = (text: string) => text.replace(LINE_BREAK, '\n').replace(CONTROL, '');

/** The items as one VCALENDAR; `publicUrl` makes each item's page address absolute. */
export function toIcs(items: CalendarItem[], publicUrl: string, calName = PRODUCT_NAME): string {
  const entries = items.map(
    (item): EventAttributes => ({
      uid: item.uid,
      title: oneLine(item.title),
      ...(item.allDay ? wholeDay(item.allDay) : instants(item)),
      ...(item.location ? { location: oneLine(item.location) } : {}),
      description: [lines(item.description), `${publicUrl}${item.path}`].filter(Boolean).join('\n\n'),
      url: `${publicUrl}${item.path}`,
    }),
  );
  const { error, value } = createEvents(entries, { productId: `-//${PRODUCT_NAME}//Calendar//EN`, calName });
  if (error || value === null) throw error ?? new Error('iCalendar not written');
  return value;
}
