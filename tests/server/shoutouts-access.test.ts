/**
 * The access matrix of shoutouts and journeys: for each state (a pending, approved, declined and
 * withdrawn shoutout; a private and a public journey) and each reader (author, tagged artist, another
 * artist, guest), the detail answers 200 or 404, and every list holds and counts the object exactly
 * when its detail answers 200. Love and comments follow the detail; personal messages are the two
 * artists' alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Reader = 'author' | 'teacher' | 'other' | 'guest';
let t: TestContext;
/** The readers; 'teacher' is the artist the object at hand tags. */
const who = {} as Record<Exclude<Reader, 'guest'>, Artist>;
const get = (path: string, reader: Reader) =>
  call(t, 'GET', path, undefined, reader === 'guest' ? undefined : who[reader].token);
const READERS: Reader[] = ['author', 'teacher', 'other', 'guest'];

/** Every list an object may be in, for a reader; each must hold it as the detail says and count all it holds. */
async function listed(paths: string[], reader: Reader, uuid: string) {
  const found = [];
  for (const path of paths) {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}page_size=100`, reader);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    found.push(res.body.results.some((row: { uuid: string }) => row.uuid === uuid));
  }
  return found;
}

/** Who sees a shoutout in each state. */
const SEES: Record<string, Reader[]> = {
  pending: ['author', 'teacher'],
  approved: ['author', 'teacher', 'other', 'guest'],
  declined: ['author', 'teacher'],
  withdrawn: [],
};

const shoutouts: Record<string, { uuid: string; teacher: Artist }> = {};

beforeAll(async () => {
  t = await makeTestApp();
  who.author = await createArtist(t, 'matrixStudent');
  who.other = await createArtist(t, 'matrixOther');
  // One shoutout per tagged artist: each state tags an artist of its own, who answers it.
  for (const state of Object.keys(SEES)) {
    const teacher = await createArtist(t, `matrix_${state}`);
    const image = await readyUpload(t, who.author.token, 'S');
    const body = { image, teacher: teacher.username, s_teacher_name: state };
    const uuid = (await call(t, 'POST', '/api/e1t1/sharing/', body, who.author.token)).body.uuid as string;
    const answer = { approved: 'approve', declined: 'decline' }[state];
    if (answer) await call(t, 'POST', `/api/e1t1/sharing/${uuid}/${answer}/`, {}, teacher.token);
    if (state === 'withdrawn')
      await call(t, 'DELETE', `/api/e1t1/sharing/${uuid}/`, undefined, who.author.token);
    shoutouts[state] = { uuid, teacher };
  }
});
afterAll(() => t.close());

describe.each(Object.keys(SEES))('a %s shoutout', (state) => {
  it.each(READERS)('as %s: the detail, every list and its love and comments agree', async (reader) => {
    const { uuid, teacher } = shoutouts[state] as { uuid: string; teacher: Artist };
    who.teacher = teacher;
    const sees = SEES[state]?.includes(reader) ?? false;
    expect((await get(`/api/e1t1/sharing/${uuid}/`, reader)).status).toBe(sees ? 200 : 404);
    const lists = [
      '/api/e1t1/sharing/',
      '/api/e1t1/sharing/list/teachers/?username=matrixStudent',
      `/api/e1t1/sharing/list/students/?username=${teacher.username}`,
    ];
    expect(await listed(lists, reader, uuid)).toEqual([sees, sees, sees]);
    for (const replies of ['love', 'comments']) {
      const res = await get(`/api/e1t1/sharing/${replies}/?shareidobj=${uuid}`, reader);
      expect(res.status).toBe(sees ? 200 : 404);
    }
    const party = sees && (reader === 'author' || reader === 'teacher');
    const chat = (await get(`/api/chat/list/?shareid=${uuid}`, reader)).status;
    if (party) expect(chat).toBe(200);
    else expect([401, 403, 404]).toContain(chat);
  });
});

describe('journeys', () => {
  const journeys: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, isprivate] of [
      ['private', true],
      ['public', false],
    ] as const) {
      const body = {
        joevent: name,
        isprivate,
        ishighlight: true,
        jophoto1: await readyUpload(t, who.author.token, 'J'),
      };
      journeys[name] = (await call(t, 'POST', '/api/journey/', body, who.author.token)).body.uuid;
    }
  });

  it.each(READERS)(
    'as %s: a private one is the author’s alone in the detail, every list and count',
    async (reader) => {
      const lists = [
        '/api/journey/list/',
        '/api/journey/list/?whose_e1t1_journey=matrixStudent',
        '/api/journey/highlights/?username=matrixStudent',
      ];
      const author = reader === 'author';
      expect((await get(`/api/journey/${journeys.private}/`, reader)).status).toBe(author ? 200 : 404);
      expect(await listed(lists, reader, journeys.private as string)).toEqual([author, author, author]);
      expect((await get(`/api/journey/${journeys.public}/`, reader)).status).toBe(200);
      expect(await listed(lists, reader, journeys.public as string)).toEqual([true, true, true]);
    },
  );
});
