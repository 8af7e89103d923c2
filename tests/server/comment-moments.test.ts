/**
 * A comment pinned to a moment of the video (issue 28): the create takes `at` (whole seconds, 0 to
 * 43200, or none), every read gives it back (null for a comment without one), a replayed create
 * answers it, the data download lists it; anything else is a 400 with the shared message, never a
 * 500. Pinning follows the note's access: who may not comment on a note may not pin either.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../src/server/db/schema';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { MAX_MOMENT, practiceMsg } from '../../src/shared/schemas/practice';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Ref = { id: number; uuid: string };

let t: TestContext;
let author: Account;
let fan: Account;
let stranger: Account;
let blocked: Account;
let open: Ref;
let secret: Ref;
const W = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const invalid = { status: 400, body: { at: [practiceMsg.momentInvalid] } };

const post = (token: string | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${W}/cooking/comments/`, body, token, headers);
const listOf = async (note: Ref, token?: string) =>
  (await call(t, 'GET', `${W}/cooking/comments/?cookingidobj=${note.uuid}&page_size=100`, undefined, token))
    .body as { results: { uuid: string; comment: string; at: number | null }[] };
const atOf = async (note: Ref, uuid: string) => (await listOf(note)).results.find((c) => c.uuid === uuid)?.at;

beforeAll(async () => {
  t = await makeTestApp();
  author = await createArtist(t, 'momentAuthor');
  fan = await createArtist(t, 'momentFan');
  stranger = await createArtist(t, 'momentStranger');
  blocked = await createArtist(t, 'momentBlocked');
  open = (await call(t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 5 }, author.token)).body;
  secret = (await call(t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 1 }, author.token)).body;
  expect((await call(t, 'POST', '/api/blocks/', { username: 'momentBlocked' }, author.token)).status).toBe(
    201,
  );
});
afterAll(() => t.close());

describe('pinning a comment to a moment', () => {
  it('stores the moment and gives it back in the answer and in the list', async () => {
    const res = await post(fan.token, { cookingidobj: open.uuid, comment: 'Footwork here', at: 42 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'momentFan', comment: 'Footwork here', at: 42 });
    expect(await atOf(open, res.body.uuid)).toBe(42);
    const [row] = await t.deps.db
      .select({ at: comments.at })
      .from(comments)
      .where(eq(comments.id, res.body.id));
    expect(row?.at).toBe(42);
  });

  it('answers null for a comment without a moment, sent without one or with null', async () => {
    const absent = await post(fan.token, { cookingidobj: open.id, comment: 'Clean' });
    const none = await post(fan.token, { cookingidobj: open.id, comment: 'Sharp', at: null });
    expect([absent.status, none.status]).toEqual([201, 201]);
    expect([absent.body.at, none.body.at]).toEqual([null, null]);
    expect(await atOf(open, absent.body.uuid)).toBeNull();
    expect(await atOf(open, none.body.uuid)).toBeNull();
  });

  it('takes both ends of the range: the first second and twelve hours', async () => {
    for (const at of [0, MAX_MOMENT]) {
      const res = await post(fan.token, { cookingidobj: open.id, comment: `at ${at}`, at });
      expect(res).toMatchObject({ status: 201, body: { at } });
      expect(await atOf(open, res.body.uuid)).toBe(at);
    }
  });

  it('refuses what is no whole second of the range with the shared message, and writes nothing', async () => {
    const before = await t.deps.db.$count(comments);
    for (const at of [-1, MAX_MOMENT + 1, 1.5, 0.001, '42', '0:42', true, [], {}, 2 ** 53, 1e308, -0.5])
      expect(await post(fan.token, { cookingidobj: open.id, comment: 'Off', at }), String(at)).toMatchObject(
        invalid,
      );
    const form = new FormData();
    form.append('cookingidobj', String(open.id));
    form.append('comment', 'From a form');
    form.append('at', '42');
    const res = await t.app.request(`${W}/cooking/comments/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}` },
      body: form,
    });
    expect({ status: res.status, body: await res.json() }).toMatchObject(invalid);
    expect(await t.deps.db.$count(comments)).toBe(before);
  });

  it('answers a repeated uuid or Idempotency-Key with the moment made, and writes one row', async () => {
    const before = await t.deps.db.$count(comments);
    const uuid = randomUUID();
    const first = await post(fan.token, { uuid, cookingidobj: open.id, comment: 'Once', at: 7 });
    expect(first).toMatchObject({ status: 201, body: { at: 7 } });
    expect(await post(fan.token, { uuid, cookingidobj: open.id, comment: 'Once', at: 7 })).toMatchObject({
      status: 200,
      body: first.body,
    });
    const headers = { 'idempotency-key': `moment-${randomUUID()}` };
    const keyed = await post(fan.token, { cookingidobj: open.id, comment: 'Keyed', at: 9 }, headers);
    expect(keyed).toMatchObject({ status: 201, body: { at: 9 } });
    expect(await post(fan.token, { cookingidobj: open.id, comment: 'Keyed', at: 9 }, headers)).toMatchObject({
      status: 201,
      body: keyed.body,
    });
    expect(await t.deps.db.$count(comments)).toBe(before + 2);
  });

  it('gives null for a comment made before moments existed', async () => {
    const [old] = await t.deps.db
      .insert(comments)
      .values({ uuid: randomUUID(), userId: author.id, cookingId: open.id, comment: 'From before' })
      .returning();
    expect(await atOf(open, old?.uuid ?? '')).toBeNull();
  });
});

describe('who may pin and read a moment: the note’s access', () => {
  const pinned = { comment: 'Watch this', at: 12 };

  it('lets the author pin on their private note, and nobody else read it', async () => {
    const mine = await post(author.token, { cookingidobj: secret.uuid, ...pinned });
    expect(mine).toMatchObject({ status: 201, body: { at: 12 } });
    expect((await listOf(secret, author.token)).results.map((c) => c.at)).toEqual([12]);
    for (const token of [undefined, fan.token, stranger.token])
      expect(
        (await call(t, 'GET', `${W}/cooking/comments/?cookingidobj=${secret.uuid}`, undefined, token)).status,
      ).toBe(404);
  });

  it('refuses a guest (401), a stranger on a private note (404) and a blocked user (403)', async () => {
    const before = await t.deps.db.$count(comments);
    expect((await post(undefined, { cookingidobj: open.uuid, ...pinned })).status).toBe(401);
    expect((await post(stranger.token, { cookingidobj: secret.uuid, ...pinned })).status).toBe(404);
    expect(await post(blocked.token, { cookingidobj: open.uuid, ...pinned })).toMatchObject({
      status: 403,
      body: { detail: blockMsg.refused },
    });
    expect(await t.deps.db.$count(comments)).toBe(before);
  });

  it('checks the moment before the note: an invalid one is a 400 wherever it is sent', async () => {
    expect(await post(stranger.token, { cookingidobj: secret.uuid, comment: 'x', at: -1 })).toMatchObject(
      invalid,
    );
    expect(await post(fan.token, { cookingidobj: 2_147_483_647, comment: 'x', at: 5 })).toMatchObject({
      status: 404,
    });
  });
});

describe('the data download', () => {
  it('lists each comment with its moment, or null', async () => {
    const res = await t.app.request('/api/account/export/', {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const listed = JSON.parse(strFromU8(files['comments.json'] as Uint8Array));
    expect(listed).toEqual([
      expect.objectContaining({ video_note: open.uuid, comment: 'From before', at: null }),
      expect.objectContaining({ video_note: secret.uuid, comment: 'Watch this', at: 12 }),
    ]);
  });
});
