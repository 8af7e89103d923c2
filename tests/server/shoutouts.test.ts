/**
 * Shoutouts (/api/e1t1/sharing/): the spec's fields and messages, the approval states (pending,
 * approved, declined, withdrawn) and who may see and change each, the lists and their counts, and the
 * notifications they make.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/e1t1/sharing';

let t: TestContext;
type Artist = Awaited<ReturnType<typeof createArtist>>;
let student: Artist;
let teacher: Artist;
let other: Artist;

const post = async (as: Artist, fields: Record<string, unknown>) =>
  call(t, 'POST', `${BASE}/`, { image: await readyUpload(t, as.token, 'S'), ...fields }, as.token);
const get = (ref: string, token?: string) => call(t, 'GET', `${BASE}/${ref}/`, undefined, token);
const list = (path: string, token?: string) => call(t, 'GET', `${BASE}/${path}`, undefined, token);
const uuids = (res: { body: { results: Shoutout[] } }) => res.body.results.map((s) => s.uuid);
const bell = async (as: Artist) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, as.token)).body.results as {
    text: string;
    notification_context: number;
    notification_type: number;
    e1t1object: string | null;
  }[];

beforeAll(async () => {
  t = await makeTestApp();
  student = await createArtist(t, 'studentRue', 'Rue');
  teacher = await createArtist(t, 'teacherKid', 'Kid');
  other = await createArtist(t, 'otherPop');
});
afterAll(() => t.close());

describe('giving a shoutout', () => {
  it('to an artist without a portfolio is public at once, with every field as given', async () => {
    const res = await post(student, {
      s_teacher_name: 'Mr. Wiggles',
      s_teacher_country: 'US',
      s_appreciation: 'Patience with my waves',
      s_learnings: 'Isolations first',
      s_location: 'Paris',
      s_teacher_video: 'https://youtube.com/shorts/dQw4w9WgXcQ',
      occured: '2026-10-03',
    });
    expect(res.status).toBe(201);
    const shoutout = res.body as Shoutout;
    expect(shoutout).toMatchObject({
      username: 'studentRue',
      student: { username: 'studentRue', artist_name: 'Rue', artist_metadata: { thumb: null } },
      teacher: null,
      status: 'approved',
      s_teacher_name: 'Mr. Wiggles',
      s_teacher_country: 'US',
      s_student_country: 'US',
      s_appreciation: 'Patience with my waves',
      s_learnings: 'Isolations first',
      s_location: 'Paris',
      s_teacher_video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      occured: '2026-10-03',
    });
    expect(shoutout.image).toMatch(/^\/media\/medium\/s-/);
    expect(shoutout.s_photo).toBe(shoutout.image_mini);
    expect((await get(shoutout.uuid)).body).toEqual(shoutout);
    expect(uuids(await list(''))).toContain(shoutout.uuid);
  });

  it('is dated today when no date is given, and answers a repeat of its uuid once', async () => {
    const uuid = randomUUID();
    const image = await readyUpload(t, student.token, 'S');
    const body = { uuid, image, s_teacher_name: 'Popping Pete' };
    const first = await call(t, 'POST', `${BASE}/`, body, student.token);
    expect(first.status).toBe(201);
    expect(first.body.occured).toBe(new Date().toISOString().slice(0, 10));
    const again = await call(t, 'POST', `${BASE}/`, body, student.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const taken = await call(
      t,
      'POST',
      `${BASE}/`,
      { ...body, image: await readyUpload(t, other.token, 'S') },
      other.token,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.uuid).toBeDefined();
  });

  it("refuses what the form refuses, with the spec's messages", async () => {
    const image = await readyUpload(t, student.token, 'S');
    const refused = async (fields: Record<string, unknown>) => {
      const res = await call(
        t,
        'POST',
        `${BASE}/`,
        { image, s_teacher_name: 'Name', ...fields },
        student.token,
      );
      expect(res.status).toBe(400);
      return res.body;
    };
    expect((await refused({ s_teacher_name: ' ' })).s_teacher_name).toEqual(['Required.']);
    expect((await refused({ image: '' })).image).toEqual(['Please upload at least one image.']);
    expect((await refused({ s_teacher_video: 'https://vimeo.com/1' })).s_teacher_video).toEqual([
      'Enter a valid Url',
    ]);
    expect((await refused({ s_teacher_video: 'https://youtu.be/ dQw4w9WgXcQ' })).s_teacher_video).toEqual([
      'No spaces are allowed.',
    ]);
    expect((await refused({ occured: '2026-02-30' })).occured).toEqual(['Date is required']);
    expect((await refused({ s_teacher_name: 'x'.repeat(256) })).s_teacher_name).toEqual([
      'Must be less than 255 characters',
    ]);
    expect((await refused({ s_teacher_country: 'XX' })).s_teacher_country).toEqual([
      'Choose a country from the list.',
    ]);
    expect((await refused({ teacher: 'nobodyHere' })).teacher).toEqual(['Choose an artist from the list.']);
    expect((await refused({ teacher: 'STUDENTRUE' })).teacher).toEqual([
      'You cannot give yourself a shoutout.',
    ]);
    // Someone else's image, or one of another kind, is not the author's cover.
    expect((await refused({ image: await readyUpload(t, other.token, 'S') })).image).toEqual([
      'Upload the photo again.',
    ]);
    expect((await refused({ image: await readyUpload(t, student.token, 'P') })).image).toEqual([
      'Upload the photo again.',
    ]);
  });

  it('needs a signed-in artist', async () => {
    const body = { s_teacher_name: 'Name', image: await readyUpload(t, student.token, 'S') };
    expect((await call(t, 'POST', `${BASE}/`, body)).status).toBe(401);
    const fan = await createVerifiedUser(t, { username: 'noPortfolio' });
    expect((await call(t, 'POST', `${BASE}/`, body, fan.token)).status).toBe(403);
  });
});

describe('a shoutout that tags an artist', () => {
  let pending: Shoutout;

  beforeAll(async () => {
    const res = await post(student, { s_teacher_name: 'Kid', teacher: 'teacherkid' });
    expect(res.status).toBe(201);
    pending = res.body;
  });

  it('waits for the artist, who is asked; only the two of them see it meanwhile', async () => {
    expect(pending.status).toBe('pending');
    expect(pending.teacher).toEqual({
      id: teacher.portfolio,
      username: 'teacherKid',
      artist_name: 'Kid',
      artist_metadata: { thumb: null },
    });
    expect((await get(pending.uuid, student.token)).status).toBe(200);
    expect((await get(pending.uuid, teacher.token)).status).toBe(200);
    expect((await get(pending.uuid, other.token)).status).toBe(404);
    expect((await get(pending.uuid)).status).toBe(404);
    for (const token of [other.token, undefined]) {
      const recent = await list('', token);
      expect(uuids(recent)).not.toContain(pending.uuid);
      expect(recent.body.count).toBe(recent.body.results.length);
      const students = await list('list/students/?username=teacherKid', token);
      expect(students.body).toMatchObject({ count: 0, results: [] });
    }
    expect(uuids(await list('list/students/', teacher.token))).toEqual([pending.uuid]);
    const [asked] = await bell(teacher);
    expect(asked).toMatchObject({
      text: 'studentRue gave you a shoutout. Approve it to show it on your portfolio.',
      notification_context: NOTIFICATION_CONTEXT.post,
      notification_type: NOTIFICATION_TYPE.tagged,
      e1t1object: pending.uuid,
    });
  });

  it('is one per artist: a second is refused under the tag', async () => {
    const res = await post(student, { s_teacher_name: 'Kid again', teacher: 'teacherKid' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 0: ['You have already given this artist a shoutout.'] });
  });

  it('is answered by the tagged artist alone; approved, everyone sees it and its author hears of it', async () => {
    const approve = (token?: string) => call(t, 'POST', `${BASE}/${pending.uuid}/approve/`, {}, token);
    expect((await approve()).status).toBe(401);
    expect((await approve(other.token)).status).toBe(404);
    expect((await approve(student.token)).status).toBe(403);
    const res = await approve(teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect((await approve(teacher.token)).status).toBe(200);
    expect((await get(pending.uuid)).body.status).toBe('approved');
    expect(uuids(await list('list/students/?username=teacherKid'))).toEqual([pending.uuid]);
    expect(uuids(await list('list/teachers/?username=studentRue'))).toContain(pending.uuid);
    const approvals = (await bell(student)).filter(
      (n) => n.notification_type === NOTIFICATION_TYPE.shoutoutApproved,
    );
    expect(approvals).toEqual([
      expect.objectContaining({ text: 'teacherKid approved your shoutout.', e1t1object: pending.uuid }),
    ]);
  });

  it("leaves the artist's portfolio when declined, seen again by the two of them only", async () => {
    const res = await call(t, 'POST', `${BASE}/${pending.uuid}/decline/`, {}, teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('declined');
    expect((await get(pending.uuid, other.token)).status).toBe(404);
    expect((await list('list/students/?username=teacherKid', other.token)).body.count).toBe(0);
    expect(uuids(await list('list/teachers/', student.token))).toContain(pending.uuid);
  });

  it('is edited by its author alone, with only the changed fields; tagging another artist asks them', async () => {
    const patch = (body: unknown, token?: string) =>
      call(t, 'PATCH', `${BASE}/${pending.uuid}/`, body, token);
    expect((await patch({ s_location: 'Lyon' })).status).toBe(401);
    expect((await patch({ s_location: 'Lyon' }, other.token)).status).toBe(404);
    expect((await patch({ s_location: 'Lyon' }, teacher.token)).status).toBe(403);
    expect((await patch({ s_teacher_name: 'Kid' }, student.token)).body).toEqual({ detail: 'No change' });
    const edited = await patch({ s_location: 'Lyon' }, student.token);
    expect(edited.body).toMatchObject({ s_location: 'Lyon', status: 'declined' });

    const retagged = await patch({ teacher: 'otherPop' }, student.token);
    expect(retagged.body).toMatchObject({ status: 'pending', teacher: { username: 'otherPop' } });
    expect((await get(pending.uuid, teacher.token)).status).toBe(404);
    expect((await bell(teacher)).map((n) => n.e1t1object)).not.toContain(pending.uuid);
    expect((await bell(other))[0]).toMatchObject({ e1t1object: pending.uuid, notification_type: 1 });
    const untagged = await patch({ teacher: '' }, student.token);
    expect(untagged.body).toMatchObject({ status: 'approved', teacher: null });
    expect((await get(pending.uuid)).status).toBe(200);
  });

  it('is withdrawn by its author alone', async () => {
    const remove = (token?: string) => call(t, 'DELETE', `${BASE}/${pending.uuid}/`, undefined, token);
    expect((await remove()).status).toBe(401);
    expect((await remove(other.token)).status).toBe(403);
    expect((await remove(student.token)).status).toBe(204);
    expect((await get(pending.uuid, student.token)).status).toBe(404);
    expect((await remove(student.token)).status).toBe(404);
  });
});

describe('the lists', () => {
  it('name the caller without a username, and need one from a guest', async () => {
    expect((await list('list/teachers/')).status).toBe(401);
    expect((await list('list/students/')).status).toBe(401);
    const mine = await list('list/teachers/', student.token);
    expect(mine.status).toBe(200);
    expect(mine.body.results.every((s: Shoutout) => s.username === 'studentRue')).toBe(true);
    expect((await list('list/teachers/?username=nobodyAtAll')).body).toMatchObject({ count: 0, results: [] });
    expect(
      (await list('?username=studentRue')).body.results.every((s: Shoutout) => s.username === 'studentRue'),
    ).toBe(true);
  });

  it('page newest first with next links', async () => {
    const first = await list('?page_size=1');
    expect(first.body.results).toHaveLength(1);
    expect(first.body.next).toMatch(/after=/);
    const second = await call(t, 'GET', new URL(first.body.next).pathname + new URL(first.body.next).search);
    expect(second.body.results[0].id).toBeLessThan(first.body.results[0].id);
  });
});
