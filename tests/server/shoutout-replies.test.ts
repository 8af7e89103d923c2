/**
 * Love, comments and personal messages on a shoutout: who may add and read each (anyone who may see
 * the shoutout; messages only its two artists), one love per user, deleting one's own, and the
 * notifications they make.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/e1t1/sharing';

let t: TestContext;
type Artist = Awaited<ReturnType<typeof createArtist>>;
let student: Artist;
let teacher: Artist;
let other: Artist;
let pending: { id: number; uuid: string };
let open: { id: number; uuid: string };

const give = async (fields: Record<string, unknown>) => {
  const image = await readyUpload(t, student.token, 'S');
  const res = await call(t, 'POST', `${BASE}/`, { image, ...fields }, student.token);
  expect(res.status).toBe(201);
  return res.body as { id: number; uuid: string };
};
const bell = async (as: Artist) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, as.token)).body.results as {
    text: string;
    notification_context: number;
    notification_type: number;
    e1t1object: string | null;
  }[];

beforeAll(async () => {
  t = await makeTestApp();
  student = await createArtist(t, 'replyStudent');
  teacher = await createArtist(t, 'replyTeacher');
  other = await createArtist(t, 'replyOther');
  pending = await give({ s_teacher_name: 'Teacher', teacher: 'replyTeacher' });
  open = await give({ s_teacher_name: 'Someone without a portfolio' });
});
afterAll(() => t.close());

describe('love', () => {
  const love = (shoutout: { uuid: string }, token?: string, uuid?: string) =>
    call(t, 'POST', `${BASE}/love/`, { shareidobj: shoutout.uuid, uuid }, token);
  const lovers = (shoutout: { uuid: string }, token?: string) =>
    call(t, 'GET', `${BASE}/love/?shareidobj=${shoutout.uuid}`, undefined, token);

  it('is one per user on a shoutout they may see, and tells its artists', async () => {
    expect((await love(open)).status).toBe(401);
    const first = await love(open, other.token, randomUUID());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ username: 'replyOther', shareidobj: open.id });
    const again = await love(open, other.token, randomUUID());
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const listed = await lovers(open);
    expect(listed.body).toMatchObject({ count: 1, results: [{ username: 'replyOther' }] });
    expect((await bell(student))[0]).toMatchObject({
      text: 'replyOther sent love to your shoutout.',
      notification_context: NOTIFICATION_CONTEXT.post,
      notification_type: NOTIFICATION_TYPE.reaction,
      e1t1object: open.uuid,
    });
  });

  it('cannot reach a shoutout that is not the user’s to see', async () => {
    expect((await love(pending, other.token)).status).toBe(404);
    expect((await lovers(pending, other.token)).status).toBe(404);
    expect((await lovers(pending)).status).toBe(404);
    const fromArtist = await love(pending, teacher.token);
    expect(fromArtist.status).toBe(201);
    expect((await lovers(pending, student.token)).body.count).toBe(1);
  });

  it('is taken back by its giver only', async () => {
    const mine = await love(open, teacher.token);
    expect((await call(t, 'DELETE', `${BASE}/love/${mine.body.uuid}/`, undefined, other.token)).status).toBe(
      403,
    );
    expect(
      (await call(t, 'DELETE', `${BASE}/love/${mine.body.uuid}/`, undefined, teacher.token)).status,
    ).toBe(204);
    expect((await lovers(open)).body.results.map((l: { username: string }) => l.username)).toEqual([
      'replyOther',
    ]);
  });
});

describe('comments', () => {
  const comment = (shoutout: { uuid: string }, text: string, token?: string) =>
    call(t, 'POST', `${BASE}/comments/`, { shareidobj: shoutout.uuid, comment: text }, token);
  const thread = (shoutout: { uuid: string }, token?: string) =>
    call(t, 'GET', `${BASE}/comments/?shareidobj=${shoutout.uuid}`, undefined, token);

  it('come from artists who may see the shoutout, newest first, and tell its two artists', async () => {
    expect((await comment(open, 'Nice')).status).toBe(401);
    const fan = await createVerifiedUser(t, { username: 'replyFan' });
    expect((await comment(open, 'Nice', fan.token)).status).toBe(403);
    expect((await comment(open, ' ', other.token)).body).toEqual({ comment: ['Write something to post.'] });
    expect((await comment(pending, 'Hidden', other.token)).status).toBe(404);
    expect((await comment(open, 'First', other.token)).status).toBe(201);
    expect((await comment(open, 'Second', student.token)).status).toBe(201);
    const listed = await thread(open);
    expect(listed.body.results.map((c: { comment: string }) => c.comment)).toEqual(['Second', 'First']);
    expect((await comment(pending, 'Thank you', teacher.token)).status).toBe(201);
    expect((await bell(student))[0]).toMatchObject({
      text: 'replyTeacher commented on your shoutout.',
      notification_type: NOTIFICATION_TYPE.comment,
      e1t1object: pending.uuid,
    });
    expect((await thread(pending, other.token)).status).toBe(404);
  });

  it('are deleted by their author only', async () => {
    const mine = await comment(open, 'Oops', other.token);
    const remove = (token: string) =>
      call(t, 'DELETE', `${BASE}/comments/${mine.body.id}/`, undefined, token);
    expect((await remove(student.token)).status).toBe(403);
    expect((await remove(other.token)).status).toBe(204);
    expect((await remove(other.token)).status).toBe(404);
  });
});

describe('personal messages', () => {
  const send = (shoutout: { uuid: string }, message: string, token?: string) =>
    call(t, 'POST', '/api/chat/', { shareid: shoutout.uuid, message }, token);
  const chat = (shoutout: { uuid: string }, token?: string) =>
    call(t, 'GET', `/api/chat/list/?shareid=${shoutout.uuid}`, undefined, token);

  it('are between the author and the tagged artist only, and each tells the other one', async () => {
    expect((await send(pending, 'Thank you for the class')).status).toBe(401);
    expect((await send(pending, 'Hi', other.token)).status).toBe(404);
    const approve = await call(t, 'POST', `${BASE}/${pending.uuid}/approve/`, {}, teacher.token);
    expect(approve.status).toBe(200);
    // Approved, the shoutout is public, its messages are not.
    expect((await send(pending, 'Hi', other.token)).status).toBe(403);
    expect((await chat(pending, other.token)).status).toBe(403);
    expect((await chat(pending)).status).toBe(401);

    expect((await send(pending, 'Thank you for the class', student.token)).status).toBe(201);
    expect((await send(pending, 'Keep grooving', teacher.token)).status).toBe(201);
    expect((await send(pending, 'See you Sunday', student.token)).status).toBe(201);
    const listed = await chat(pending, teacher.token);
    expect(
      listed.body.results.map((m: { message: string; username: string }) => [m.username, m.message]),
    ).toEqual([
      ['replyStudent', 'See you Sunday'],
      ['replyTeacher', 'Keep grooving'],
      ['replyStudent', 'Thank you for the class'],
    ]);
    const told = (await bell(teacher)).filter(
      (n) => n.notification_context === NOTIFICATION_CONTEXT.privateMessage,
    );
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({
      text: 'replyStudent sent you a message about a shoutout.',
      e1t1object: pending.uuid,
    });
  });

  it('have no one to go to on an untagged shoutout but its author', async () => {
    expect((await send(open, 'Note to self', student.token)).status).toBe(201);
    expect((await send(open, 'Hi', other.token)).status).toBe(403);
  });
});
