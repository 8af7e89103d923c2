/**
 * A note's author asks its tagged teacher about a moment of the video (issue 28): the tag's idea and
 * moment, read with the note, one bell notification for the teacher (renewed when the question
 * changes), and who may ask what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { practiceMsg } from '../../src/shared/schemas/practice';
import { createArtist } from '../helpers/accounts';
import { block, unblockAll } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
const BASE = '/api/whatiscooking';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let t: TestContext;
let author: Artist;
let teacher: Artist;
let stranger: Artist;

/** A note of `author`'s with `teacher` tagged: the note and the tag. */
async function taggedNote(access = 5) {
  const note = (await call(t, 'POST', `${BASE}/cooking/`, { video: VIDEO, access }, author.token)).body;
  const tag = await call(
    t,
    'POST',
    `${BASE}/taggedteachers/`,
    { cookingidobj: note.id, shareidobj: teacher.portfolio },
    author.token,
  );
  expect(tag.status).toBe(201);
  return { note, tag: tag.body as { id: number; uuid: string } };
}

const ask = (ref: string | number, body: unknown, token = author.token) =>
  call(t, 'PATCH', `${BASE}/taggedteachers/${ref}/`, body, token);

const questions = async () =>
  (
    (await call(t, 'GET', '/api/notifications/e1t1/', undefined, teacher.token)).body.results as {
      text: string;
      notification_type: number;
      cookingobject: string;
    }[]
  ).filter((n) => n.notification_type === 13);

beforeAll(async () => {
  t = await makeTestApp();
  author = await createArtist(t, 'askingAva');
  teacher = await createArtist(t, 'teacherTim', 'Tim Teacher');
  stranger = await createArtist(t, 'strangerSal');
});
afterAll(() => t.close());

describe('asking a tagged teacher about a moment', () => {
  it('keeps the question on the tag, reads it with the note, and tells the teacher once', async () => {
    const { note, tag } = await taggedNote();
    const asked = await ask(tag.uuid, { idea: 'Is my weight right here?', at: 42 });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ id: tag.id, idea: 'Is my weight right here?', at: 42 });
    const read = await call(t, 'GET', `${BASE}/cooking/${note.uuid}/`, undefined, stranger.token);
    expect(read.body.taggedteachers).toEqual([
      expect.objectContaining({
        username: 'teacherTim',
        artist_name: 'Tim Teacher',
        idea: 'Is my weight right here?',
        at: 42,
      }),
    ]);
    expect(await questions()).toEqual([
      expect.objectContaining({
        text: 'askingAva asks you about 0:42 in their video note: Is my weight right here?',
        cookingobject: note.uuid,
      }),
    ]);
    // The same question again tells nobody again; a new one replaces the notice.
    await ask(tag.id, { idea: 'Is my weight right here?', at: 42 });
    expect(await questions()).toHaveLength(1);
    await ask(tag.id, { idea: 'And the arms?', at: 3725 });
    const [renewed, ...rest] = await questions();
    expect(rest.filter((n) => n.cookingobject === note.uuid)).toEqual([]);
    expect(renewed?.text).toBe('askingAva asks you about 1:02:05 in their video note: And the arms?');
  });

  it('takes a question back with an empty idea, its moment with it', async () => {
    const { tag } = await taggedNote();
    await ask(tag.id, { idea: 'Timing?', at: 10 });
    const cleared = await ask(tag.id, { idea: '  ', at: 10 });
    expect(cleared.body).toMatchObject({ idea: '', at: null });
  });

  it('refuses a teacher who cannot see the note, a stranger, a block, and a bad moment', async () => {
    const { tag } = await taggedNote(1);
    expect((await ask(tag.id, { idea: 'Hm?', at: 1 })).body).toEqual({ idea: [msg.teacherCannotSee] });
    const open = await taggedNote();
    expect((await ask(open.tag.id, { idea: 'Mine?', at: 1 }, stranger.token)).status).toBe(403);
    expect((await ask(open.tag.id, { idea: 'Mine?', at: 1 }, teacher.token)).status).toBe(403);
    expect((await ask(999999, { idea: 'Where?', at: 1 })).status).toBe(404);
    expect((await ask('2147483648', { idea: 'Where?', at: 1 })).status).toBeLessThan(500);
    for (const at of [-1, 43_201, 1.5, '42'])
      expect((await ask(open.tag.id, { idea: 'When?', at })).body, String(at)).toEqual({
        at: [practiceMsg.momentInvalid],
      });
    await block(t, teacher.id, author.id);
    expect((await ask(open.tag.id, { idea: 'Still there?', at: 1 })).status).toBe(403);
    await unblockAll(t);
  });
});
