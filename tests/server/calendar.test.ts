/**
 * Calendar (/api/calendar/): an event's "Add to calendar" download and the private feed of everything
 * a user is going to, parsed back with ical.js: the instants are the event's wall times in its own
 * zone on either side of a DST change; the feed's secret URL is the user's alone, rotates, and never
 * reaches the log; a line break or control character in an organiser's text never starts a line.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../../src/server/http/logging';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

let t: TestContext;
let organiser: Awaited<ReturnType<typeof createArtist>>;
let dancer: Awaited<ReturnType<typeof createVerifiedUser>>;

/** The VEVENTs of an .ics text: summary, instants (ISO, UTC), location, url and uid. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      title: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}
const download = (uuid: string) => t.app.request(`/api/calendar/events/${uuid}.ics`);
const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'calHost');
  dancer = await createVerifiedUser(t, { username: 'calDancer' });
});
afterAll(() => t.close());

describe("an event's .ics", () => {
  it.each([
    [
      'Europe/Berlin',
      '2030-03-30T22:00',
      '2030-03-31T04:00',
      '2030-03-30T21:00:00.000Z',
      '2030-03-31T02:00:00.000Z',
    ],
    [
      'Europe/Berlin',
      '2030-10-26T22:00',
      '2030-10-27T04:00',
      '2030-10-26T20:00:00.000Z',
      '2030-10-27T03:00:00.000Z',
    ],
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
  ])('in %s from %s to %s starts at %s and ends at %s', async (timezone, start, end, startsAt, endsAt) => {
    const event = await createEvent(t, organiser.token, {
      title: 'Night; across, DST',
      timezone,
      start,
      end,
    });
    const res = await download(event.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Night-across-DST.ics"; filename*=UTF-8''Night%3B%20across%2C%20DST.ics`,
    );
    expect(parse(await res.text())).toEqual([
      {
        uid: `event-${event.uuid}`,
        title: 'Night; across, DST',
        start: startsAt,
        end: endsAt,
        location: 'Halle 7, Germany',
        url: `http://localhost:8080/events/${event.uuid}`,
      },
    ]);
  });

  it('is named by the title, in UTF-8, with an ASCII name for old browsers or the uuid when none is left', async () => {
    const japanese = await createEvent(t, organiser.token, { title: '夏のバトル 2030' });
    expect((await download(japanese.uuid)).headers.get('content-disposition')).toBe(
      `attachment; filename="2030.ics"; filename*=UTF-8''%E5%A4%8F%E3%81%AE%E3%83%90%E3%83%88%E3%83%AB%202030.ics`,
    );
    const kana = await createEvent(t, organiser.token, { title: 'バトル' });
    expect((await download(kana.uuid)).headers.get('content-disposition')).toBe(
      `attachment; filename="${kana.uuid}.ics"; filename*=UTF-8''%E3%83%90%E3%83%88%E3%83%AB.ics`,
    );
    const quoted = await createEvent(t, organiser.token, { title: 'Café "Jam" (Paris)' });
    expect((await download(quoted.uuid)).headers.get('content-disposition')).toBe(
      `attachment; filename="Cafe-Jam-Paris.ics"; filename*=UTF-8''Caf%C3%A9%20%22Jam%22%20%28Paris%29.ics`,
    );
  });

  it('is 404 for an unknown event or kind, and for a malformed name', async () => {
    const event = await createEvent(t, organiser.token);
    expect((await download('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.app.request(`/api/calendar/battles/${event.uuid}.ics`)).status).toBe(404);
    expect((await t.app.request(`/api/calendar/events/${event.id}.ics`)).status).toBe(404);
    expect((await t.app.request(`/api/calendar/events/${event.uuid}`)).status).toBe(404);
  });
});

describe('the private feed', () => {
  it('is the signed-in user’s secret URL, the same until rotated', async () => {
    expect((await call(t, 'GET', '/api/calendar/feed/')).status).toBe(401);
    expect((await call(t, 'POST', '/api/calendar/feed/')).status).toBe(401);
    const first = await call(t, 'GET', '/api/calendar/feed/', undefined, dancer.token);
    expect(first.body.url).toMatch(/^http:\/\/localhost:8080\/api\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call(t, 'GET', '/api/calendar/feed/', undefined, dancer.token)).body).toEqual(first.body);
    const other = await call(t, 'GET', '/api/calendar/feed/', undefined, organiser.token);
    expect(other.body.url).not.toBe(first.body.url);
    const rotated = await call(t, 'POST', '/api/calendar/feed/', undefined, dancer.token);
    expect(rotated.body.url).not.toBe(first.body.url);
    expect((await t.app.request(feedPath(first.body.url))).status).toBe(404);
    expect((await t.app.request(feedPath(rotated.body.url))).status).toBe(200);
    expect((await call(t, 'GET', '/api/calendar/feed/', undefined, dancer.token)).body).toEqual(rotated.body);
  });

  it('lists everything the user is going to, soonest first, with no auth header, and follows changes', async () => {
    const later = await createEvent(t, organiser.token, {
      title: 'Autumn Jam',
      timezone: 'Europe/Berlin',
      start: '2031-10-26T01:00',
      end: '2031-10-26T05:00',
    });
    const sooner = await createEvent(t, organiser.token, {
      title: 'Spring Jam',
      timezone: 'America/New_York',
      start: '2031-03-09T01:00',
      end: '2031-03-09T05:00',
    });
    await createEvent(t, organiser.token, { title: 'Not going' });
    for (const event of [later, sooner])
      await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, dancer.token);
    const { url } = (await call(t, 'POST', '/api/calendar/feed/', undefined, dancer.token)).body;
    const feed = async () => {
      const res = await t.app.request(feedPath(url));
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return parse(await res.text());
    };
    expect(await feed()).toMatchObject([
      // 01:00 EST, then 05:00 EDT: the change falls inside.
      { title: 'Spring Jam', start: '2031-03-09T06:00:00.000Z', end: '2031-03-09T09:00:00.000Z' },
      // 01:00 CEST, then 05:00 CET.
      { title: 'Autumn Jam', start: '2031-10-25T23:00:00.000Z', end: '2031-10-26T04:00:00.000Z' },
    ]);
    await call(t, 'PATCH', `/api/events/${later.uuid}/`, { start: '2031-10-26T03:00' }, organiser.token);
    await call(t, 'DELETE', `/api/events/iamgoing/${sooner.uuid}/`, undefined, dancer.token);
    expect(await feed()).toMatchObject([{ title: 'Autumn Jam', start: '2031-10-26T02:00:00.000Z' }]);
    const empty = await call(t, 'GET', '/api/calendar/feed/', undefined, organiser.token);
    const none = await t.app.request(feedPath(empty.body.url));
    expect(parse(await none.text())).toEqual([]);
  });

  it('answers 404 to a token that names no feed, and keeps tokens out of the log', async () => {
    expect((await t.app.request(`/api/calendar/feed/${'a'.repeat(32)}.ics`)).status).toBe(404);
    expect((await t.app.request('/api/calendar/feed/short.ics')).status).toBe(404);
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4';
    expect(loggedPath(`/api/calendar/feed/${token}.ics`)).toBe('/api/calendar/feed/[token].ics');
    expect(loggedPath('/api/events/list/')).toBe('/api/events/list/');
  });
});

describe("a workshop's .ics and the feed's workshops", () => {
  const workshop = async (fields: Record<string, string>) => {
    const poster = await readyUpload(t, organiser.token, 'W');
    const body = { title: 'Popping class', poster, country: 'DE', venue: 'Studio 3', ...fields };
    const res = await call(t, 'POST', '/api/workshops/create/', body, organiser.token);
    expect(res.status).toBe(201);
    return res.body.uuid as string;
  };
  const ics = async (uuid: string) => {
    const res = await t.app.request(`/api/calendar/workshops/${uuid}.ics`);
    expect(res.status).toBe(200);
    return await res.text();
  };

  it("puts a timed workshop at its wall time in its own zone, on either side of Berlin's clock change", async () => {
    for (const [date, startsAt, endsAt] of [
      ['2031-03-29', '2031-03-29T17:00:00.000Z', '2031-03-29T19:00:00.000Z'],
      ['2031-03-30', '2031-03-30T16:00:00.000Z', '2031-03-30T18:00:00.000Z'],
    ] as const) {
      const uuid = await workshop({
        start_date: date,
        start_time: '18:00',
        end_time: '20:00',
        timezone: 'Europe/Berlin',
      });
      expect(parse(await ics(uuid))).toEqual([
        {
          uid: `workshop-${uuid}`,
          title: 'Popping class',
          start: startsAt,
          end: endsAt,
          location: 'Studio 3, Germany',
          url: `http://localhost:8080/workshops/${uuid}`,
        },
      ]);
    }
  });

  it('makes a workshop without a start time a whole day, and one without an end an hour', async () => {
    const day = await workshop({ start_date: '2031-06-01', timezone: 'Asia/Tokyo' });
    expect(await ics(day)).toMatch(/DTSTART;VALUE=DATE:20310601\r?\nDTEND;VALUE=DATE:20310602/);
    const open = await workshop({ start_date: '2031-06-01', start_time: '10:00', timezone: 'Asia/Tokyo' });
    expect(parse(await ics(open))).toMatchObject([
      { start: '2031-06-01T01:00:00.000Z', end: '2031-06-01T02:00:00.000Z' },
    ]);
    expect((await t.app.request(`/api/calendar/workshops/${crypto.randomUUID()}.ics`)).status).toBe(404);
  });

  it('lists the workshops the user is going to in the feed, among the events, soonest first', async () => {
    const feedUser = await createVerifiedUser(t, { username: 'calBoth' });
    const early = await workshop({ start_date: '2032-01-10', start_time: '12:00', timezone: 'UTC' });
    const event = await createEvent(t, organiser.token, {
      title: 'Between',
      timezone: 'UTC',
      start: '2032-01-11T12:00',
      end: '2032-01-11T14:00',
    });
    const late = await workshop({
      title: 'Late class',
      start_date: '2032-01-12',
      start_time: '12:00',
      timezone: 'UTC',
    });
    for (const uuid of [late, early])
      await call(t, 'POST', '/api/workshops/iamgoing/', { workshop: uuid }, feedUser.token);
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, feedUser.token);
    const { url } = (await call(t, 'GET', '/api/calendar/feed/', undefined, feedUser.token)).body;
    const feed = parse(await (await t.app.request(feedPath(url))).text());
    expect(feed.map((entry) => entry.uid)).toEqual([
      `workshop-${early}`,
      `event-${event.uuid}`,
      `workshop-${late}`,
    ]);
  });
});

describe('control characters in what an organiser writes', () => {
  /** Each way a line could end inside a title or a place, with a property after it. */
  const BREAKS = ['\r', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028'];
  const injected = (text: string, i: number) =>
    `${text}${BREAKS[i % BREAKS.length]}LOCATION:Elsewhere${BREAKS[(i + 1) % BREAKS.length]}BEGIN:VEVENT\u0001\u001b\u007f`;
  /** Every line of the .ics is a property or its folded rest: no break or control inside one. */
  const cleanLines = (text: string) =>
    text
      .replace(/\r\n$/, '')
      .split('\r\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
      .filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/.test(line));
  const properties = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getAllProperties().map((property) => property.name));

  it.each(
    BREAKS.map(
      (chars, i) =>
        [[...chars].map((c) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(' '), i] as const,
    ),
  )(
    'is written as one line in an event and a workshop, each one VEVENT with no property added (%s first)',
    async (_label, i) => {
      const event = await createEvent(t, organiser.token, {
        title: injected('Cypher', i),
        venue: injected('Hall 7', i + 1),
        content: injected('Bring shoes', i + 2),
      });
      const poster = await readyUpload(t, organiser.token, 'W');
      const fields = {
        title: injected('Popping', i),
        venue: injected('Studio', i + 1),
        poster,
        country: 'DE',
      };
      const workshop = (
        await call(
          t,
          'POST',
          '/api/workshops/create/',
          { ...fields, start_date: '2031-06-01' },
          organiser.token,
        )
      ).body;
      const plain = await createEvent(t, organiser.token, { title: 'Plain', content: 'Plain' });
      const plainProperties = properties(await (await download(plain.uuid)).text())[0];
      for (const [kind, uuid] of [
        ['events', event.uuid],
        ['workshops', workshop.uuid],
      ]) {
        const text = await (await t.app.request(`/api/calendar/${kind}/${uuid}.ics`)).text();
        expect(cleanLines(text), kind).toEqual([]);
        const [vevent, ...more] = parse(text);
        expect(more, kind).toEqual([]);
        expect(vevent?.title, kind).toMatch(/^(Cypher|Popping) LOCATION:Elsewhere BEGIN:VEVENT$/);
        expect(vevent?.location, kind).toMatch(/^(Hall 7|Studio) LOCATION:Elsewhere BEGIN:VEVENT, Germany$/);
        if (kind === 'events') expect(properties(text)).toEqual([plainProperties]);
      }
      const goer = await createVerifiedUser(t, { username: `calGoer${i}` });
      await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, goer.token);
      await call(t, 'POST', '/api/workshops/iamgoing/', { workshop: workshop.uuid }, goer.token);
      const { url } = (await call(t, 'GET', '/api/calendar/feed/', undefined, goer.token)).body;
      const feed = await (await t.app.request(feedPath(url))).text();
      expect(cleanLines(feed)).toEqual([]);
      expect(parse(feed).map((entry) => entry.uid)).toEqual([
        `event-${event.uuid}`,
        `workshop-${workshop.uuid}`,
      ]);
    },
  );
});
