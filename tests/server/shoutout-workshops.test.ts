/**
 * A shoutout names the workshop where the teaching was (issue 29): any workshop its author may see,
 * shown to each reader as they may see it, `attended` once the organiser checked the author in at the
 * door; a pending or declined one shows it to no one new; the data download keeps its uuid. Every read
 * stays one statement with the workshop joined in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../src/server/db/schema';
import { shoutoutsDownload } from '../../src/server/features/shoutouts/shoutouts.download';
import { workshopsApi } from '../../src/shared/api-paths';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { type Workshop, workshopMsg } from '../../src/shared/schemas/workshops';
import { createArtist } from '../helpers/accounts';
import { block, hide, unblockAll } from '../helpers/community-states';
import { countQueries, type QueryCounter } from '../helpers/query-count';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/e1t1/sharing';
type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let counter: QueryCounter;
let student: Artist;
let teacher: Artist;
let other: Artist;
let wave: Workshop;

const get = (ref: string, who?: Artist) => call(t, 'GET', `${BASE}/${ref}/`, undefined, who?.token);
const list = (path: string, who?: Artist) => call(t, 'GET', `${BASE}/${path}`, undefined, who?.token);
const patch = (ref: string, body: unknown, who: Artist) =>
  call(t, 'PATCH', `${BASE}/${ref}/`, body, who.token);
const post = async (fields: Record<string, unknown>) =>
  call(
    t,
    'POST',
    `${BASE}/`,
    { image: await readyUpload(t, student.token, 'S'), s_teacher_name: 'Kid', ...fields },
    student.token,
  );
const found = (res: { body: { results: Shoutout[] } }, uuid: string) =>
  res.body.results.find((s) => s.uuid === uuid);

async function workshopBy(organiser: Artist, title: string): Promise<Workshop> {
  const body = {
    title,
    poster: await readyUpload(t, organiser.token, 'W'),
    start_date: '2031-05-05',
    country: 'FR',
  };
  return (await call(t, 'POST', `/api${workshopsApi.create}`, body, organiser.token)).body;
}
const goTo = (who: Artist, workshop: Workshop) =>
  call(t, 'POST', `/api${workshopsApi.going}`, { workshop: workshop.uuid }, who.token);
/** The organiser checks `who` in at the door (POST door/checkin/), from the list. */
async function checkIn(organiser: Artist, who: Artist, workshop: Workshop) {
  const read = await call(t, 'GET', `/api${workshopsApi.workshop(workshop.uuid)}`, undefined, who.token);
  const body = { workshop_uuid: workshop.uuid, going: read.body.my_door.going };
  expect((await call(t, 'POST', `/api${workshopsApi.checkin}`, body, organiser.token)).status).toBe(200);
}

beforeAll(async () => {
  t = await makeTestApp();
  // Before the first request: a prepared statement keeps the logger it was made with.
  counter = countQueries(t.deps.db);
  student = await createArtist(t, 'citingStudent');
  teacher = await createArtist(t, 'citedTeacher');
  other = await createArtist(t, 'citingOther');
  wave = await workshopBy(teacher, 'Wave Class');
  expect((await goTo(student, wave)).status).toBe(201);
});
afterAll(async () => {
  counter.stop();
  await t.close();
});

describe('naming a workshop', () => {
  it('the teacher organised shows it to both artists, and is changed or cleared by an edit', async () => {
    const res = await post({ teacher: teacher.username, workshop: wave.uuid });
    expect(res.status).toBe(201);
    const named = { uuid: wave.uuid, title: 'Wave Class', attended: false };
    expect(res.body.workshop).toEqual(named);
    expect((await get(res.body.uuid, teacher)).body.workshop).toEqual(named);
    expect(found(await list('list/students/', teacher), res.body.uuid)?.workshop).toEqual(named);
    const elsewhere = await workshopBy(other, 'Other Class');
    expect((await patch(res.body.uuid, { workshop: elsewhere.uuid }, student)).body.workshop).toEqual({
      uuid: elsewhere.uuid,
      title: 'Other Class',
      attended: false,
    });
    expect((await patch(res.body.uuid, { workshop: elsewhere.uuid }, student)).body).toEqual({
      detail: 'No change',
    });
    expect((await patch(res.body.uuid, { workshop: '' }, student)).body.workshop).toBeNull();
    expect((await post({ s_teacher_name: 'None' })).body.workshop).toBeNull();
    await call(t, 'DELETE', `${BASE}/${res.body.uuid}/`, undefined, student.token);
  });

  it('refuses on the field one that is unknown, not a uuid, hidden or kept from the author', async () => {
    const hidden = await workshopBy(other, 'Hidden Class');
    await hide(t, workshops, hidden.uuid);
    const blocking = await workshopBy(other, 'Blocking Class');
    await block(t, other.id, student.id);
    for (const workshop of [randomUUID(), 'not-a-uuid', hidden.uuid, blocking.uuid]) {
      const res = await post({ workshop });
      expect(res).toMatchObject({ status: 400, body: { workshop: [workshopMsg.unknownWorkshop] } });
    }
    const kept = await post({ s_teacher_name: 'Kept' });
    const refused = await patch(kept.body.uuid, { workshop: blocking.uuid }, student);
    expect(refused).toMatchObject({ status: 400, body: { workshop: [workshopMsg.unknownWorkshop] } });
    expect((await get(kept.body.uuid, student)).body.workshop).toBeNull();
    await unblockAll(t);
  });
});

describe('attendance', () => {
  let approved: Shoutout;

  beforeAll(async () => {
    approved = (await post({ s_teacher_name: 'Wave teacher', workshop: wave.uuid })).body;
  });

  it("is the author's check-in alone, made at the door by the organiser", async () => {
    expect((await goTo(other, wave)).status).toBe(201);
    await checkIn(teacher, other, wave);
    expect((await get(approved.uuid)).body.workshop.attended).toBe(false);
    await checkIn(teacher, student, wave);
    for (const who of [student, teacher, other, undefined]) {
      expect((await get(approved.uuid, who)).body.workshop).toEqual({
        uuid: wave.uuid,
        title: 'Wave Class',
        attended: true,
      });
      expect(found(await list('', who), approved.uuid)?.workshop?.attended).toBe(true);
      const given = await list(`list/teachers/?username=${student.username}`, who);
      expect(found(given, approved.uuid)?.workshop?.attended).toBe(true);
    }
  });

  it('is not shown to a reader the workshop is kept from, who still sees the shoutout', async () => {
    const reader = await createArtist(t, 'citingReader');
    await block(t, teacher.id, reader.id);
    const res = await get(approved.uuid, reader);
    expect(res.status).toBe(200);
    expect(res.body.workshop).toBeNull();
    expect(found(await list('', reader), approved.uuid)?.workshop).toBeNull();
    await unblockAll(t);
  });

  it('travels in the data download as the workshop uuid', async () => {
    const rows = (await shoutoutsDownload.read(t.deps, student.id)) as { uuid: string; workshop: string }[];
    expect(rows.find((row) => row.uuid === approved.uuid)?.workshop).toBe(wave.uuid);
  });

  it('keeps a detail one statement and a list two (its page and its count)', async () => {
    const statements = async (path: string) => {
      expect((await call(t, 'GET', path, undefined, other.token)).status).toBe(200);
      counter.reset();
      expect((await call(t, 'GET', path, undefined, other.token)).status).toBe(200);
      return counter.statements().length;
    };
    expect(await statements(`${BASE}/${approved.uuid}/`)).toBe(1);
    expect(await statements(`${BASE}/`)).toBe(2);
  });
});

describe('a pending or declined shoutout', () => {
  it('shows the workshop it names to its two artists and no one else', async () => {
    const quiet = await workshopBy(teacher, 'Quiet Class');
    await goTo(student, quiet);
    await checkIn(teacher, student, quiet);
    const res = await post({ teacher: teacher.username, workshop: quiet.uuid });
    const named = { uuid: quiet.uuid, title: 'Quiet Class', attended: true };
    for (const answer of ['pending', 'decline']) {
      if (answer === 'decline') await call(t, 'POST', `${BASE}/${res.body.uuid}/decline/`, {}, teacher.token);
      for (const who of [student, teacher])
        expect((await get(res.body.uuid, who)).body.workshop).toEqual(named);
      for (const who of [other, undefined]) {
        expect((await get(res.body.uuid, who)).status).toBe(404);
        for (const path of [
          '',
          `list/teachers/?username=${student.username}`,
          `list/students/?username=${teacher.username}`,
        ]) {
          const seen = await list(path, who);
          expect(seen.status).toBe(200);
          expect(JSON.stringify(seen.body)).not.toContain(quiet.uuid);
        }
      }
    }
  });
});
