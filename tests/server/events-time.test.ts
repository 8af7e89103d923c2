/**
 * Event times across daylight-saving changes: a wall time in the event's zone names the right
 * instant on either side of the change (Europe/Berlin at the end of March and of October,
 * America/New_York in March and November); a skipped wall time moves forward by the gap, a repeated
 * one is the second (standard time); an edit of the zone alone keeps the wall times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../helpers/accounts';
import { createEvent, eventFields } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await makeTestApp();
  token = (await createArtist(t, 'timeHost')).token;
});
afterAll(() => t.close());

const span = (timezone: string, start: string, end: string) =>
  createEvent(t, token, { timezone, start, end });

describe('wall times across a DST change', () => {
  it.each([
    // Berlin, last Sunday of March 2030 (31 March): 02:00 CET becomes 03:00 CEST.
    [
      'Europe/Berlin',
      '2030-03-30T22:00',
      '2030-03-31T04:00',
      '2030-03-30T21:00:00.000Z',
      '2030-03-31T02:00:00.000Z',
    ],
    // Berlin, last Sunday of October 2030 (27 October): 03:00 CEST becomes 02:00 CET.
    [
      'Europe/Berlin',
      '2030-10-26T22:00',
      '2030-10-27T04:00',
      '2030-10-26T20:00:00.000Z',
      '2030-10-27T03:00:00.000Z',
    ],
    // New York, second Sunday of March 2030 (10 March) and first Sunday of November (3 November).
    [
      'America/New_York',
      '2030-03-09T22:00',
      '2030-03-10T04:00',
      '2030-03-10T03:00:00.000Z',
      '2030-03-10T08:00:00.000Z',
    ],
    [
      'America/New_York',
      '2030-11-02T22:00',
      '2030-11-03T04:00',
      '2030-11-03T02:00:00.000Z',
      '2030-11-03T09:00:00.000Z',
    ],
  ])('%s %s to %s is %s to %s', async (zone, start, end, startsAt, endsAt) => {
    const event = await span(zone, start, end);
    expect(event).toMatchObject({ start, end, timezone: zone, starts_at: startsAt, ends_at: endsAt });
    // A night across the change lasts an hour less in spring and an hour more in autumn.
    const hours = (Date.parse(endsAt) - Date.parse(startsAt)) / 3_600_000;
    expect(hours).toBe(start.slice(5, 7) === '03' ? 5 : 7);
  });

  it('moves a wall time skipped in spring forward by the gap, and takes a repeated one in standard time', async () => {
    expect((await span('Europe/Berlin', '2030-03-31T02:30', '2030-03-31T05:00')).starts_at).toBe(
      '2030-03-31T01:30:00.000Z',
    );
    expect((await span('Europe/Berlin', '2030-10-27T02:30', '2030-10-27T05:00')).starts_at).toBe(
      '2030-10-27T01:30:00.000Z',
    );
    expect((await span('America/New_York', '2030-11-03T01:30', '2030-11-03T05:00')).starts_at).toBe(
      '2030-11-03T06:30:00.000Z',
    );
  });

  it('keeps the wall times when only the zone changes, and recomputes the instants', async () => {
    const event = await span('Europe/Berlin', '2030-10-27T01:00', '2030-10-27T06:00');
    const res = await call(t, 'PATCH', `/api/events/${event.uuid}/`, { timezone: 'America/New_York' }, token);
    expect(res.body).toMatchObject({
      start: '2030-10-27T01:00',
      end: '2030-10-27T06:00',
      starts_at: '2030-10-27T05:00:00.000Z',
      ends_at: '2030-10-27T10:00:00.000Z',
    });
  });

  it('refuses an end that, in the zone, is not after the start', async () => {
    // 02:30 does not exist on 31 March 2030 in Berlin: it is 03:30, the same instant as the end.
    const res = await call(
      t,
      'POST',
      '/api/events/create/',
      {
        ...(await eventFields(t, token)),
        start: '2030-03-31T02:30',
        end: '2030-03-31T03:30',
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ end: ['The end must be after the start.'] });
  });
});
