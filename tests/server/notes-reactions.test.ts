/**
 * Reactions ("likes") and comments on a video note: one reaction per user, note and type, client
 * uuids, author-only deletes, the comment rules and messages, and paging of comments.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, likes, portfolios } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let owner: { token: string };
let fan: { token: string };
let note: { id: number; uuid: string };
const BASE = '/api/whatiscooking';
const PHOTO = 'p-0b7c4a2e-1111-4222-8333-944445555666';

const like = (token: string | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${BASE}/cooking/likes/`, body, token, headers);
const comment = (token: string | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${BASE}/cooking/comments/`, body, token, headers);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'noteOwner');
  fan = await createArtist(t, 'bigFan');
  await t.deps.db.update(portfolios).set({ photo: PHOTO }).where(eq(portfolios.username, 'bigFan'));
  note = (
    await call(
      t,
      'POST',
      `${BASE}/cooking/`,
      { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
      owner.token,
    )
  ).body;
});
afterAll(() => t.close());

describe('reactions', () => {
  it('adds a reaction (201) and answers the same reaction again with the existing one (200)', async () => {
    const first = await like(fan.token, { cookingidobj: note.uuid, like_type: 'LO' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'bigFan',
      like_type: 'LO',
      cookingidobj: note.id,
      profile_photo: `/media/mini/${PHOTO}`,
    });
    const again = await like(fan.token, { cookingidobj: note.id, like_type: 'LO', uuid: randomUUID() });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const fire = await like(fan.token, { cookingidobj: String(note.id), like_type: 'FI' });
    expect(fire.status).toBe(201);
    expect(await t.deps.db.$count(likes, eq(likes.cookingId, note.id))).toBe(2);
  });

  it('answers a repeated uuid with the reaction made, and refuses another user that uuid', async () => {
    const uuid = randomUUID();
    const first = await like(owner.token, { uuid, cookingidobj: note.id, like_type: 'DE' });
    expect(first.status).toBe(201);
    expect(await like(owner.token, { uuid, cookingidobj: note.id, like_type: 'DE' })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await like(fan.token, { uuid, cookingidobj: note.id, like_type: 'DE' })).toMatchObject({
      status: 400,
      body: { uuid: [msg.uuidTaken] },
    });
  });

  it('lists the reactions of a note oldest first as a plain array', async () => {
    const res = await call(t, 'GET', `${BASE}/cooking/likes/?cookingidobj=${note.id}`);
    expect(res.status).toBe(200);
    expect(
      res.body.map((r: { username: string; like_type: string }) => `${r.username}:${r.like_type}`),
    ).toEqual(['bigFan:LO', 'bigFan:FI', 'noteOwner:DE']);
    expect(res.body[2].profile_photo).toBeNull();
  });

  it('validates the body and the query', async () => {
    expect(await like(fan.token, { cookingidobj: note.id, like_type: 'XX' })).toMatchObject({
      status: 400,
      body: { like_type: ['Unknown reaction.'] },
    });
    expect((await like(fan.token, { like_type: 'LO' })).body).toEqual({
      cookingidobj: ['Invalid reference.'],
    });
    expect((await like(fan.token, { cookingidobj: 999999, like_type: 'LO' })).status).toBe(404);
    expect((await call(t, 'GET', `${BASE}/cooking/likes/`)).status).toBe(400);
    expect((await call(t, 'GET', `${BASE}/cooking/likes/?cookingidobj=${randomUUID()}`)).status).toBe(404);
    expect((await like(undefined, { cookingidobj: note.id, like_type: 'LO' })).status).toBe(401);
  });

  it('is deleted by its owner only: 403 for another user, 404 when missing, 401 for a guest', async () => {
    const mine = (await like(fan.token, { cookingidobj: note.id, like_type: 'LO' })).body;
    expect((await call(t, 'DELETE', `${BASE}/cooking/likes/${mine.id}`)).status).toBe(401);
    expect(
      await call(t, 'DELETE', `${BASE}/cooking/likes/${mine.uuid}`, undefined, owner.token),
    ).toMatchObject({
      status: 403,
      body: { detail: msg.forbidden },
    });
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/likes/${mine.uuid}/`, undefined, fan.token)).status,
    ).toBe(204);
    expect((await call(t, 'DELETE', `${BASE}/cooking/likes/${mine.id}`, undefined, fan.token)).status).toBe(
      404,
    );
    expect((await like(fan.token, { cookingidobj: note.id, like_type: 'LO' })).status).toBe(201);
  });

  // Known bug outside this feature: src/server/http/idempotency.ts rebuilds the stored answer with
  // `new Response(body, {status: 204})`, which throws for a 204, so the replay is a 500. Flip this to
  // `it` once the replay passes a null body for 204.
  it('answers a replayed Idempotency-Key of a delete with the stored 204', async () => {
    const mine = (await like(fan.token, { cookingidobj: note.id, like_type: 'DE' })).body;
    const headers = { 'idempotency-key': `unlike-${randomUUID()}` };
    const first = await call(
      t,
      'DELETE',
      `${BASE}/cooking/likes/${mine.uuid}`,
      undefined,
      fan.token,
      headers,
    );
    const again = await call(
      t,
      'DELETE',
      `${BASE}/cooking/likes/${mine.uuid}`,
      undefined,
      fan.token,
      headers,
    );
    expect(first.status).toBe(204);
    expect(again.status).toBe(204);
  });
});

describe('comments', () => {
  it('posts a comment (201) with its author and thumb', async () => {
    const res = await comment(fan.token, { cookingidobj: note.uuid, comment: '  So clean!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'bigFan',
      comment: 'So clean!',
      at: null,
      cookingidobj: note.id,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      artist_metadata: { thumb: `/media/mini/${PHOTO}` },
      hidden: false,
    });
  });

  it('gives the spec messages word for word', async () => {
    for (const text of ['', '   ', undefined])
      expect(await comment(fan.token, { cookingidobj: note.id, comment: text })).toMatchObject({
        status: 400,
        body: { comment: ['Write something to post.'] },
      });
    expect(await comment(fan.token, { cookingidobj: note.id, comment: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { comment: [msg.commentTooLong] },
    });
  });

  it('needs sign-in (401) and a portfolio (403)', async () => {
    expect((await comment(undefined, { cookingidobj: note.id, comment: 'hi' })).status).toBe(401);
    const { token } = await createVerifiedUser(t, { username: 'lurker' });
    expect(await comment(token, { cookingidobj: note.id, comment: 'hi' })).toMatchObject({
      status: 403,
      body: { detail: msg.portfolioRequired },
    });
  });

  it('answers a repeated uuid or Idempotency-Key with the comment made, and writes one row', async () => {
    const uuid = randomUUID();
    const before = await t.deps.db.$count(comments);
    const first = await comment(fan.token, { uuid, cookingidobj: note.id, comment: 'once' });
    expect(first.status).toBe(201);
    expect(await comment(fan.token, { uuid, cookingidobj: note.id, comment: 'once' })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect((await comment(owner.token, { uuid, cookingidobj: note.id, comment: 'mine' })).body).toEqual({
      uuid: [msg.uuidTaken],
    });
    const headers = { 'idempotency-key': `comment-${randomUUID()}` };
    const keyed = await comment(fan.token, { cookingidobj: note.id, comment: 'keyed' }, headers);
    expect(await comment(fan.token, { cookingidobj: note.id, comment: 'keyed' }, headers)).toMatchObject({
      status: 201,
      body: keyed.body,
    });
    expect(await t.deps.db.$count(comments)).toBe(before + 2);
  });

  it('pages the comments of a note newest first with absolute next links', async () => {
    const other = (
      await call(
        t,
        'POST',
        `${BASE}/cooking/`,
        { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
        owner.token,
      )
    ).body;
    for (let i = 0; i < 5; i += 1) await comment(fan.token, { cookingidobj: other.id, comment: `c${i}` });
    const first = await call(t, 'GET', `${BASE}/cooking/comments/?cookingidobj=${other.uuid}&page_size=3`);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((c: { comment: string }) => c.comment)).toEqual(['c4', 'c3', 'c2']);
    const next = new URL(first.body.next);
    expect(next.searchParams.get('cookingidobj')).toBe(other.uuid);
    const second = await call(t, 'GET', next.pathname + next.search);
    expect(second.body).toMatchObject({ count: 5, next: null });
    expect(second.body.results.map((c: { comment: string }) => c.comment)).toEqual(['c1', 'c0']);
  });

  it('is deleted by its author only, not by the note owner', async () => {
    const mine = (await comment(fan.token, { cookingidobj: note.id, comment: 'bye' })).body;
    expect((await call(t, 'DELETE', `${BASE}/cooking/comments/${mine.id}`)).status).toBe(401);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/comments/${mine.id}`, undefined, owner.token)).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/comments/${mine.uuid}`, undefined, fan.token)).status,
    ).toBe(204);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/comments/${mine.uuid}`, undefined, fan.token)).status,
    ).toBe(404);
  });
});
