/**
 * Personal labs (quick create and the owner's list), lab relations and tagged teachers: owner-only
 * writes, references by id or uuid, and repeats that answer the existing object.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctRelations } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Ref = { id: number; uuid: string };

let t: TestContext;
let owner: Artist;
let other: Artist;
let note: Ref;
let hidden: Ref;
let theirs: Ref;
const BASE = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

const createLab = (token: string | undefined, body: object) =>
  call(t, 'POST', `${BASE}/techniques/create/`, body, token);
const relate = (token: string | undefined, body: object) =>
  call(t, 'POST', `${BASE}/ct-relations/create/`, body, token);
const tag = (token: string | undefined, body: object) =>
  call(t, 'POST', `${BASE}/taggedteachers/`, body, token);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'labOwner');
  other = await createArtist(t, 'labOther');
  const post = async (token: string, access: number) =>
    (await call(t, 'POST', `${BASE}/cooking/`, { video: VIDEO, access }, token)).body as Ref;
  note = await post(owner.token, 5);
  hidden = await post(other.token, 1);
  theirs = await post(other.token, 5);
});
afterAll(() => t.close());

describe('labs', () => {
  it('creates a lab for the caller whatever username the body names', async () => {
    const res = await createLab(owner.token, {
      name: ' Footwork ',
      about: 'Six-step variations',
      username: 'labOther',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Footwork',
      about: 'Six-step variations',
      username: 'labOwner',
      published: false,
    });
  });

  it('gives the spec messages word for word', async () => {
    expect(await createLab(owner.token, {})).toMatchObject({
      status: 400,
      body: { name: ['Name is required.'] },
    });
    expect((await createLab(owner.token, { name: '  ' })).body).toEqual({ name: [msg.quickLabNameRequired] });
    expect((await createLab(owner.token, { name: 'x', about: 'a'.repeat(256) })).body).toEqual({
      about: ['Description must be 255 characters or less'],
    });
    expect((await createLab(undefined, { name: 'x' })).status).toBe(401);
  });

  it('answers a repeated uuid with the lab made, and refuses another user that uuid', async () => {
    const uuid = randomUUID();
    const first = await createLab(owner.token, { uuid, name: 'Once' });
    expect(first.status).toBe(201);
    expect(await createLab(owner.token, { uuid, name: 'Twice' })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await createLab(other.token, { uuid, name: 'Mine' })).toMatchObject({
      status: 400,
      body: { uuid: [msg.uuidTaken] },
    });
  });

  it("lists only the caller's labs, newest first, paged", async () => {
    await createLab(other.token, { name: 'Not yours' });
    const res = await call(t, 'GET', `${BASE}/techniques/list/?page_size=2`, undefined, owner.token);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((l: { name: string }) => l.name)).toEqual(['Once', 'Footwork']);
    expect(res.body.next).toBeNull();
    expect((await call(t, 'GET', `${BASE}/techniques/list/`)).status).toBe(401);
  });
});

describe('lab relations', () => {
  it('relates the caller note and lab by id or uuid, once per pair', async () => {
    const lab = (await createLab(owner.token, { name: 'Relations' })).body;
    const res = await relate(owner.token, { cooking: note.uuid, technique: String(lab.id) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cooking: note.id,
      technique: lab.id,
      username: 'labOwner',
    });
    expect(await relate(owner.token, { cooking: note.id, technique: lab.uuid })).toMatchObject({
      status: 200,
      body: res.body,
    });
    expect(
      await relate(owner.token, { uuid: res.body.uuid, cooking: note.id, technique: lab.id }),
    ).toMatchObject({
      status: 200,
      body: res.body,
    });
  });

  it("refuses someone else's note (403, or 404 when hidden), someone else's lab and unknown refs (404)", async () => {
    const lab = (await createLab(owner.token, { name: 'Guarded' })).body;
    const otherLab = (await createLab(other.token, { name: 'Theirs' })).body;
    expect((await relate(owner.token, { cooking: theirs.id, technique: lab.id })).status).toBe(403);
    expect((await relate(owner.token, { cooking: hidden.uuid, technique: lab.id })).status).toBe(404);
    expect((await relate(owner.token, { cooking: note.id, technique: otherLab.id })).status).toBe(404);
    expect((await relate(owner.token, { cooking: note.id, technique: randomUUID() })).status).toBe(404);
    expect((await relate(owner.token, { cooking: note.id })).body).toEqual({
      technique: ['Invalid reference.'],
    });
    expect((await relate(undefined, { cooking: note.id, technique: lab.id })).status).toBe(401);
  });

  it('is removed by its owner only', async () => {
    const lab = (await createLab(owner.token, { name: 'Removable' })).body;
    const rel = (await relate(owner.token, { cooking: note.id, technique: lab.id })).body;
    expect((await call(t, 'DELETE', `${BASE}/ct-relations/${rel.id}`, undefined, other.token)).status).toBe(
      403,
    );
    expect(
      (await call(t, 'DELETE', `${BASE}/ct-relations/${rel.uuid}/`, undefined, owner.token)).status,
    ).toBe(204);
    expect((await call(t, 'DELETE', `${BASE}/ct-relations/${rel.id}`, undefined, owner.token)).status).toBe(
      404,
    );
    expect(await t.deps.db.$count(ctRelations)).toBe(1);
  });
});

describe('tagged teachers', () => {
  it('tags an existing artist on the caller note, once per artist', async () => {
    const res = await tag(owner.token, {
      cookingidobj: note.uuid,
      shareidobj: String(other.portfolio),
      idea: ' flow ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'labOwner',
      cookingidobj: note.id,
      shareidobj: other.portfolio,
      idea: 'flow',
      at: null,
    });
    expect(await tag(owner.token, { cookingidobj: note.id, shareidobj: other.portfolio })).toMatchObject({
      status: 200,
      body: res.body,
    });
  });

  it("refuses an unknown artist (400), someone else's note (403) and a hidden one (404)", async () => {
    expect(await tag(owner.token, { cookingidobj: note.id, shareidobj: 999999 })).toMatchObject({
      status: 400,
      body: { shareidobj: [msg.artistNotFound] },
    });
    expect((await tag(owner.token, { cookingidobj: theirs.id, shareidobj: owner.portfolio })).status).toBe(
      403,
    );
    expect((await tag(owner.token, { cookingidobj: hidden.id, shareidobj: owner.portfolio })).status).toBe(
      404,
    );
    expect((await tag(undefined, { cookingidobj: note.id, shareidobj: owner.portfolio })).status).toBe(401);
  });

  it('is removed by its owner only', async () => {
    const made = (await tag(owner.token, { cookingidobj: note.id, shareidobj: owner.portfolio })).body;
    expect(
      (await call(t, 'DELETE', `${BASE}/taggedteachers/${made.uuid}`, undefined, other.token)).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `${BASE}/taggedteachers/${made.id}/`, undefined, owner.token)).status,
    ).toBe(204);
    const shown = await call(t, 'GET', `${BASE}/cooking/${note.id}`);
    expect(shown.body.taggedteachers.map((x: { shareidobj: { id: number } }) => x.shareidobj.id)).toEqual([
      other.portfolio,
    ]);
  });
});
