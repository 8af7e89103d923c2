/**
 * The access matrix of video notes (DESIGN 3): owner, another user, a guest and the mentioned artist
 * against notes of access 1, 3 and 5, on the detail, every list (the Following feed too), the reaction
 * and comment lists and the reaction and comment writes. A list never shows what the detail refuses, and counts agree.
 * Only the owner sees a note's relations to their labs, which are private until published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { createArtist } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Viewer = { name: string; token?: string };
type Note = { id: number; uuid: string; access: number };
type Relations = { cooking_relations: { technique: number }[] };

let t: TestContext;
const BASE = '/api/whatiscooking';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const viewers: Record<'owner' | 'mentioned' | 'tagged' | 'other' | 'guest', Viewer> = {
  owner: { name: 'owner' },
  mentioned: { name: 'mentioned' },
  tagged: { name: 'tagged' },
  other: { name: 'other' },
  guest: { name: 'guest' },
};
const notes: Record<1 | 3 | 5, Note> = {} as Record<1 | 3 | 5, Note>;
let secretLab: { id: number };

/** Which notes each viewer may see: tagging a teacher does not open a note, mentioning does (access 3). */
const SEES: Record<keyof typeof viewers, (1 | 3 | 5)[]> = {
  owner: [1, 3, 5],
  mentioned: [3, 5],
  tagged: [5],
  other: [5],
  guest: [5],
};
const HIDDEN = (name: keyof typeof viewers) => ([1, 3, 5] as const).filter((a) => !SEES[name].includes(a));

const labsOf = (note: Relations) => note.cooking_relations.map((r) => r.technique);
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((n) => n.id).sort();
const expected = (access: (1 | 3 | 5)[]) => access.map((a) => notes[a].id).sort();

beforeAll(async () => {
  t = await makeTestApp();
  const owner = await createArtist(t, 'accessOwner');
  const mentioned = await createArtist(t, 'mentionedArtist');
  const tagged = await createArtist(t, 'taggedArtist');
  const other = await createArtist(t, 'otherDancer');
  Object.assign(viewers.owner, owner);
  Object.assign(viewers.mentioned, mentioned);
  Object.assign(viewers.tagged, tagged);
  Object.assign(viewers.other, other);
  const lab = await call(t, 'POST', `${BASE}/techniques/create/`, { name: 'Secret drills' }, owner.token);
  secretLab = lab.body;
  for (const access of [1, 3, 5] as const) {
    const res = await call(
      t,
      'POST',
      `${BASE}/cooking/`,
      { video: VIDEO, access, mention1: mentioned.portfolio },
      owner.token,
    );
    expect(res.status).toBe(201);
    notes[access] = res.body;
    for (const shareidobj of [mentioned.portfolio, tagged.portfolio]) {
      const tag = await call(
        t,
        'POST',
        `${BASE}/taggedteachers/`,
        { cookingidobj: res.body.id, shareidobj },
        owner.token,
      );
      expect(tag.status).toBe(201);
    }
    await call(
      t,
      'POST',
      `${BASE}/cooking/likes/`,
      { cookingidobj: res.body.id, like_type: 'LO' },
      owner.token,
    );
    await call(
      t,
      'POST',
      `${BASE}/cooking/comments/`,
      { cookingidobj: res.body.id, comment: 'mine' },
      owner.token,
    );
    const related = await call(
      t,
      'POST',
      `${BASE}/ct-relations/create/`,
      { cooking: res.body.id, technique: secretLab.id },
      owner.token,
    );
    expect(related.status).toBe(201);
  }
  // Everyone else follows the owner, so their Following feed is the owner's notes they may see.
  for (const viewer of [mentioned, tagged, other]) await follow(t, viewer.token, 'accessOwner');
});
afterAll(() => t.close());

describe.each(Object.keys(viewers) as (keyof typeof viewers)[])('as %s', (name) => {
  const token = () => viewers[name].token;
  const sees = SEES[name];

  it('sees the detail of the visible notes and 404 (never 403) for the others', async () => {
    for (const access of [1, 3, 5] as const) {
      for (const path of [`/cooking/${notes[access].uuid}`, `/list/${notes[access].id}/`]) {
        const res = await call(t, 'GET', BASE + path, undefined, token());
        if (sees.includes(access)) expect(res.status, `${path} access ${access}`).toBe(200);
        else
          expect(res, `${path} access ${access}`).toMatchObject({
            status: 404,
            body: { detail: msg.notFound },
          });
      }
    }
  });

  it('gets exactly the visible notes, and their count, in the feeds', async () => {
    for (const path of [
      '/latest_cookings/',
      '/list/',
      '/latest_cookings/?username=accessowner',
      '/latest_cookings/?mentions=mentionedArtist',
    ]) {
      const res = await call(t, 'GET', BASE + path, undefined, token());
      expect(res.status, path).toBe(200);
      expect(ids(res), path).toEqual(expected(sees));
      expect(res.body.count, path).toBe(sees.length);
    }
    const nobody = await call(t, 'GET', `${BASE}/latest_cookings/?username=nobody`, undefined, token());
    expect(nobody.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('gets exactly the visible notes of the artist they follow in the Following feed (401 as a guest)', async () => {
    const res = await call(t, 'GET', `${BASE}/following/`, undefined, token());
    if (name === 'guest') return expect(res.status).toBe(401);
    // The owner cannot follow themselves: their own notes are never in it.
    const followed = name === 'owner' ? [] : sees;
    expect(ids(res)).toEqual(expected(followed));
    expect(res.body.count).toBe(followed.length);
  });

  it('gets only their own notes in mycookings and only visible tagged or mentioning notes in my-students-videos', async () => {
    const mine = await call(t, 'GET', `${BASE}/mycookings/`, undefined, token());
    const students = await call(t, 'GET', `${BASE}/my-students-videos/`, undefined, token());
    if (name === 'guest') {
      expect(mine.status).toBe(401);
      expect(students.status).toBe(401);
      return;
    }
    expect(ids(mine)).toEqual(name === 'owner' ? expected([1, 3, 5]) : []);
    expect(mine.body.count).toBe(name === 'owner' ? 3 : 0);
    const taught = { mentioned: [3, 5], tagged: [5], owner: [], other: [] }[name] as (1 | 3 | 5)[];
    expect(ids(students)).toEqual(expected(taught));
    expect(students.body.count).toBe(taught.length);
  });

  it("sees a note's relations to the owner's private labs only as its owner", async () => {
    const lists = ['/latest_cookings/', '/list/', '/latest_cookings/?mentions=mentionedArtist'];
    if (name !== 'guest') lists.push('/mycookings/', '/my-students-videos/');
    const seen: Relations[] = [];
    for (const access of sees) {
      seen.push((await call(t, 'GET', `${BASE}/cooking/${notes[access].uuid}`, undefined, token())).body);
    }
    for (const path of lists)
      seen.push(...(await call(t, 'GET', BASE + path, undefined, token())).body.results);
    expect(seen.length).toBeGreaterThanOrEqual(sees.length * 4);
    for (const note of seen) expect(labsOf(note)).toEqual(name === 'owner' ? [secretLab.id] : []);
  });

  it('reads reactions and comments of visible notes only', async () => {
    for (const access of [1, 3, 5] as const) {
      const q = `?cookingidobj=${notes[access].uuid}`;
      const reactions = await call(t, 'GET', `${BASE}/cooking/likes/${q}`, undefined, token());
      const list = await call(t, 'GET', `${BASE}/cooking/comments/${q}`, undefined, token());
      if (sees.includes(access)) {
        expect(reactions.body.map((r: { username: string }) => r.username)).toEqual(['accessOwner']);
        expect(list.body).toMatchObject({ count: 1, results: [{ comment: 'mine' }] });
      } else {
        expect(reactions).toMatchObject({ status: 404, body: { detail: msg.notFound } });
        expect(list).toMatchObject({ status: 404, body: { detail: msg.notFound } });
      }
    }
  });

  it('reacts and comments on visible notes only (404 on hidden ones, 401 as a guest)', async () => {
    for (const access of [1, 3, 5] as const) {
      const like = await call(
        t,
        'POST',
        `${BASE}/cooking/likes/`,
        { cookingidobj: notes[access].id, like_type: 'FI' },
        token(),
      );
      const comment = await call(
        t,
        'POST',
        `${BASE}/cooking/comments/`,
        { cookingidobj: notes[access].uuid, comment: `from ${name}` },
        token(),
      );
      const status = name === 'guest' ? 401 : sees.includes(access) ? 201 : 404;
      expect(like.status, `like on ${access}`).toBe(status);
      expect(comment.status, `comment on ${access}`).toBe(status);
      if (status === 201) {
        await call(t, 'DELETE', `${BASE}/cooking/likes/${like.body.id}`, undefined, token());
        await call(t, 'DELETE', `${BASE}/cooking/comments/${comment.body.id}`, undefined, token());
      }
    }
  });

  it('edits and deletes nothing that is not theirs', async () => {
    if (name === 'owner') return;
    const status = (access: 1 | 3 | 5) =>
      name === 'guest' ? 401 : HIDDEN(name).includes(access) ? 404 : 403;
    for (const access of [1, 3, 5] as const) {
      const patch = await call(t, 'PATCH', `${BASE}/cooking/${notes[access].uuid}`, { lesson: 'x' }, token());
      const remove = await call(t, 'DELETE', `${BASE}/cooking/${notes[access].id}`, undefined, token());
      expect(patch.status, `patch ${access}`).toBe(status(access));
      expect(remove.status, `delete ${access}`).toBe(status(access));
    }
  });
});

describe('after a change of access', () => {
  it('hides the note and its reactions from the viewers it no longer admits', async () => {
    const { token } = viewers.other;
    const like = await call(
      t,
      'POST',
      `${BASE}/cooking/likes/`,
      { cookingidobj: notes[5].id, like_type: 'DE' },
      token,
    );
    expect(like.status).toBe(201);
    const patched = await call(
      t,
      'PATCH',
      `${BASE}/cooking/${notes[5].uuid}`,
      { access: 1 },
      viewers.owner.token,
    );
    expect(patched.body.access).toBe(1);
    expect((await call(t, 'GET', `${BASE}/cooking/${notes[5].uuid}`, undefined, token)).status).toBe(404);
    expect((await call(t, 'GET', `${BASE}/latest_cookings/`, undefined, token)).body.count).toBe(0);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/likes/${like.body.uuid}`, undefined, token)).status,
    ).toBe(404);
    await call(t, 'PATCH', `${BASE}/cooking/${notes[5].uuid}`, { access: 5 }, viewers.owner.token);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/likes/${like.body.uuid}`, undefined, token)).status,
    ).toBe(204);
  });
});

describe("a published lab's videos", () => {
  it("show a buyer none of the owner's labs, and the owner all of theirs", async () => {
    const owner = await createArtist(t, 'relationsOwner');
    const buyer = await createArtist(t, 'relationsBuyer');
    await connectPayments(t, owner.id);
    const fee = await publishLab(t, owner, 'Fee grooves', { access: [5, 1, 5] });
    const other = await call(t, 'POST', `${BASE}/techniques/create/`, { name: 'Private' }, owner.token);
    const labPath = `/cookings-of-a-technique/list/?technique_id=${fee.lab.id}`;
    const inLab = (await call(t, 'GET', BASE + labPath, undefined, owner.token)).body.results;
    expect(inLab).toHaveLength(3);
    for (const video of inLab as { cooking: { id: number } }[]) {
      const again = { cooking: video.cooking.id, technique: other.body.id };
      expect((await call(t, 'POST', `${BASE}/ct-relations/create/`, again, owner.token)).status).toBe(201);
    }
    await insertPurchase(t, buyer.id, fee.plab.id);
    const labsOfPage = async (path: string, token: string) =>
      (await call(t, 'GET', BASE + path, undefined, token)).body.results.map(
        (video: { cooking: Relations }) => labsOf(video.cooking),
      );
    const published = `/videos-of-a-publishedlab/?lab_id=${fee.plab.uuid}`;
    const both = fee.relations.map(() => [fee.lab.id, other.body.id]);
    expect(await labsOfPage(published, buyer.token)).toEqual(fee.relations.map(() => []));
    expect(await labsOfPage(published, owner.token)).toEqual(both);
    expect(await labsOfPage(labPath, owner.token)).toEqual(both);
  });
});
