/**
 * The access matrix of a workshop's door (issue 29), tried by every role: the organiser, the tagged
 * artist, a goer, another artist, a guest and an artist the organiser blocked. Only the organiser reads
 * the door and checks in; only the goer gets their own code; the headcount is everyone's who sees the
 * workshop. A hidden workshop's door is its organiser's alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../src/server/db/schema';
import { workshopsApi } from '../../src/shared/api-paths';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { createArtist } from '../helpers/accounts';
import { block } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Role = 'guest' | 'blocked' | 'other' | 'goer' | 'teacher' | 'organiser';
const ROLES: Role[] = ['guest', 'blocked', 'other', 'goer', 'teacher', 'organiser'];

let t: TestContext;
const tokens = {} as Record<Role, string | undefined>;
let workshop: Workshop;
let going: number;

const answer = (method: string, path: string, role: Role, body?: unknown) =>
  call(t, method, `/api${path}`, body, tokens[role]);
const status = async (method: string, path: string, role: Role, body?: unknown) =>
  (await answer(method, path, role, body)).status;

/** Only the organiser may: the blocked 404 (the workshop is not there for them), a guest 401, others 403. */
const organiserOnly = (ok: number): Record<Role, number> => ({
  guest: 401,
  blocked: 404,
  other: 403,
  goer: 403,
  teacher: 403,
  organiser: ok,
});

type Row = [name: string, (role: Role) => Promise<unknown>, Record<Role, unknown>];
const rows = (): Row[] => [
  [
    'GET workshop: my_door is the goer’s alone',
    async (r) => {
      const read = await answer('GET', workshopsApi.workshop(workshop.uuid), r);
      return read.status === 200 ? (read.body as Workshop).my_door !== null : read.status;
    },
    { guest: false, blocked: 404, other: false, goer: true, teacher: false, organiser: false },
  ],
  [
    'GET workshop: attended_count',
    async (r) => (await answer('GET', workshopsApi.workshop(workshop.uuid), r)).body.attended_count ?? 404,
    { guest: 1, blocked: 404, other: 1, goer: 1, teacher: 1, organiser: 1 },
  ],
  ['GET door', (r) => status('GET', workshopsApi.door(workshop.uuid), r), organiserOnly(200)],
  [
    'POST door checkin',
    (r) => status('POST', workshopsApi.checkin, r, { workshop_uuid: workshop.uuid, going }),
    organiserOnly(200),
  ],
];

beforeAll(async () => {
  t = await makeTestApp();
  const [organiser, teacher, goer, other, blocked] = await Promise.all(
    ['dooraOrg', 'dooraTeacher', 'dooraGoer', 'dooraOther', 'dooraBlocked'].map((name) =>
      createArtist(t, name),
    ),
  );
  Object.assign(tokens, {
    organiser: organiser?.token,
    teacher: teacher?.token,
    goer: goer?.token,
    other: other?.token,
    blocked: blocked?.token,
  });
  const poster = await readyUpload(t, tokens.organiser as string, 'W');
  const made = {
    title: 'Matrix Class',
    poster,
    start_date: '2031-05-05',
    country: 'FR',
    teacher1: 'dooraTeacher',
  };
  workshop = (await answer('POST', workshopsApi.create, 'organiser', made)).body;
  await answer('POST', workshopsApi.going, 'goer', { workshop: workshop.uuid });
  going = (await answer('GET', workshopsApi.workshop(workshop.uuid), 'goer')).body.my_door.going;
  await answer('POST', workshopsApi.checkin, 'organiser', { workshop_uuid: workshop.uuid, going });
  await block(t, organiser?.id as number, blocked?.id as number);
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it.each(rows().map((row) => [row[0], row] as const))('%s', async (_name, [, attempt, expected]) => {
    const got: Partial<Record<Role, unknown>> = {};
    for (const role of ROLES) got[role] = await attempt(role);
    expect(got).toEqual(expected);
  });
});

describe('a workshop a moderator hid', () => {
  it('has its door read and written by its organiser alone', async () => {
    await t.deps.db.update(workshops).set({ hiddenAt: new Date() }).where(eq(workshops.uuid, workshop.uuid));
    const expected = { ...organiserOnly(200), other: 404, goer: 404, teacher: 404 };
    for (const [, attempt] of rows().slice(2)) {
      const got: Partial<Record<Role, unknown>> = {};
      for (const role of ROLES) got[role] = await attempt(role);
      expect(got).toEqual(expected);
    }
  });
});
