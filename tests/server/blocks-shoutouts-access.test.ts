/**
 * Blocks, hidden rows and suspended accounts in shoutouts and journeys (issue 27). With a block either
 * way between two artists, neither reads the other's shoutouts (given or received), journeys, love
 * and comments (404 or left out of every list and count), and every write reaching the other answers
 * 403 with the same words both ways. A hidden shoutout or journey is its author's alone, marked
 * `hidden`; everything of a suspended account is no one's, a guest's lead images included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys, shoutouts } from '../../src/server/db/schema';
import { shoutoutLeads } from '../../src/server/features/shoutouts/shoutouts.leads';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { createArtist } from '../helpers/accounts';
import { block, hide, suspend, unblockAll } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let a: Artist;
let x: Artist;
let b: Artist;
let tagged: Artist;
const uuids: Record<string, string> = {};
const SHARING = '/api/e1t1/sharing';

/** `by`'s shoutout tagging `teacher` (approved by them), or untagged; its uuid and cover. */
async function shoutout(by: Artist, teacher?: Artist) {
  const image = await readyUpload(t, by.token, 'S');
  const body = { image, teacher: teacher?.username ?? '', s_teacher_name: 'Teacher' };
  const res = await call(t, 'POST', `${SHARING}/`, body, by.token);
  expect(res.status).toBe(201);
  if (teacher) await call(t, 'POST', `${SHARING}/${res.body.uuid}/approve/`, {}, teacher.token);
  return { uuid: res.body.uuid as string, image: res.body.image as string };
}

async function journey(by: Artist) {
  const body = { joevent: 'Battle', ishighlight: true, jophoto1: await readyUpload(t, by.token, 'J') };
  return (await call(t, 'POST', '/api/journey/', body, by.token)).body.uuid as string;
}

const get = (path: string, reader?: Artist) => call(t, 'GET', path, undefined, reader?.token);

/** The uuids each list holds for `reader`, each list's count checked against what it holds. */
async function listed(paths: string[], reader?: Artist) {
  const found = new Set<string>();
  for (const path of paths) {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}page_size=100`, reader);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    for (const row of res.body.results) found.add(row.uuid);
  }
  return found;
}

const shoutoutLists = (...names: string[]) => [
  `${SHARING}/`,
  ...names.flatMap((name) => [
    `${SHARING}/list/teachers/?username=${name}`,
    `${SHARING}/list/students/?username=${name}`,
  ]),
];
const journeyLists = (name: string) => [
  '/api/journey/list/',
  `/api/journey/list/?whose_e1t1_journey=${name}`,
  `/api/journey/highlights/?username=${name}`,
];

beforeAll(async () => {
  t = await makeTestApp();
  [a, x, b, tagged] = [
    await createArtist(t, 'blkAlpha'),
    await createArtist(t, 'blkXeno'),
    await createArtist(t, 'blkBystander'),
    await createArtist(t, 'blkTagged'),
  ];
  uuids.byA = (await shoutout(a, tagged)).uuid;
  uuids.forA = (await shoutout(b, a)).uuid;
  uuids.byX = (await shoutout(x, tagged)).uuid;
  uuids.forX = (await shoutout(b, x)).uuid;
  uuids.between = (await shoutout(a, x)).uuid;
  uuids.open = (await shoutout(b)).uuid;
  uuids.journeyA = await journey(a);
  uuids.journeyX = await journey(x);
  for (const who of [a, x]) {
    await call(t, 'POST', `${SHARING}/love/`, { shareidobj: uuids.open }, who.token);
    await call(t, 'POST', `${SHARING}/comments/`, { shareidobj: uuids.open, comment: 'Yes' }, who.token);
  }
});
afterAll(() => t.close());

/** What `reader` must not see of `owner`'s when a block lies between them. */
async function seesNothingOf(reader: Artist, owner: Artist, own: 'A' | 'X') {
  for (const key of [`by${own}`, `for${own}`]) {
    const uuid = uuids[key] as string;
    expect((await get(`${SHARING}/${uuid}/`, reader)).status).toBe(404);
    expect((await get(`${SHARING}/love/?shareidobj=${uuid}`, reader)).status).toBe(404);
    expect((await get(`${SHARING}/comments/?shareidobj=${uuid}`, reader)).status).toBe(404);
  }
  const shown = await listed(shoutoutLists(owner.username, b.username, tagged.username), reader);
  for (const key of [`by${own}`, `for${own}`]) expect(shown.has(uuids[key] as string)).toBe(false);
  // The shoutout A gave X: A's own (A reads X's here), X sees it nowhere.
  expect(shown.has(uuids.between as string)).toBe(own === 'X');
  expect(shown.has(uuids.open as string)).toBe(true);
  const journey = uuids[`journey${own}`] as string;
  expect((await get(`/api/journey/${journey}/`, reader)).status).toBe(404);
  expect((await listed(journeyLists(owner.username), reader)).has(journey)).toBe(false);
}

/** The people in the open shoutout's love or comments for `reader`. */
const repliers = async (kind: 'love' | 'comments', reader: Artist) => {
  const res = await get(`${SHARING}/${kind}/?shareidobj=${uuids.open}`, reader);
  expect(res.body.count).toBe(res.body.results.length);
  return res.body.results.map((row: { username: string }) => row.username).sort();
};

it('without a block, both read each other and the replies of each', async () => {
  for (const key of ['byA', 'forA', 'byX', 'forX', 'between'])
    for (const reader of [a, x]) expect((await get(`${SHARING}/${uuids[key]}/`, reader)).status).toBe(200);
  expect(await repliers('comments', a)).toEqual([a.username, x.username].sort());
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

  it('neither reads the other’s shoutouts, journeys, love or comments', async () => {
    await seesNothingOf(x, a, 'A');
    await seesNothingOf(a, x, 'X');
    // A shoutout stays its author's own: A still sees the one tagging X, X does not.
    expect((await get(`${SHARING}/${uuids.between}/`, a)).status).toBe(200);
    expect((await get(`${SHARING}/${uuids.between}/`, x)).status).toBe(404);
    for (const kind of ['love', 'comments'] as const) {
      expect(await repliers(kind, a)).toEqual([a.username]);
      expect(await repliers(kind, x)).toEqual([x.username]);
      expect(await repliers(kind, b)).toEqual([a.username, x.username].sort());
    }
  });

  it('every write reaching the other is refused with the same words', async () => {
    const writes = [
      [x, `${SHARING}/love/`, { shareidobj: uuids.byA }],
      [x, `${SHARING}/comments/`, { shareidobj: uuids.forA, comment: 'Hi' }],
      [a, `${SHARING}/love/`, { shareidobj: uuids.forX }],
      [a, `${SHARING}/comments/`, { shareidobj: uuids.byX, comment: 'Hi' }],
      [a, '/api/chat/', { shareid: uuids.between, message: 'Hi' }],
      [x, '/api/chat/', { shareid: uuids.between, message: 'Hi' }],
      [
        x,
        `${SHARING}/`,
        { image: await readyUpload(t, x.token, 'S'), teacher: a.username, s_teacher_name: 'A' },
      ],
    ] as const;
    for (const [writer, path, body] of writes) {
      const res = await call(t, 'POST', path, body, writer.token);
      expect([path, res.status, res.body.detail]).toEqual([path, 403, blockMsg.refused]);
    }
    const retag = await call(t, 'PATCH', `${SHARING}/${uuids.byA}/`, { teacher: x.username }, a.token);
    expect([retag.status, retag.body.detail]).toEqual([403, blockMsg.refused]);
  });
});

describe('a hidden shoutout or journey', () => {
  it('is its author’s alone, marked hidden, and no guest’s lead', async () => {
    const { uuid, image } = await shoutout(a);
    await hide(t, shoutouts, uuid);
    const journeyUuid = await journey(a);
    await hide(t, journeys, journeyUuid);
    const mine = await get(`${SHARING}/${uuid}/`, a);
    expect([mine.status, mine.body.hidden]).toEqual([200, true]);
    expect((await get(`/api/journey/${journeyUuid}/`, a)).body.hidden).toBe(true);
    const own = await get(`${SHARING}/list/teachers/?username=${a.username}`, a);
    expect(own.body.results.find((s: { uuid: string }) => s.uuid === uuid)?.hidden).toBe(true);
    expect(own.body.results.filter((s: { hidden: boolean }) => !s.hidden)).toHaveLength(own.body.count - 1);
    for (const reader of [b, tagged, undefined]) {
      expect((await get(`${SHARING}/${uuid}/`, reader)).status).toBe(404);
      expect((await get(`/api/journey/${journeyUuid}/`, reader)).status).toBe(404);
      expect((await listed(shoutoutLists(a.username), reader)).has(uuid)).toBe(false);
      expect((await listed(journeyLists(a.username), reader)).has(journeyUuid)).toBe(false);
    }
    expect((await call(t, 'POST', `${SHARING}/love/`, { shareidobj: uuid }, b.token)).status).toBe(404);
    expect(await shoutoutLeads[0]?.lead(t.deps, {})).not.toMatchObject({ image });
    await expect(shoutoutLeads[1]?.lead(t.deps, { ref: uuid })).rejects.toMatchObject({ status: 404 });
  });
});

describe('a suspended account', () => {
  it('has nothing shown to anyone: its shoutouts, those it is given, its journeys', async () => {
    const z = await createArtist(t, 'blkSuspended');
    const given = (await shoutout(b, z)).uuid;
    const journeyUuid = await journey(z);
    const { uuid, image } = await shoutout(z);
    await suspend(t, z.id);
    for (const reader of [a, tagged, undefined]) {
      for (const ref of [uuid, given]) expect((await get(`${SHARING}/${ref}/`, reader)).status).toBe(404);
      const shown = await listed(shoutoutLists(z.username, b.username), reader);
      expect([shown.has(uuid), shown.has(given)]).toEqual([false, false]);
      expect((await get(`/api/journey/${journeyUuid}/`, reader)).status).toBe(404);
      expect((await listed(journeyLists(z.username), reader)).has(journeyUuid)).toBe(false);
    }
    // Its author still sees the shoutout they gave; no one may tag the suspended artist anew.
    expect((await get(`${SHARING}/${given}/`, b)).status).toBe(200);
    const body = { image: await readyUpload(t, a.token, 'S'), teacher: z.username, s_teacher_name: 'Z' };
    expect((await call(t, 'POST', `${SHARING}/`, body, a.token)).status).toBe(400);
    expect(await shoutoutLeads[0]?.lead(t.deps, {})).not.toMatchObject({ image });
    await expect(shoutoutLeads[1]?.lead(t.deps, { ref: uuid })).rejects.toMatchObject({ status: 404 });
  });
});
