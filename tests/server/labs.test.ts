/**
 * Personal labs beyond the quick create: editing a lab, reading its videos and the publish form's
 * bulk update of its relations. The owner, another user and a guest for every endpoint.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctRelations } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Ref = { id: number; uuid: string };

let t: TestContext;
let owner: Account;
let other: Account;
let lab: Ref;
let theirLab: Ref;
let notes: Ref[];
let relations: Ref[];
let theirRelation: Ref;
const BASE = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

const post = async (token: string, path: string, body: object) =>
  (await call(t, 'POST', `${BASE}${path}`, body, token)).body as Ref;
const patchLab = (ref: number | string, body: object, token?: string) =>
  call(t, 'PATCH', `${BASE}/techniques/${ref}`, body, token);
const videos = (query: string, token?: string) =>
  call(t, 'GET', `${BASE}/cookings-of-a-technique/list/${query}`, undefined, token);
const publish = (labRef: number | string, body: unknown, token?: string, key?: string) =>
  call(
    t,
    'PUT',
    `${BASE}/ct-relations/bulk_update/?lab_id=${labRef}`,
    body,
    token,
    key ? { 'idempotency-key': key } : {},
  );

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'labsOwner');
  other = await createArtist(t, 'labsOther');
  lab = await post(owner.token, '/techniques/create/', { name: 'Footwork', about: 'Six-step' });
  theirLab = await post(other.token, '/techniques/create/', { name: 'Theirs' });
  notes = [
    await post(owner.token, '/cooking/', { video: VIDEO, access: 5 }),
    await post(owner.token, '/cooking/', { video: VIDEO, access: 1 }),
    await post(owner.token, '/cooking/', { video: VIDEO, access: 5, lesson: 'drills' }),
  ];
  relations = [];
  for (const note of notes)
    relations.push(await post(owner.token, '/ct-relations/create/', { cooking: note.id, technique: lab.id }));
  const theirNote = await post(other.token, '/cooking/', { video: VIDEO, access: 1 });
  theirRelation = await post(other.token, '/ct-relations/create/', {
    cooking: theirNote.id,
    technique: theirLab.id,
  });
  // A relation to a note the owner may not see (not possible through the API): the list must skip it.
  await t.deps.db
    .insert(ctRelations)
    .values({ userId: owner.id, cookingId: theirNote.id, techniqueId: lab.id });
});
afterAll(() => t.close());

describe('editing a lab', () => {
  it('saves only the changed fields and answers the lab', async () => {
    const res = await patchLab(lab.id, { name: ' Footwork basics ' }, owner.token);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      id: lab.id,
      uuid: lab.uuid,
      name: 'Footwork basics',
      about: 'Six-step',
      username: 'labsOwner',
      published: false,
    });
    const bySlash = await call(
      t,
      'PATCH',
      `${BASE}/techniques/${lab.uuid}/`,
      { about: 'Toprock' },
      owner.token,
    );
    expect(bySlash.body).toMatchObject({ name: 'Footwork basics', about: 'Toprock' });
    const listed = await call(t, 'GET', `${BASE}/techniques/list/`, undefined, owner.token);
    expect(listed.body.results.find((l: Ref) => l.id === lab.id)).toEqual(bySlash.body);
  });

  it("answers 'No change' for an empty patch or unchanged values", async () => {
    expect(await patchLab(lab.id, {}, owner.token)).toMatchObject({
      status: 200,
      body: { detail: 'No change' },
    });
    expect(
      await patchLab(lab.uuid, { name: 'Footwork basics', about: 'Toprock' }, owner.token),
    ).toMatchObject({
      status: 200,
      body: { detail: 'No change' },
    });
  });

  it('gives the spec messages word for word', async () => {
    expect(await patchLab(lab.id, { name: '  ' }, owner.token)).toMatchObject({
      status: 400,
      body: { name: ['Lab name is required'] },
    });
    expect((await patchLab(lab.id, { about: 'a'.repeat(256) }, owner.token)).body).toEqual({
      about: ['Description must be 255 characters or less'],
    });
    const created = await call(
      t,
      'POST',
      `${BASE}/techniques/create/`,
      { about: 'a'.repeat(256) },
      owner.token,
    );
    expect(created.body).toEqual({
      name: [msg.quickLabNameRequired],
      about: ['Description must be 255 characters or less'],
    });
  });

  it("refuses another user's lab and unknown labs (404) and guests (401)", async () => {
    expect((await patchLab(lab.id, { name: 'Mine now' }, other.token)).status).toBe(404);
    expect((await patchLab(randomUUID(), { name: 'Nobody' }, owner.token)).status).toBe(404);
    expect((await patchLab(lab.id, { name: 'Guest' })).status).toBe(401);
    expect((await patchLab(theirLab.id, { name: 'Mine now' }, owner.token)).status).toBe(404);
  });
});

describe('the videos of a lab', () => {
  it('pages the notes of the lab the owner may see, newest relation first', async () => {
    const first = await videos(`?technique_id=${lab.uuid}&page_size=2`, owner.token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((r: { id: number }) => r.id)).toEqual([relations[2]?.id, relations[1]?.id]);
    const note = await call(t, 'GET', `${BASE}/cooking/${notes[2]?.id}`, undefined, owner.token);
    expect(first.body.results[0]).toEqual({
      id: relations[2]?.id,
      uuid: relations[2]?.uuid,
      cooking: note.body,
      technique: lab.id,
    });
    const next = await call(t, 'GET', first.body.next, undefined, owner.token);
    expect(next.body.results.map((r: { cooking: Ref }) => r.cooking.id)).toEqual([notes[0]?.id]);
    expect(next.body.next).toBeNull();
  });

  it('is refused to another user and to guests (404), and needs a lab reference', async () => {
    expect((await videos(`?technique_id=${lab.id}`, other.token)).status).toBe(404);
    expect((await videos(`?technique_id=${lab.id}`)).status).toBe(404);
    expect((await videos(`?technique_id=${randomUUID()}`, owner.token)).status).toBe(404);
    expect(await videos('', owner.token)).toMatchObject({
      status: 400,
      body: { technique_id: ['Invalid reference.'] },
    });
  });
});

describe('publishing the videos of a lab', () => {
  const publishOf = async (id: number) =>
    (await t.deps.db.select().from(ctRelations).where(eq(ctRelations.id, id)))[0]?.publish;

  it('sets publish on the listed relations of the lab and answers them', async () => {
    const [a, b] = relations as [Ref, Ref];
    expect(await publishOf(a.id)).toBe(false);
    const res = await publish(
      lab.uuid,
      [
        { id: a.id, publish: true },
        { id: String(b.id), publish: false },
      ],
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: a.id, uuid: a.uuid, cooking: notes[0]?.id, technique: lab.id, publish: true },
      { id: b.id, uuid: b.uuid, cooking: notes[1]?.id, technique: lab.id, publish: false },
    ]);
    expect(await publishOf(a.id)).toBe(true);
    expect(await publish(lab.id, [], owner.token)).toMatchObject({ status: 200, body: [] });
  });

  it('changes nothing when an id is not a relation of this lab', async () => {
    const [, b] = relations as [Ref, Ref];
    const res = await publish(
      lab.id,
      [
        { id: b.id, publish: true },
        { id: theirRelation.id, publish: true },
      ],
      owner.token,
    );
    expect(res).toMatchObject({
      status: 400,
      body: { non_field_errors: [`These relations are not in this lab: ${theirRelation.id}.`] },
    });
    expect(await publishOf(b.id)).toBe(false);
    expect(await publishOf(theirRelation.id)).toBe(false);
  });

  it('needs a list of id and publish, and a lab reference', async () => {
    const list = 'Send a list of relations, each with id and publish (true or false).';
    expect((await publish(lab.id, { id: 1, publish: true }, owner.token)).body).toEqual({
      non_field_errors: [list],
    });
    expect((await publish(lab.id, [{ id: relations[0]?.id, publish: 'yes' }], owner.token)).status).toBe(400);
    expect(
      await call(t, 'PUT', `${BASE}/ct-relations/bulk_update/`, [{ id: 1, publish: true }], owner.token),
    ).toMatchObject({ status: 400, body: { lab_id: ['Invalid reference.'] } });
  });

  it("refuses another user's lab and unknown labs (404) and guests (401)", async () => {
    const body = [{ id: theirRelation.id, publish: true }];
    expect((await publish(theirLab.id, body, owner.token)).status).toBe(404);
    expect((await publish(lab.id, [{ id: relations[0]?.id, publish: false }], other.token)).status).toBe(404);
    expect((await publish(randomUUID(), [], owner.token)).status).toBe(404);
    expect((await publish(theirLab.id, body)).status).toBe(401);
    expect(await publishOf(theirRelation.id)).toBe(false);
    expect(await publishOf(relations[0]?.id ?? 0)).toBe(true);
  });

  it('answers a replayed Idempotency-Key with the stored result and writes nothing again', async () => {
    const c = relations[2] as Ref;
    const first = await publish(lab.id, [{ id: c.id, publish: true }], owner.token, 'publish-lab-0001');
    expect(first.body).toEqual([expect.objectContaining({ id: c.id, publish: true })]);
    await publish(lab.id, [{ id: c.id, publish: false }], owner.token, 'publish-lab-0002');
    const again = await publish(lab.id, [{ id: c.id, publish: true }], owner.token, 'publish-lab-0001');
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await publishOf(c.id)).toBe(false);
  });
});
