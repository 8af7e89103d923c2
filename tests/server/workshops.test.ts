/**
 * Workshop pages (/api/workshops): create (JSON and multipart, a repeated uuid once), the spec's
 * messages, read, the changed-fields update and its "No change", delete by the organiser only, the
 * lists upcoming first with their counts and pages, search, "I'm going", the tagged artist's and
 * the going dancers' notifications, and wall times in a zone across its clock changes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries, pushSubscriptions } from '../../src/server/db/schema';
import { pushPayload } from '../../src/server/features/push/push-payload';
import {
  goingWorkshopEntries,
  workshopCalendarEntry,
} from '../../src/server/features/workshops/workshops.calendar';
import {
  NOTIFICATION_CONTEXT,
  NOTIFICATION_TYPE,
  type Notification,
} from '../../src/shared/schemas/notifications';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/workshops';

let t: TestContext;
type Artist = Awaited<ReturnType<typeof createArtist>>;
let organiser: Artist;
let teacher: Artist;
let dancer: { token: string; user: { id: number; username: string } };

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Popping Basics',
  start_date: '2030-05-10',
  start_time: '18:00',
  end_time: '20:00',
  timezone: 'Europe/Berlin',
  datetime: '6pm to 8pm',
  country: 'DE',
  venue: 'Studio Kreuzberg',
  content: 'Bring water.',
  ...overrides,
});
const create = async (as: { token: string }, overrides: Record<string, unknown> = {}) =>
  call(
    t,
    'POST',
    `${BASE}/create/`,
    { poster: await readyUpload(t, as.token, 'W'), ...fields(overrides) },
    as.token,
  );
const get = (path: string, token?: string) => call(t, 'GET', `${BASE}/${path}`, undefined, token);
const titles = (res: { body: { results: Workshop[] } }) => res.body.results.map((w) => w.title);
const bell = async (token: string) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, token)).body.results as {
    text: string;
    notification_context: number;
    notification_type: number;
    workshopobject: string | null;
    id: number;
  }[];

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'organiserZed', 'Zed');
  teacher = await createArtist(t, 'teacherMo', 'Mo');
  dancer = await createVerifiedUser(t, { username: 'dancerLi' });
});
afterAll(() => t.close());

describe('creating a workshop', () => {
  it('keeps every field, makes its unique URL and its instants in its own time zone', async () => {
    const res = await create(organiser, {
      name1: 'Mo Flow',
      teacher1: 'teacherMo',
      country1: 'FR',
      iglink: 'https://instagram.com/mo',
      videolink: 'https://youtu.be/dQw4w9WgXcQ',
      contact_email: 'mo@example.com',
      info1: 'Popper from Lyon',
    });
    expect(res.status).toBe(201);
    const w = res.body as Workshop;
    expect(w).toMatchObject({
      username: 'organiserZed',
      title: 'Popping Basics',
      start_date: '2030-05-10',
      start_time: '18:00',
      end_time: '20:00',
      timezone: 'Europe/Berlin',
      starts_at: '2030-05-10T16:00:00.000Z',
      ends_at: '2030-05-10T18:00:00.000Z',
      datetime: '6pm to 8pm',
      country: 'DE',
      venue: 'Studio Kreuzberg',
      content: 'Bring water.',
      name1: 'Mo Flow',
      teacher1: 'teacherMo',
      country1: 'FR',
      info1: 'Popper from Lyon',
      uniqueurl: 'popping-basics-mo-flow-2030-05-10',
      category: 1,
      going_count: 0,
      is_going: false,
      event: null,
    });
    expect(w.poster).toMatch(/^\/media\/medium\/w-/);
    expect((await get(`${w.uuid}/`)).body).toEqual(w);
    expect((await get(`${w.id}`)).body).toEqual(w);
  });

  it('takes multipart like every write, and answers a repeat of its uuid once', async () => {
    const uuid = randomUUID();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields({ title: 'Form Session' }), uuid }))
      form.append(key, String(value));
    form.append('poster', await readyUpload(t, organiser.token, 'W'));
    const send = () =>
      t.app.request(`${BASE}/create/`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${organiser.token}` },
      });
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expect(((await again.json()) as Workshop).uuid).toBe(uuid);
    const search = await get('search/?workshop_name=Form%20Session');
    expect(search.body.count).toBe(1);
  });

  it("says the spec's messages for what is missing or wrong", async () => {
    const res = await call(
      t,
      'POST',
      `${BASE}/create/`,
      {
        title: ' ',
        start_date: '',
        country: '',
        venue: 'x'.repeat(256),
        iglink: 'has space',
        videolink: 'not a link at all',
        contact_email: 'nobody',
      },
      organiser.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      title: ['Name is required'],
      poster: ['Image is required.'],
      start_date: ['Date is required'],
      country: ['Country is required'],
      venue: ['Must be less than 255 characters'],
      iglink: ['No spaces are allowed.'],
      videolink: ['No spaces are allowed.'],
      contact_email: ['URL must be valid'],
    });
    const zone = await create(organiser, { timezone: 'Mars/Olympus', start_time: '25:00' });
    expect(zone.body).toEqual({
      timezone: ['Choose a time zone from the list.'],
      start_time: ['Enter a time as hh:mm.'],
    });
  });

  it('needs a signed-in user, their own finished poster, and a tagged artist who exists', async () => {
    expect((await call(t, 'POST', `${BASE}/create/`, fields())).status).toBe(401);
    const theirs = await readyUpload(t, teacher.token, 'W');
    const res = await call(t, 'POST', `${BASE}/create/`, { ...fields(), poster: theirs }, organiser.token);
    expect(res.body).toEqual({ poster: ['Upload the photo again.'] });
    const nobody = await create(organiser, { teacher1: 'ghost' });
    expect(nobody.body).toEqual({ teacher1: ['Choose an artist from the list.'] });
  });

  it('may be made by a signed-in user without a portfolio, tagging themselves', async () => {
    const res = await create(dancer, { title: 'Open Cypher', teacher1: 'dancerLi' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'dancerLi', teacher1: 'dancerLi', photo1: null });
    expect(await bell(dancer.token)).toEqual([]);
  });

  it('tells the tagged artist (context 10, tagged), once, with a push to their workshop page', async () => {
    await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId: teacher.id, endpoint: 'https://push.example/mo', p256dh: 'k', auth: 'a' });
    const res = await create(organiser, { title: 'Tagging Class', teacher1: 'teacherMo' });
    const mine = (await bell(teacher.token)).filter((n) => n.workshopobject === res.body.uuid);
    expect(mine).toEqual([
      {
        ...mine[0],
        text: 'organiserZed tagged you as the artist of the workshop Tagging Class.',
        notification_context: NOTIFICATION_CONTEXT.workshop,
        notification_type: NOTIFICATION_TYPE.tagged,
      },
    ]);
    const pushes = await t.deps.db.select().from(pushDeliveries);
    expect(pushes.map((p) => p.notificationId)).toContain(mine[0]?.id);
    expect(pushPayload(mine[0] as Notification, { unseen: 1 }).url).toBe(`/workshops/${res.body.uuid}`);
  });
});

describe('changing a workshop', () => {
  it('applies only changed fields, says "No change" otherwise, and lets only the organiser', async () => {
    const { body: w } = await create(organiser, { title: 'Edit Me' });
    const path = `${BASE}/${w.uuid}/`;
    const same = await call(
      t,
      'PATCH',
      path,
      { title: 'Edit Me', venue: 'Studio Kreuzberg' },
      organiser.token,
    );
    expect(same.body).toEqual({ detail: 'No change' });
    const changed = await call(t, 'PATCH', path, { title: 'Edited', name1: 'Zed' }, organiser.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Edited',
      venue: 'Studio Kreuzberg',
      uniqueurl: 'edited-zed-2030-05-10',
    });
    expect((await call(t, 'PATCH', path, { title: 'Mine now' }, teacher.token)).status).toBe(403);
    expect((await call(t, 'PATCH', path, { title: 'Mine now' })).status).toBe(401);
    expect((await call(t, 'PATCH', `${BASE}/${randomUUID()}/`, { title: 'x' }, organiser.token)).status).toBe(
      404,
    );
    expect((await call(t, 'PATCH', path, { title: '' }, organiser.token)).body).toEqual({
      title: ['Name is required'],
    });
  });

  it('moves its instants with its wall time, and tells everyone going its new time or venue', async () => {
    const { body: w } = await create(organiser, { title: 'Moving Session' });
    await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid }, dancer.token);
    await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid }, teacher.token);
    const path = `${BASE}/${w.uuid}/`;
    await call(t, 'PATCH', path, { content: 'New info only' }, organiser.token);
    const about = async (token: string) => (await bell(token)).filter((n) => n.workshopobject === w.uuid);
    expect(await about(dancer.token)).toEqual([]);
    const moved = await call(
      t,
      'PATCH',
      path,
      { start_time: '09:30', timezone: 'America/New_York' },
      organiser.token,
    );
    expect(moved.body).toMatchObject({
      starts_at: '2030-05-10T13:30:00.000Z',
      ends_at: '2030-05-11T00:00:00.000Z',
    });
    await call(t, 'PATCH', path, { venue: 'Hall 2' }, organiser.token);
    const changed = [NOTIFICATION_CONTEXT.workshop, NOTIFICATION_TYPE.changed];
    for (const token of [dancer.token, teacher.token])
      expect((await about(token)).map((n) => [n.text, n.notification_context, n.notification_type])).toEqual([
        ['Moving Session is now at Hall 2, Germany.', ...changed],
        ['Moving Session now starts Fri, May 10, 9:30 AM (America/New_York).', ...changed],
      ]);
    const organisers = await about(organiser.token);
    expect(organisers.filter((n) => n.notification_type === NOTIFICATION_TYPE.changed)).toEqual([]);
  });

  it('is deleted by its organiser only, with who was going', async () => {
    const { body: w } = await create(organiser, { title: 'Short Lived' });
    await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid }, dancer.token);
    expect((await call(t, 'DELETE', `${BASE}/${w.uuid}/`, undefined, dancer.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `${BASE}/${w.uuid}/`)).status).toBe(401);
    expect((await call(t, 'DELETE', `${BASE}/${w.uuid}/`, undefined, organiser.token)).status).toBe(204);
    expect((await get(`${w.uuid}/`)).status).toBe(404);
    expect(
      (await get('iamgoing-workshops/', dancer.token)).body.results.map((x: Workshop) => x.uuid),
    ).not.toContain(w.uuid);
  });
});

describe("I'm going", () => {
  it('is said and unsaid once, counted on the page, and listed publicly', async () => {
    const { body: w } = await create(organiser, { title: 'Going Test' });
    const say = () => call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid }, dancer.token);
    expect((await say()).status).toBe(201);
    const again = await say();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ going_count: 1, is_going: true });
    expect((await get(`${w.uuid}/`)).body).toMatchObject({ going_count: 1, is_going: false });
    const list = await get(`iamgoing/list/?workshop=${w.uuid}`);
    expect(list.body).toMatchObject({
      count: 1,
      results: [{ username: 'dancerLi', artist_name: 'dancerLi' }],
    });
    expect(
      (await get('iamgoing-workshops/', dancer.token)).body.results.map((x: Workshop) => x.uuid),
    ).toContain(w.uuid);
    const off = await call(t, 'DELETE', `${BASE}/iamgoing/${w.uuid}/`, undefined, dancer.token);
    expect(off.body).toMatchObject({ going_count: 0, is_going: false });
    expect((await call(t, 'DELETE', `${BASE}/iamgoing/${w.uuid}/`, undefined, dancer.token)).status).toBe(
      200,
    );
    expect((await get(`iamgoing/list/?workshop=${w.uuid}`)).body.count).toBe(0);
    expect((await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid })).status).toBe(401);
    expect((await get('iamgoing-workshops/')).status).toBe(401);
    expect(
      (await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: randomUUID() }, dancer.token)).status,
    ).toBe(404);
  });
});

describe('lists', () => {
  let lists: TestContext;
  let artist: Artist;
  let other: Artist;
  const make = async (title: string, start_date: string, overrides: Record<string, unknown> = {}) =>
    (
      await call(
        lists,
        'POST',
        `${BASE}/create/`,
        {
          ...fields({ title, start_date, end_time: '' }),
          poster: await readyUpload(lists, artist.token, 'W'),
          ...overrides,
        },
        artist.token,
      )
    ).body as Workshop;
  const read = async (path: string, token?: string) =>
    call(lists, 'GET', `${BASE}/${path}`, undefined, token);

  beforeAll(async () => {
    lists = await makeTestApp();
    artist = await createArtist(lists, 'listMaker');
    other = await createArtist(lists, 'listTeacher', 'Krump Queen');
    const today = new Date().toISOString().slice(0, 10);
    await make('Past Long Ago', '2020-01-05');
    await make('Past Recent', '2024-06-01');
    await make('Soon', '2031-01-01', { teacher1: 'listTeacher' });
    await make('Later', '2032-01-01');
    await make('Sooner', '2030-06-01');
    // 23:59 at UTC-11 on today's (UTC) date is still to come.
    await make('This Month', today, { start_time: '23:59', timezone: 'Pacific/Pago_Pago' });
  });
  afterAll(() => lists.close());

  it('shows upcoming workshops first from the soonest, then past ones from the latest', async () => {
    const all = await read('list');
    expect(titles(all)).toEqual(['This Month', 'Sooner', 'Soon', 'Later', 'Past Recent', 'Past Long Ago']);
    expect(all.body.count).toBe(6);
  });

  it('pages through the same order with next links, across the upcoming and past parts', async () => {
    const seen: string[] = [];
    let next: string | null = `${BASE}/list/?page_size=4`;
    while (next) {
      const res = await lists.app.request(next);
      const body = (await res.json()) as { next: string | null; count: number; results: Workshop[] };
      expect(body.count).toBe(6);
      seen.push(...body.results.map((w) => w.title));
      next = body.next;
    }
    expect(seen).toEqual(['This Month', 'Sooner', 'Soon', 'Later', 'Past Recent', 'Past Long Ago']);
    const two = await read('list/?page_size=2');
    const after = new URL(two.body.next).searchParams.get('after');
    expect(titles(await read(`list/?page_size=2&after=${after}`))).toEqual(['Soon', 'Later']);
    expect((await read('list/?after=x1.2')).status).toBe(400);
    expect((await read('list/?after=u99999999999999999.1')).status).toBe(400);
  });

  it('searches by text, by name and by this month, with counts that match', async () => {
    const q = await read('search/?query=krump');
    expect(titles(q)).toEqual(['Soon']);
    expect(q.body.count).toBe(1);
    expect(titles(await read('search/?query=listmaker'))).toHaveLength(6);
    expect(titles(await read('search/?workshop_name=past'))).toEqual(['Past Recent', 'Past Long Ago']);
    const month = await read('search/?this_month=yes');
    expect(titles(month)).toEqual(['This Month']);
    expect(month.body.count).toBe(1);
    expect(titles(await read('search/?query=%25'))).toEqual([]);
    expect((await read('search/?this_month=maybe')).status).toBe(400);
  });

  it('lists what an artist organised and what they teach; the caller by default', async () => {
    expect(titles(await read('workshops-taught-by-artist/?username=listteacher'))).toEqual(['Soon']);
    expect((await read('workshops-organized-by-artist/?username=listMaker')).body.count).toBe(6);
    expect((await read('workshops-organized-by-artist/', other.token)).body.count).toBe(0);
    expect((await read('workshops-organized-by-artist/?username=nobody')).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await read('workshops-organized-by-artist/')).status).toBe(401);
  });
});

describe('time zones across a clock change', () => {
  it('gives each wall time in Europe/Berlin its own offset around the last Sundays of March and October', async () => {
    const at = async (start_date: string, start_time: string, end_time = '') =>
      (await create(organiser, { start_date, start_time, end_time, timezone: 'Europe/Berlin' }))
        .body as Workshop;
    expect((await at('2026-03-28', '10:00')).starts_at).toBe('2026-03-28T09:00:00.000Z');
    expect((await at('2026-03-29', '10:00')).starts_at).toBe('2026-03-29T08:00:00.000Z');
    expect((await at('2026-10-24', '10:00')).starts_at).toBe('2026-10-24T08:00:00.000Z');
    expect((await at('2026-10-25', '10:00')).starts_at).toBe('2026-10-25T09:00:00.000Z');
    // A night session over the change: 22:00 CEST to 04:00 CET is seven hours.
    const night = await at('2026-10-24', '22:00', '04:00');
    expect([night.starts_at, night.ends_at]).toEqual([
      '2026-10-24T20:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
    // 02:30 on 29 March does not exist in Berlin: it moves forward by the hour skipped.
    expect((await at('2026-03-29', '02:30')).starts_at).toBe('2026-03-29T01:30:00.000Z');
    const allDay = await at('2026-03-29', '');
    expect([allDay.starts_at, allDay.ends_at]).toEqual(['2026-03-28T23:00:00.000Z', null]);
  });

  it("gives the calendar a workshop's instants and the workshops a user is going to", async () => {
    const { body: w } = await create(organiser, { title: 'Calendar Night', start_date: '2026-10-25' });
    await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: w.uuid }, dancer.token);
    const entry = await workshopCalendarEntry(t.deps, null, w.uuid);
    expect(entry).toMatchObject({
      uuid: w.uuid,
      title: 'Calendar Night',
      start: new Date('2026-10-25T17:00:00.000Z'),
      end: new Date('2026-10-25T19:00:00.000Z'),
      allDay: false,
      timezone: 'Europe/Berlin',
      venue: 'Studio Kreuzberg',
      country: 'DE',
      info: 'Bring water.',
      url: `/workshops/${w.uuid}`,
    });
    const going = await goingWorkshopEntries(t.deps, dancer.user.id);
    expect(going.map((e) => e.uuid)).toContain(w.uuid);
    expect(going.map((e) => e.start.getTime())).toEqual(
      [...going.map((e) => e.start.getTime())].sort((a, b) => a - b),
    );
    await expect(workshopCalendarEntry(t.deps, null, randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
