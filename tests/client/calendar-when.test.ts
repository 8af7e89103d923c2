/**
 * When a workshop or event is, as its own place reads it (features/calendar/when.ts): the instants in
 * the given zone whatever the device's, a whole day as its date, a start without an end alone.
 */
import { describe, expect, it } from 'vitest';
import { mapLink, whenText } from '../../src/client/ui/calendar/when';

describe('whenText', () => {
  // 18:00 UTC is 20:00 in Berlin in summer and 03:00 the next day in Tokyo.
  const span = { starts_at: '2031-07-04T18:00:00.000Z', ends_at: '2031-07-04T21:30:00.000Z' };

  it('shows the start and end in the place’s zone, in the reader’s language', () => {
    expect(whenText({ ...span, timezone: 'Europe/Berlin' }, 'en-GB')).toBe('Fri, 4 Jul 2031, 20:00–23:30');
    expect(whenText({ ...span, timezone: 'Asia/Tokyo' }, 'ko', true)).toBe(
      '2031년 7월 5일 토요일 AM 3:00~6:30',
    );
  });

  it('shows a whole day as its date, and a start without an end alone', () => {
    const day = { starts_at: '2031-03-29T23:00:00.000Z', ends_at: null, timezone: 'Europe/Paris' };
    expect(whenText({ ...day, allDay: true }, 'en-GB', true)).toBe('Sunday, 30 March 2031');
    // 08:00 UTC on the day Paris moves its clocks on: 10:00 there.
    expect(whenText({ ...day, starts_at: '2031-03-30T08:00:00.000Z' }, 'en-GB')).toBe(
      'Sun, 30 Mar 2031, 10:00',
    );
  });

  it('links the place to a map search', () => {
    expect(mapLink('Pier 17, United States')).toBe(
      'https://www.openstreetmap.org/search?query=Pier%2017%2C%20United%20States',
    );
  });
});
