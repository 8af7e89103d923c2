/**
 * Blocks, hidden rows and suspended accounts in workshops, events, the calendar and notifications
 * (issue 27). With a block either way between two artists, neither reads the other's workshops (given
 * or taught) and events, nor finds the other among guests, goers, room members and requests or in
 * the counts; their calendar drops the other's items and their bell the other's notifications; and
 * every write reaching the other answers 403 with the same words both ways (going: 404, the item
 * not being there for them). A hidden workshop or event is its organiser's alone, marked `hidden`;
 * everything of a suspended account is no one's, a guest's lead images and calendar included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, workshops } from '../../src/server/db/schema';
import { eventLeads } from '../../src/server/features/events/events.leads';
import { workshopLeads } from '../../src/server/features/workshops/workshops.leads';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { createArtist } from '../helpers/accounts';
import { block, hide, suspend, unblockAll } from '../helpers/community-states';
import { createEvent, eventFields } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Named = { uuid: string; username: string };
let t: TestContext;
let a: Artist;
let x: Artist;
let b: Artist;
let tagged: Artist;
const w: Record<string, string> = {};
const e: Record<string, string> = {};
let requestOfX: number;
let feedOfX: string;
const W = '/api/workshops';
const E = '/api/events';

async function workshopFields(by: Artist, fields: Record<string, unknown> = {}) {
  const poster = await readyUpload(t, by.token, 'W');
  return { title: 'Blk Session', poster, start_date: '2030-07-04', country: 'US', ...fields };
}
async function workshop(by: Artist, teacher?: Artist) {
  const body = await workshopFields(by, { teacher1: teacher?.username ?? '' });
  const res = await call(t, 'POST', `${W}/create/`, body, by.token);
  expect(res.status).toBe(201);
  return res.body.uuid as string;
}
const event = async (by: Artist, guests: Artist[] = []) =>
  (
    await createEvent(t, by.token, {
      title: 'Blk Jam',
      event_guests: guests.map((g) => ({ username: g.username, role: 'judge' })),
    })
  ).uuid;

const get = (path: string, reader?: Artist) => call(t, 'GET', path, undefined, reader?.token);
const post = (path: string, body: unknown, by: Artist) => call(t, 'POST', path, body, by.token);

/** Every item or person `path`'s list holds for `reader` (its count checked against its rows). */
async function listed(path: string, reader?: Artist, key: keyof Named = 'uuid') {
  const res = await get(`${path}${path.includes('?') ? '&' : '?'}page_size=100`, reader);
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.results.length);
  return res.body.results.map((row: Named) => row[key]) as string[];
}
const workshopLists = (name: string) => [
  `${W}/list/`,
  `${W}/search/?query=blk`,
  `${W}/workshops-organized-by-artist/?username=${name}`,
  `${W}/workshops-taught-by-artist/?username=${name}`,
];
const eventLists = (name: string) => [
  `${E}/list/`,
  `${E}/search/?query=blk`,
  `${E}/my-organized-events/?username=${name}`,
  `${E}/my-tagged-events/?username=${name}`,
  `${E}/iamgoing-events/?username=${name}`,
];
/** Who sent `reader`'s notifications. */
const senders = async (reader: Artist) =>
  (await get('/api/notifications/e1t1/?page_size=100', reader)).body.results.map(
    (n: { sender: string | null }) => n.sender,
  ) as (string | null)[];
/** The calendar feed of X: everything X is going to, as a calendar app reads it. */
const feed = async () => (await t.app.request(new URL(feedOfX).pathname)).text();

beforeAll(async () => {
  t = await makeTestApp();
  [a, x, b, tagged] = [
    await createArtist(t, 'blkAlpha'),
    await createArtist(t, 'blkXeno'),
    await createArtist(t, 'blkBystander'),
    await createArtist(t, 'blkTagged'),
  ];
  [w.byA, w.taughtA, w.byX, w.open] = [
    await workshop(a, tagged),
    await workshop(b, a),
    await workshop(x),
    await workshop(b),
  ];
  [e.byA, e.guestA, e.byX, e.open] = [
    await event(a),
    await event(b, [a]),
    await event(x),
    await event(b, [a, x]),
  ];
  for (const [who, uuid] of [
    [x, w.byA],
    [a, w.open],
    [x, w.open],
  ] as const) {
    await post(`${W}/iamgoing/`, { workshop: uuid }, who);
    await post(`${W}/room/request-access/`, { workshop_uuid: uuid }, who);
  }
  for (const [who, uuid] of [
    [x, e.byA],
    [a, e.open],
    [x, e.open],
  ] as const)
    await post(`${E}/iamgoing/`, { event: uuid }, who);
  const requests = await get(`${W}/room/request-access-code-list/?workshop_uuid=${w.open}`, b);
  for (const { id } of requests.body.results) await post(`${W}/room/request-access/${id}/approve/`, {}, b);
  requestOfX = (await get(`${W}/room/request-access-code-list/?workshop_uuid=${w.byA}`, a)).body.results[0]
    .id;
  feedOfX = (await get('/api/calendar/feed/', x)).body.url;
});
afterAll(() => t.close());

/** That `reader` finds none of `items` (`owner`'s workshops and events, given or taught) anywhere. */
async function seesNothingOf(reader: Artist | undefined, owner: Artist, items: string[]) {
  for (const uuid of items) {
    // An item is a workshop or an event: neither read finds it.
    const reads = [await get(`${W}/${uuid}/`, reader), await get(`${E}/list/${uuid}/`, reader)];
    expect(reads.map((res) => res.status)).toEqual([404, 404]);
  }
  for (const path of [...workshopLists(owner.username), ...eventLists(owner.username)])
    expect((await listed(path, reader)).filter((uuid) => items.includes(uuid))).toEqual([]);
}

it('without a block, each reads the other’s items and finds them among the people', async () => {
  for (const uuid of [w.byA, w.taughtA, w.byX]) expect((await get(`${W}/${uuid}/`, x)).status).toBe(200);
  expect((await get(`${E}/list/${e.byA}/`, x)).status).toBe(200);
  expect((await listed(`${W}/iamgoing/list/?workshop=${w.open}`, a, 'username')).sort()).toEqual(
    [a.username, x.username].sort(),
  );
  expect(await senders(a)).toContain(x.username);
  expect(await feed()).toContain(`workshop-${w.byA}`);
});

describe.each([
  ['A blocks X', () => [a, x]],
  ['X blocks A', () => [x, a]],
] as const)('%s', (_name, pair) => {
  beforeAll(async () => {
    const [blocker, blocked] = pair() as [Artist, Artist];
    await block(t, blocker.id, blocked.id);
  });
  afterAll(() => unblockAll(t));

  it('neither reads the other’s workshops and events, nor finds the other among their people', async () => {
    await seesNothingOf(x, a, [w.byA, w.taughtA, e.byA] as string[]);
    await seesNothingOf(a, x, [w.byX, e.byX] as string[]);
    for (const [reader, other] of [
      [a, x],
      [x, a],
    ] as const) {
      const people = [
        await listed(`${W}/iamgoing/list/?workshop=${w.open}`, reader, 'username'),
        await listed(`${W}/room/members/?workshop_uuid=${w.open}`, reader, 'username'),
        await listed(`${E}/iamgoing/list/?event=${e.open}`, reader, 'username'),
      ];
      expect(people).toEqual([[reader.username], [reader.username], [reader.username]]);
      const open = (await get(`${E}/list/${e.open}/`, reader)).body;
      expect(open.event_guests.map((g: Named) => g.username)).toEqual([reader.username]);
      expect(open.going_count).toBe(1);
      expect((await get(`${W}/${w.open}/`, reader)).body.going_count).toBe(1);
      expect(await senders(reader)).not.toContain(other.username);
    }
    expect((await get(`${E}/list/${e.guestA}/`, x)).body.event_guests).toEqual([]);
    expect(await listed(`${W}/room/request-access-code-list/?workshop_uuid=${w.byA}`, a)).toEqual([]);
    expect((await get(`${W}/${w.open}/`, b)).body.going_count).toBe(2);
  });

  it('their calendar keeps none of the other’s items', async () => {
    const ics = await feed();
    expect([ics.includes(`workshop-${w.byA}`), ics.includes(`event-${e.byA}`)]).toEqual([false, false]);
    expect(ics).toContain(`workshop-${w.open}`);
    expect((await get(`/api/calendar/workshops/${w.byA}.ics`, x)).status).toBe(404);
    expect((await get(`/api/calendar/events/${e.byA}.ics`, x)).status).toBe(404);
  });

  it('every write reaching the other is refused with the same words; going finds nothing', async () => {
    const token = (await call(t, 'PUT', `${W}/token/${w.byA}/`, {}, a.token)).body.workshop_token;
    const writes = [
      await post(`${W}/create/`, await workshopFields(a, { teacher1: x.username }), a),
      await post(`${W}/create/`, await workshopFields(x, { teacher1: a.username }), x),
      await post(
        `${E}/create/`,
        await eventFields(t, a.token, { event_guests: [{ username: x.username, role: 'judge' }] }),
        a,
      ),
      await post(
        `${E}/create/`,
        await eventFields(t, x.token, { event_guests: [{ username: a.username, role: 'mc' }] }),
        x,
      ),
      await post(`${W}/room/request-access/`, { workshop_uuid: w.byA }, x),
      await post(`${W}/room/request-access/`, { workshop_uuid: w.byX }, a),
      await get(`${W}/token/check/?workshop_uuid=${w.byA}&workshop_token=${token}`, x),
      await post(`${W}/room/request-access/${requestOfX}/approve/`, {}, a),
    ];
    expect(writes.map((res) => [res.status, res.body.detail])).toEqual(
      writes.map(() => [403, blockMsg.refused]),
    );
    expect((await post(`${W}/iamgoing/`, { workshop: w.byA }, x)).status).toBe(404);
    expect((await post(`${E}/iamgoing/`, { event: e.byX }, a)).status).toBe(404);
  });
});

it('a hidden workshop or event is its organiser’s alone, marked hidden, and no guest’s lead', async () => {
  const [workshopUuid, eventUuid] = [await workshop(a), await event(a)];
  await hide(t, workshops, workshopUuid);
  await hide(t, events, eventUuid);
  expect((await get(`${W}/${workshopUuid}/`, a)).body.hidden).toBe(true);
  expect((await get(`${E}/list/${eventUuid}/`, a)).body.hidden).toBe(true);
  expect((await get(`${W}/${w.open}/`, a)).body.hidden).toBe(false);
  expect(await listed(`${W}/workshops-organized-by-artist/?username=${a.username}`, a)).toContain(
    workshopUuid,
  );
  await seesNothingOf(b, a, [workshopUuid, eventUuid]);
  await seesNothingOf(undefined, a, [workshopUuid, eventUuid]);
  expect((await post(`${W}/iamgoing/`, { workshop: workshopUuid }, b)).status).toBe(404);
  expect((await post(`${E}/iamgoing/`, { event: eventUuid }, b)).status).toBe(404);
  expect((await get(`/api/calendar/events/${eventUuid}.ics`)).status).toBe(404);
  await expect(workshopLeads[1]?.lead(t.deps, { ref: workshopUuid })).rejects.toMatchObject({ status: 404 });
  await expect(eventLeads[1]?.lead(t.deps, { ref: eventUuid })).rejects.toMatchObject({ status: 404 });
});

it('a suspended account has nothing shown to anyone and is named by nothing new', async () => {
  const z = await createArtist(t, 'blkSuspended');
  const [own, taught, ownEvent, guested] = [
    await workshop(z),
    await workshop(b, z),
    await event(z),
    await event(b, [z]),
  ];
  await post(`${W}/iamgoing/`, { workshop: own }, x);
  await suspend(t, z.id);
  for (const reader of [a, undefined]) {
    await seesNothingOf(reader, z, [own, taught, ownEvent]);
    expect((await get(`${E}/list/${guested}/`, reader)).body.event_guests).toEqual([]);
  }
  expect(await feed()).not.toContain(`workshop-${own}`);
  const tagging = [
    await post(`${W}/create/`, await workshopFields(a, { teacher1: z.username }), a),
    await post(
      `${E}/create/`,
      await eventFields(t, a.token, { event_guests: [{ username: z.username, role: 'mc' }] }),
      a,
    ),
  ];
  expect(tagging.map((res) => res.status)).toEqual([400, 400]);
  await expect(workshopLeads[1]?.lead(t.deps, { ref: own })).rejects.toMatchObject({ status: 404 });
  await expect(eventLeads[1]?.lead(t.deps, { ref: ownEvent })).rejects.toMatchObject({ status: 404 });
});
