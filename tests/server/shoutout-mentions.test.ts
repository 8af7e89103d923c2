/**
 * What an approved shoutout links: video-note mentions read as shoutouts (a note's mention of an
 * artist reads as its author's shoutout to that artist where the reader may see it, else as the
 * artist, so notes from before shoutouts keep working); a shoutout's lesson notes
 * (/mycookings/by-e1t1/learn/ and /share/); and a teacher's newly listed lab told to their students.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../src/shared/schemas/notes';
import { type Notification, notificationTarget } from '../../src/shared/schemas/notifications';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { createArtist } from '../helpers/accounts';
import { publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let student: Artist;
let teacher: Artist;
let other: Artist;
let note: Note;
let shoutout: Shoutout;

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const postNote = async (as: Artist, fields: Record<string, unknown>) => {
  const res = await call(t, 'POST', '/api/whatiscooking/cooking/', { video: VIDEO, ...fields }, as.token);
  expect(res.status).toBe(201);
  return res.body as Note;
};
const mentionOf = async (token?: string) =>
  (await call(t, 'GET', `/api/whatiscooking/cooking/${note.uuid}/`, undefined, token)).body.mention1;
const lesson = (side: 'learn' | 'share', uuid: string, token?: string) =>
  call(t, 'GET', `/api/whatiscooking/mycookings/by-e1t1/${side}/?e1t1-uuid=${uuid}`, undefined, token);
const lessons = (res: { body: { results: Note[] } }) => res.body.results.map((n) => n.lesson);

beforeAll(async () => {
  t = await makeTestApp();
  student = await createArtist(t, 'mentionStudent', 'Rue');
  teacher = await createArtist(t, 'mentionTeacher', 'Kid Boogie');
  other = await createArtist(t, 'mentionOther');
  note = await postNote(student, { lesson: 'Waves from the class', access: 5, mention1: teacher.portfolio });
});
afterAll(() => t.close());

describe('a mention', () => {
  it('reads as the artist, with no shoutout uuid, while the author has given them no shoutout', async () => {
    expect(await mentionOf()).toEqual({
      id: teacher.portfolio,
      uuid: null,
      s_teacher_name: 'Kid Boogie',
      s_photo: null,
      teacher: { username: 'mentionTeacher', artist_metadata: { thumb: null } },
    });
  });

  it('reads as the pending shoutout for its two artists only, and for everyone once approved', async () => {
    const image = await readyUpload(t, student.token, 'S');
    const res = await call(
      t,
      'POST',
      '/api/e1t1/sharing/',
      { image, teacher: 'mentionTeacher', s_teacher_name: 'Kid Boogie of Paris' },
      student.token,
    );
    expect(res.status).toBe(201);
    shoutout = res.body as Shoutout;
    const asShoutout = {
      id: teacher.portfolio,
      uuid: shoutout.uuid,
      s_teacher_name: 'Kid Boogie of Paris',
      s_photo: shoutout.image_mini,
      teacher: { username: 'mentionTeacher', artist_metadata: { thumb: null } },
    };
    expect(await mentionOf(student.token)).toEqual(asShoutout);
    expect(await mentionOf(teacher.token)).toEqual(asShoutout);
    expect((await mentionOf(other.token)).uuid).toBeNull();
    expect((await mentionOf()).uuid).toBeNull();

    const approved = await call(t, 'POST', `/api/e1t1/sharing/${shoutout.uuid}/approve/`, {}, teacher.token);
    expect(approved.status).toBe(200);
    expect(await mentionOf()).toEqual(asShoutout);
    expect(await mentionOf(other.token)).toEqual(asShoutout);
  });

  it('is written as the artist id, so a note mentioning an artist through a shoutout keeps its access rule', async () => {
    const only = await postNote(student, { lesson: 'For Kid only', access: 3, mention1: teacher.portfolio });
    expect(only.mention1?.uuid).toBe(shoutout.uuid);
    const read = (token?: string) =>
      call(t, 'GET', `/api/whatiscooking/cooking/${only.uuid}/`, undefined, token);
    expect((await read(teacher.token)).status).toBe(200);
    expect((await read(other.token)).status).toBe(404);
  });
});

describe("a shoutout's lesson notes", () => {
  it("lists the student's notes mentioning the teacher (learn) and the teacher's mentioning the student (share)", async () => {
    await postNote(teacher, { lesson: 'Drills for Rue', access: 5, mention1: student.portfolio });
    await postNote(teacher, { lesson: 'Unrelated', access: 5 });
    await postNote(student, { lesson: 'Not about Kid', access: 5, mention1: other.portfolio });
    expect(lessons(await lesson('learn', shoutout.uuid))).toEqual(['Waves from the class']);
    expect(lessons(await lesson('learn', shoutout.uuid, teacher.token))).toEqual([
      'For Kid only',
      'Waves from the class',
    ]);
    expect(lessons(await lesson('share', shoutout.uuid, other.token))).toEqual(['Drills for Rue']);
  });

  it('is 404 for a shoutout the reader may not see or that does not exist', async () => {
    const image = await readyUpload(t, other.token, 'S');
    const res = await call(
      t,
      'POST',
      '/api/e1t1/sharing/',
      { image, teacher: 'mentionTeacher', s_teacher_name: 'Kid' },
      other.token,
    );
    const pending = (res.body as Shoutout).uuid;
    expect((await lesson('learn', pending)).status).toBe(404);
    expect((await lesson('learn', pending, student.token)).status).toBe(404);
    expect((await lesson('learn', pending, teacher.token)).status).toBe(200);
    expect((await lesson('share', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await lesson('share', '')).status).toBe(404);
  });
});

describe("a teacher's newly listed lab", () => {
  it('is told once to the students of their approved shoutouts, in their language, linking to the lab', async () => {
    const { plab } = await publishLab(t, teacher, 'Boogaloo roots', { price: '0' });
    const bell = async (as: Artist, language = 'en') =>
      (
        (
          await call(t, 'GET', '/api/notifications/e1t1/', undefined, as.token, {
            'accept-language': language,
          })
        ).body.results as Notification[]
      ).filter((n) => n.notification_context === 6);
    const [told, ...more] = await bell(student);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      sender: 'mentionTeacher',
      notification_type: 1,
      text: 'mentionTeacher, who taught you, published a new lab: Boogaloo roots.',
      plab_created_object: plab.uuid,
    });
    expect(notificationTarget(told as Notification)).toBe(`/publishedlabs/${plab.uuid}`);
    expect((await bell(student, 'fr'))[0]?.text).toBe(
      'mentionTeacher, qui vous a appris, a publié un nouveau lab : Boogaloo roots.',
    );
    // 'other' gave a shoutout that is still pending: not a student yet.
    expect(await bell(other)).toEqual([]);
  });
});
