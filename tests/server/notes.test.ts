/**
 * Video notes: create with the spec's validation, client uuids and Idempotency-Key replays, the
 * full read shape by id or uuid, owner-only edit and delete with its cascade.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, cookings, ctRelations, likes, taggedTeachers } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;

let t: TestContext;
let owner: Artist;
let other: Artist;
let teacher: Artist;

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const BASE = '/api/whatiscooking';

/** A signed-in user with an artist portfolio. */
const post = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', `${BASE}/cooking/`, body, token, headers);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'toprocker', 'toprocker name');
  other = await createArtist(t, 'popper', 'popper name');
  teacher = await createArtist(t, 'lockingTeacher', 'lockingTeacher name');
});
afterAll(() => t.close());

describe('create', () => {
  it('answers 201 with the full read shape', async () => {
    const res = await post(owner.token, {
      video: VIDEO,
      lesson: ' Footwork drill ',
      access: 5,
      mention1: teacher.portfolio,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'toprocker',
      artist_name: 'toprocker name',
      video: VIDEO,
      thumbjs: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      lesson: 'Footwork drill',
      access: 5,
      profile_photo: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      mention1: {
        id: teacher.portfolio,
        uuid: null,
        s_teacher_name: 'lockingTeacher name',
        s_photo: null,
        teacher: { username: 'lockingTeacher', artist_metadata: { thumb: null } },
      },
      mention2: null,
      mention3: null,
      workshop: null,
      cooking_relations: [],
      taggedteachers: [],
      hidden: false,
    });
  });

  it('gives the spec messages word for word', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ access: 5 }, { video: ['YouTube link is required'] }],
      [{ video: '  ', access: 5 }, { video: ['YouTube link is required'] }],
      [{ video: 'https://vimeo.com/123', access: 5 }, { video: ['Enter a valid Url'] }],
      [{ video: 'not a link', access: 5 }, { video: ['Enter a valid Url'] }],
      [{ video: VIDEO }, { access: ['Choose who can see this note.'] }],
      [{ video: VIDEO, access: 4 }, { access: ['Choose who can see this note.'] }],
      [{ video: VIDEO, access: 3 }, { mention1: [msg.mentionRequired] }],
      [
        { video: VIDEO, access: 3, mention1: teacher.portfolio, mention2: other.portfolio },
        { mention1: ['Mention only one artist when only that artist may view.'] },
      ],
      [
        { video: VIDEO, access: 5, mention1: teacher.portfolio, mention2: teacher.portfolio },
        { mention1: [msg.oneMention] },
      ],
      [{ video: VIDEO, access: 5, mention2: 999999 }, { mention2: [msg.artistNotFound] }],
      [{ video: VIDEO, access: 5, lesson: 'x'.repeat(5001) }, { lesson: [msg.lessonTooLong] }],
      [{ video: `${VIDEO}&${'x'.repeat(255)}`, access: 5 }, { video: [msg.maxChars255] }],
    ];
    for (const [body, errors] of cases) {
      const res = await post(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });

  it('answers 400, never 500, for ids beyond the database range and malformed bodies', async () => {
    const big = await post(owner.token, { video: VIDEO, access: 5, mention1: 99_999_999_999 });
    expect(big.status).toBe(400);
    expect(Object.keys(big.body)).toEqual(['mention1']);
    const broken = await t.app.request(`${BASE}/cooking/`, {
      method: 'POST',
      body: '{"video": ',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('rewrites a shorts link to the watch link', async () => {
    const res = await post(owner.token, {
      video: 'https://youtube.com/shorts/abcdefghijk?feature=share',
      access: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.video).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(res.body.thumbjs).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
  });

  it('takes access 3 with its one mention in any mention field', async () => {
    const res = await post(owner.token, { video: VIDEO, access: 3, mention2: teacher.portfolio });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ access: 3, mention1: null, mention2: { id: teacher.portfolio } });
  });

  it('accepts multipart form data, with empty mentions and the owner from the token', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      video: 'https://youtu.be/abcdefghijk',
      access: '3',
      mention1: String(teacher.portfolio),
      mention2: '',
      mention3: 'null',
      workshop: '7',
      username: 'someone-else',
    }))
      form.append(key, value);
    const res = await t.app.request(`${BASE}/cooking/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      username: 'toprocker',
      access: 3,
      mention1: { id: teacher.portfolio },
      mention2: null,
      workshop: 7,
    });
  });

  it('needs sign-in (401) and a portfolio (403)', async () => {
    expect((await post(undefined, { video: VIDEO, access: 5 })).status).toBe(401);
    const { token } = await createVerifiedUser(t, { username: 'noPortfolio' });
    expect(await post(token, { video: VIDEO, access: 5 })).toMatchObject({
      status: 403,
      body: { detail: msg.portfolioRequired },
    });
  });

  it('answers a repeated client uuid with the note already posted, and refuses another user that uuid', async () => {
    const uuid = randomUUID();
    const first = await post(owner.token, { uuid, video: VIDEO, access: 5, lesson: 'first' });
    expect(first).toMatchObject({ status: 201, body: { uuid } });
    const again = await post(owner.token, {
      uuid: uuid.toUpperCase(),
      video: VIDEO,
      access: 1,
      lesson: 'again',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const theirs = await post(other.token, { uuid, video: VIDEO, access: 5 });
    expect(theirs).toMatchObject({ status: 400, body: { uuid: [msg.uuidTaken] } });
    expect(await t.deps.db.$count(cookings, eq(cookings.uuid, uuid))).toBe(1);
  });

  it('makes no second note for a replayed Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `note-${randomUUID()}` };
    const before = await t.deps.db.$count(cookings);
    const first = await post(owner.token, { video: VIDEO, access: 5, lesson: 'once' }, headers);
    const again = await post(owner.token, { video: VIDEO, access: 5, lesson: 'once' }, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.deps.db.$count(cookings)).toBe(before + 1);
  });
});

describe('read', () => {
  it('shows a note by id or uuid, on /cooking/ and /list/, with or without a trailing slash', async () => {
    const made = (await post(owner.token, { video: VIDEO, access: 5 })).body;
    for (const ref of [made.id, made.uuid, made.uuid.toUpperCase()])
      for (const path of [`/cooking/${ref}`, `/cooking/${ref}/`, `/list/${ref}`, `/list/${ref}/`]) {
        const res = await call(t, 'GET', BASE + path);
        expect(res.status, path).toBe(200);
        expect(res.body).toEqual(made);
      }
  });

  it('answers 404 {detail} for a missing note or a reference that cannot exist', async () => {
    for (const ref of ['999999', randomUUID(), '99999999999', '0', 'abc-def', 'ffff']) {
      const res = await call(t, 'GET', `${BASE}/cooking/${ref}`);
      expect(res, ref).toMatchObject({ status: 404, body: { detail: msg.notFound } });
    }
  });

  it('shows its owner lab relations and tagged teachers on the note', async () => {
    const note = (await post(owner.token, { video: VIDEO, access: 5 })).body;
    const lab = (await call(t, 'POST', `${BASE}/techniques/create/`, { name: 'Footwork' }, owner.token)).body;
    const rel = await call(
      t,
      'POST',
      `${BASE}/ct-relations/create/`,
      { cooking: note.uuid, technique: lab.id },
      owner.token,
    );
    const tag = await call(
      t,
      'POST',
      `${BASE}/taggedteachers/`,
      { cookingidobj: note.id, shareidobj: teacher.portfolio, idea: 'his groove' },
      owner.token,
    );
    const res = await call(t, 'GET', `${BASE}/cooking/${note.uuid}`, undefined, owner.token);
    expect(res.body.cooking_relations).toEqual([
      { id: rel.body.id, uuid: rel.body.uuid, technique: lab.id, technique_uuid: lab.uuid },
    ]);
    expect(res.body.taggedteachers).toEqual([
      {
        id: tag.body.id,
        uuid: tag.body.uuid,
        shareidobj: { id: teacher.portfolio },
        username: teacher.username,
        artist_name: `${teacher.username} name`,
        idea: 'his groove',
        at: null,
      },
    ]);
  });
});

describe('update', () => {
  const patch = (ref: string | number, body: unknown, token?: string) =>
    call(t, 'PATCH', `${BASE}/cooking/${ref}`, body, token);

  it('applies only the sent fields and answers the updated note', async () => {
    const note = (await post(owner.token, { video: VIDEO, access: 5, lesson: 'old' })).body;
    const res = await patch(
      note.uuid,
      { lesson: 'new', video: 'https://youtube.com/shorts/abcdefghijk' },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...note,
      lesson: 'new',
      video: 'https://www.youtube.com/watch?v=abcdefghijk',
      thumbjs: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    });
    const slash = await call(t, 'PATCH', `${BASE}/cooking/${note.id}/`, { access: 1 }, owner.token);
    expect(slash.body.access).toBe(1);
  });

  it('answers No change for an empty patch or unchanged values', async () => {
    const note = (await post(owner.token, { video: VIDEO, access: 5, lesson: 'same' })).body;
    for (const body of [{}, { lesson: 'same', access: '5' }, { id: 3, username: 'x' }])
      expect(await patch(note.uuid, body, owner.token)).toMatchObject({
        status: 200,
        body: { detail: 'No change' },
      });
  });

  it('checks the merged note: access 3 needs exactly one mention, and mentions must exist', async () => {
    const note = (await post(owner.token, { video: VIDEO, access: 5 })).body;
    expect(await patch(note.uuid, { access: 3 }, owner.token)).toMatchObject({
      status: 400,
      body: { mention1: [msg.mentionRequired] },
    });
    expect(await patch(note.uuid, { mention3: 999999 }, owner.token)).toMatchObject({
      status: 400,
      body: { mention3: [msg.artistNotFound] },
    });
    const ok = await patch(note.uuid, { access: 3, mention3: teacher.portfolio }, owner.token);
    expect(ok.body).toMatchObject({ access: 3, mention3: { id: teacher.portfolio } });
    expect(await patch(note.uuid, { mention1: other.portfolio }, owner.token)).toMatchObject({
      status: 400,
      body: { mention1: [msg.oneMention] },
    });
    expect(await patch(note.uuid, { video: '' }, owner.token)).toMatchObject({
      status: 400,
      body: { video: ['YouTube link is required'] },
    });
  });

  it('is the owner only: 403 for another user who sees it, 404 when hidden, 401 for a guest', async () => {
    const open = (await post(owner.token, { video: VIDEO, access: 5 })).body;
    const hidden = (await post(owner.token, { video: VIDEO, access: 1 })).body;
    expect(await patch(open.uuid, { lesson: 'x' }, other.token)).toMatchObject({
      status: 403,
      body: { detail: msg.forbidden },
    });
    expect(await patch(hidden.uuid, { lesson: 'x' }, other.token)).toMatchObject({
      status: 404,
      body: { detail: msg.notFound },
    });
    expect((await patch(open.uuid, { lesson: 'x' })).status).toBe(401);
    expect((await call(t, 'GET', `${BASE}/cooking/${open.uuid}`)).body.lesson).toBe('');
  });
});

describe('delete', () => {
  it('is the owner only, answers 204 and takes relations, tags, reactions and comments with it', async () => {
    const note = (await post(owner.token, { video: VIDEO, access: 5 })).body;
    const lab = (await call(t, 'POST', `${BASE}/techniques/create/`, { name: 'Gone' }, owner.token)).body;
    await call(
      t,
      'POST',
      `${BASE}/ct-relations/create/`,
      { cooking: note.id, technique: lab.id },
      owner.token,
    );
    await call(
      t,
      'POST',
      `${BASE}/taggedteachers/`,
      { cookingidobj: note.id, shareidobj: teacher.portfolio },
      owner.token,
    );
    await call(t, 'POST', `${BASE}/cooking/likes/`, { cookingidobj: note.id, like_type: 'FI' }, other.token);
    await call(
      t,
      'POST',
      `${BASE}/cooking/comments/`,
      { cookingidobj: note.id, comment: 'Nice' },
      other.token,
    );

    expect((await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}`)).status).toBe(401);
    expect((await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}`, undefined, other.token)).status).toBe(
      403,
    );
    const res = await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}`, undefined, owner.token);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await call(t, 'GET', `${BASE}/cooking/${note.id}`)).status).toBe(404);
    expect((await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token)).status).toBe(
      404,
    );
    for (const table of [ctRelations, taggedTeachers, likes, comments])
      expect(await t.deps.db.$count(table, eq(table.cookingId, note.id))).toBe(0);
    expect(
      (await call(t, 'GET', `${BASE}/techniques/list/`, undefined, owner.token)).body.results[0].id,
    ).toBe(lab.id);
  });
});
