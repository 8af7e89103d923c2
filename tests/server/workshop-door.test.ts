/**
 * Check-in at a workshop's door (issue 29): each goer's code reaches them alone; the organiser checks
 * goers in by code or from the list (twice counts once, a wrong code is a 400, someone not going a
 * 404), reads who attended and the headcount; everyone else is refused. A goer checked in stays going. The migration gives goers
 * made before it a code. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopGoing } from '../../src/server/db/schema';
import { workshopsApi } from '../../src/shared/api-paths';
import type { DoorList } from '../../src/shared/schemas/workshop-door';
import { type Workshop, workshopMsg } from '../../src/shared/schemas/workshops';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { block, unblockAll } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Person = { id: number; token: string };
let t: TestContext;
let organiser: Person;
let ana: Person;
let ben: Person;
let stranger: Person;
let workshop: Workshop;

const api = (method: string, path: string, who?: Person, body?: unknown) =>
  call(t, method, `/api${path}`, body, who?.token);
const read = async (who?: Person) =>
  (await api('GET', workshopsApi.workshop(workshop.uuid), who)).body as Workshop;
const door = (who?: Person) => api('GET', workshopsApi.door(workshop.uuid), who);
const checkin = (who: Person | undefined, body: Record<string, unknown>) =>
  api('POST', workshopsApi.checkin, who, { workshop_uuid: workshop.uuid, ...body });

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'doorOrganiser');
  ana = await createArtist(t, 'doorAna');
  ben = await createArtist(t, 'doorBen');
  const plain = await createVerifiedUser(t, { username: 'doorStranger' });
  stranger = { id: plain.user.id, token: plain.token };
  const poster = await readyUpload(t, organiser.token, 'W');
  const made = { title: 'Door Class', poster, start_date: '2031-03-03', country: 'FR' };
  workshop = (await api('POST', workshopsApi.create, organiser, made)).body;
  for (const who of [ana, ben]) await api('POST', workshopsApi.going, who, { workshop: workshop.uuid });
});
afterAll(() => t.close());

describe('a goer’s code', () => {
  it('reaches the goer alone, in the read and in their lists', async () => {
    const mine = (await read(ana)).my_door;
    expect(mine).toEqual({
      going: expect.any(Number),
      code: expect.stringMatching(/^[\w-]{16}$/),
      attended: false,
    });
    expect((await read(ben)).my_door?.code).not.toBe(mine?.code);
    for (const who of [organiser, stranger, undefined]) expect((await read(who)).my_door).toBeNull();
    const going = await api('GET', workshopsApi.myGoing(10), ana);
    expect(going.body.results[0].my_door).toEqual(mine);
    const everyone = await api('GET', workshopsApi.upcoming(10), stranger);
    expect(JSON.stringify(everyone.body)).not.toContain(mine?.code);
    expect(JSON.stringify((await door(organiser)).body)).not.toContain(mine?.code);
  });
});

describe('the organiser’s door', () => {
  it('checks a goer in by their code once, however often it is sent', async () => {
    const mine = (await read(ana)).my_door;
    const body = { going: mine?.going, code: mine?.code };
    const first = await checkin(organiser, body);
    expect(first).toMatchObject({
      status: 200,
      body: { id: mine?.going, username: 'doorAna', attended: true },
    });
    const [stored] = await t.deps.db
      .select()
      .from(workshopGoing)
      .where(eq(workshopGoing.id, mine?.going ?? 0));
    expect((await checkin(organiser, body)).body.attended).toBe(true);
    const [again] = await t.deps.db
      .select()
      .from(workshopGoing)
      .where(eq(workshopGoing.id, mine?.going ?? 0));
    expect(again?.attendedAt).toEqual(stored?.attendedAt);
    expect(await read(ana)).toMatchObject({ my_door: { ...mine, attended: true }, attended_count: 1 });
  });

  it('ticks a goer from the list without a code, and unticks them', async () => {
    const going = (await read(ben)).my_door?.going;
    expect((await checkin(organiser, { going })).body.attended).toBe(true);
    expect((await read(stranger)).attended_count).toBe(2);
    expect((await checkin(organiser, { going, attended: false })).body.attended).toBe(false);
    expect((await read(ben)).my_door?.attended).toBe(false);
  });

  it('refuses a wrong code with a clear message, and someone not going with a 404', async () => {
    const going = (await read(ben)).my_door?.going;
    expect(await checkin(organiser, { going, code: 'A'.repeat(16) })).toMatchObject({
      status: 400,
      body: { code: [workshopMsg.wrongCode] },
    });
    expect((await read(ben)).my_door?.attended).toBe(false);
    expect((await checkin(organiser, { going: 2147483647 })).status).toBe(404);
    expect((await checkin(organiser, { going: 2147483648 })).status).toBe(400);
    const elsewhere = {
      title: 'Other',
      poster: await readyUpload(t, ana.token, 'W'),
      start_date: '2031-04-04',
      country: 'FR',
    };
    const other: Workshop = (await api('POST', workshopsApi.create, ana, elsewhere)).body;
    await api('POST', workshopsApi.going, ben, { workshop: other.uuid });
    const theirs = (await api('GET', workshopsApi.workshop(other.uuid), ben)).body.my_door;
    expect((await checkin(organiser, { going: theirs.going, code: theirs.code })).status).toBe(404);
    const gone = await api('POST', workshopsApi.checkin, organiser, {
      workshop_uuid: randomUUID(),
      going: 1,
    });
    expect(gone.status).toBe(404);
  });

  it('reads who is going, who attended and the headcount', async () => {
    const { body, status } = await door(organiser);
    expect(status).toBe(200);
    const list = body as DoorList;
    expect(list).toMatchObject({ count: 2, going_count: 2, attended_count: 1 });
    expect(list.results.map((g) => [g.username, g.attended])).toEqual([
      ['doorBen', false],
      ['doorAna', true],
    ]);
  });
});

describe('a goer checked in', () => {
  it('keeps their place: unsaying going is a 409 that changes nothing, as it is for one not checked in', async () => {
    const refused = await api('DELETE', workshopsApi.notGoing(workshop.uuid), ana);
    expect(refused).toMatchObject({ status: 409, body: { detail: workshopMsg.stayAttended } });
    expect(await read(ana)).toMatchObject({ is_going: true, my_door: { attended: true }, attended_count: 1 });
    const other = await api('DELETE', workshopsApi.notGoing(workshop.uuid), stranger);
    expect(other.status).toBe(200);
    expect((await read(stranger)).going_count).toBe(2);
  });
});

describe('everyone else at the door', () => {
  it('is refused: a goer, a stranger 403, a guest 401', async () => {
    const going = (await read(ben)).my_door?.going;
    for (const who of [ana, ben, stranger]) {
      expect((await door(who)).status).toBe(403);
      expect((await checkin(who, { going })).status).toBe(403);
    }
    expect((await door()).status).toBe(401);
    expect((await checkin(undefined, { going })).status).toBe(401);
    expect((await read(ben)).my_door?.attended).toBe(false);
  });

  it('is a 404 for one the organiser blocked, who no longer sees the workshop', async () => {
    await block(t, organiser.id, stranger.id);
    expect((await door(stranger)).status).toBe(404);
    expect((await checkin(stranger, { going: 1 })).status).toBe(404);
    await unblockAll(t);
  });
});

describe('the migration', () => {
  it('gives each goer made before it a 16-character url-safe code of their own', async () => {
    const file = new URL('../../src/server/db/migrations/0027_workshop_door.sql', import.meta.url);
    const update = (await readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE'));
    await t.deps.db.execute(sql.raw(update ?? 'missing'));
    const codes = (await t.deps.db.select({ code: workshopGoing.code }).from(workshopGoing)).map(
      (r) => r.code,
    );
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[\w-]{16}$/);
  });
});
