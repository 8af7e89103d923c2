/**
 * Event lists: upcoming soonest first, paged by start time; search by text, by name and this month
 * (in the event's own zone); organised by, tagging and gone to by a user (the caller's without a
 * name); every list's count agrees with its pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { instantToWall } from '../../src/shared/wall-time';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let organiser: Artist;
let other: Artist;
let dancer: Awaited<ReturnType<typeof createVerifiedUser>>;

const titles = (res: { body: { results: Event[] } }) => res.body.results.map((e) => e.title);
const list = (path: string, token?: string) => call(t, 'GET', `/api/events/${path}`, undefined, token);
/** Follows `next` from `path`; every title in order and the counts each page gave. */
async function walk(path: string, token?: string) {
  const all: string[] = [];
  const counts = new Set<number>();
  let res = await list(path, token);
  for (;;) {
    all.push(...titles(res));
    counts.add(res.body.count);
    if (!res.body.next) return { all, counts: [...counts] };
    res = await call(
      t,
      'GET',
      new URL(res.body.next).pathname + new URL(res.body.next).search,
      undefined,
      token,
    );
  }
}
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'listHost');
  other = await createArtist(t, 'listOther');
  dancer = await createVerifiedUser(t, { username: 'listDancer' });
  const at = (day: string, title: string, token = organiser.token, fields = {}) =>
    createEvent(t, token, { title, start: `${day}T20:00`, end: `${day}T23:00`, ...fields });
  // Created out of date order, so the order below is by start, not by creation.
  await at(`${year + 2}-03-01`, 'Spring Clash');
  await at(`${year + 1}-08-15`, 'Summer Cypher', other.token, {
    venue: 'Riverside Park',
    content: 'Popping only',
  });
  await at(`${year - 1}-05-01`, 'Past Jam');
  await at(`${year + 1}-08-15`, 'Summer Twin');
  await at(`${year + 3}-01-10`, 'Winter Throwdown', other.token, {
    event_guests: [{ username: 'listHost', role: 'host' }],
  });
});
afterAll(() => t.close());

describe('upcoming events', () => {
  it('are those not over, soonest first, paged by start with a count that agrees', async () => {
    const expected = ['Summer Cypher', 'Summer Twin', 'Spring Clash', 'Winter Throwdown'];
    expect(titles(await list('list/'))).toEqual(expected);
    expect(titles(await list('list'))).toEqual(expected);
    const paged = await walk('list/?page_size=1');
    expect(paged).toEqual({ all: expected, counts: [4] });
    const second = await list('list/?page_size=2');
    const back = await call(t, 'GET', new URL(second.body.next).pathname + new URL(second.body.next).search);
    expect(titles(back)).toEqual(['Spring Clash', 'Winter Throwdown']);
    const previous = new URL(back.body.previous);
    expect(titles(await call(t, 'GET', previous.pathname + previous.search))).toEqual([
      'Summer Cypher',
      'Summer Twin',
    ]);
  });

  it('are found by text in the title, venue, info or country, by name, and this month', async () => {
    expect(titles(await list('search/?query=summer'))).toEqual(['Summer Cypher', 'Summer Twin']);
    expect(titles(await list('search/?query=riverside'))).toEqual(['Summer Cypher']);
    expect(titles(await list('search/?query=POPPING'))).toEqual(['Summer Cypher']);
    expect(titles(await list('search/?query=100%25'))).toEqual([]);
    expect(titles(await list('search/?query=_'))).toEqual([]);
    expect(titles(await list('search/?event_name=twin'))).toEqual(['Summer Twin']);
    expect(titles(await list('search/?event_name=riverside'))).toEqual([]);
    expect(titles(await list('search/?query=jam'))).toEqual([]);
    expect((await list('search/?this_month=maybe')).status).toBe(400);
  });

  it('this month means the month the event starts in, in its own zone', async () => {
    const month = instantToWall(new Date(), 'Pacific/Kiritimati').slice(0, 7);
    const started = await createEvent(t, organiser.token, {
      title: 'Month Long Jam',
      start: `${month}-01T00:30`,
      end: `${year + 5}-01-01T00:00`,
      timezone: 'Pacific/Kiritimati',
    });
    // In UTC it starts the day before: in the previous month.
    expect(started.starts_at.slice(0, 7)).not.toBe(month);
    const res = await list('search/?this_month=yes');
    expect(titles(res)).toEqual(['Month Long Jam']);
    expect(res.body.count).toBe(1);
    await call(t, 'DELETE', `/api/events/${started.uuid}/`, undefined, organiser.token);
  });
});

describe("a user's events", () => {
  it("are the caller's, or the named user's, latest first", async () => {
    expect(titles(await list('my-organized-events/', organiser.token))).toEqual([
      'Spring Clash',
      'Summer Twin',
      'Past Jam',
    ]);
    expect(titles(await list('my-organized-events/?username=LISTOTHER'))).toEqual([
      'Winter Throwdown',
      'Summer Cypher',
    ]);
    expect(titles(await list('my-tagged-events/?username=listHost'))).toEqual(['Winter Throwdown']);
    expect(titles(await list('my-tagged-events/', other.token))).toEqual([]);
    expect((await list('my-organized-events/')).status).toBe(401);
    expect((await list('my-tagged-events/')).status).toBe(401);
    expect((await list('iamgoing-events/')).status).toBe(401);
    expect(await walk('my-organized-events/?username=nobody')).toEqual({ all: [], counts: [0] });
    expect(await walk('my-organized-events/?username=listHost&page_size=2')).toEqual({
      all: ['Spring Clash', 'Summer Twin', 'Past Jam'],
      counts: [3],
    });
  });

  it('going lists what the user said they are going to, with their own flag', async () => {
    const events = (await list('list/')).body.results as Event[];
    for (const event of events.slice(0, 2))
      await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, dancer.token);
    const mine = await list('iamgoing-events/', dancer.token);
    expect(titles(mine)).toEqual(['Summer Twin', 'Summer Cypher']);
    expect(mine.body.results.every((e: Event) => e.iamgoing)).toBe(true);
    const seen = await list('iamgoing-events/?username=listDancer');
    expect(seen.body.count).toBe(2);
    expect(seen.body.results.every((e: Event) => !e.iamgoing)).toBe(true);
  });
});
