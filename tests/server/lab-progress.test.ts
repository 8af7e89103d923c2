/**
 * A lab's progress (issue 28): each viewer marks the lab's notes learning or got it, for themself
 * only; a later mark replaces an earlier one and 'none' takes it away. The lab's read lists every note
 * the viewer may watch with their mark; a buyer marks the notes their lab grants, whatever each note's
 * own access; the lab's artist reads how many buyers marked each published video, never who. Bad
 * input is a 400 with its message, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressApi } from '../../src/shared/api-paths';
import { msg } from '../../src/shared/messages';
import { practiceMsg } from '../../src/shared/schemas/practice';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { connectPayments, insertPurchase, publishLab, type Ref } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const API = '/api';
const W = '/api/whatiscooking';

let t: TestContext;
let artist: Awaited<ReturnType<typeof createArtist>>;
let buyer: { token: string; user: { id: number } };
let fan: { token: string; user: { id: number } };
/** The artist's fee lab: four notes (the second only the artist's by its own access), three published. */
let fee: Awaited<ReturnType<typeof publishLab>>;
let notes: { id: number; uuid: string }[];

const mark = (token: string, cooking: string, state: string) =>
  call(t, 'PUT', `${API}${progressApi.mark}`, { cooking, state }, token);
const marksOf = (token: string, lab: number | string) =>
  call(t, 'GET', `${API}${progressApi.ofLab(lab)}`, undefined, token);
const countsOf = (token: string, lab: number | string) =>
  call(t, 'GET', `${API}${progressApi.counts(lab)}`, undefined, token);

/** The viewer's marks on the fee lab's notes, newest in the lab first. */
const statesOf = async (token: string) =>
  (await marksOf(token, fee.lab.id)).body.results.map((p: { state: string }) => p.state);

/** The notes of a lab's relations, in the order the relations were made. */
async function notesOf(relations: Ref[], token: string) {
  const list = await call(
    t,
    'GET',
    `${W}/cookings-of-a-technique/list/?technique_id=${fee.lab.id}&page_size=100`,
    undefined,
    token,
  );
  const byRelation = new Map(
    list.body.results.map((item: { id: number; cooking: { id: number; uuid: string } }) => [
      item.id,
      item.cooking,
    ]),
  );
  return relations.map((relation) => byRelation.get(relation.id) as { id: number; uuid: string });
}

beforeAll(async () => {
  t = await makeTestApp();
  artist = await createArtist(t, 'lpArtist');
  await connectPayments(t, artist.id);
  fee = await publishLab(t, artist, 'Footwork', { access: [5, 1, 5, 5], published: 3 });
  notes = await notesOf(fee.relations, artist.token);
  buyer = await createVerifiedUser(t, { username: 'lpBuyer' });
  fan = await createVerifiedUser(t, { username: 'lpFan' });
  await insertPurchase(t, buyer.user.id, fee.plab.id);
});
afterAll(() => t.close());

describe("a viewer's marks", () => {
  it("lists every note of the owner's lab with 'none' until marked, then the mark, the later one winning", async () => {
    const [first, second, third, fourth] = notes.map((note) => note.uuid) as string[];
    expect((await marksOf(artist.token, fee.lab.id)).body).toEqual({
      results: [fourth, third, second, first].map((cooking) => ({ cooking, state: 'none' })),
    });
    expect(await mark(artist.token, second as string, 'learning')).toMatchObject({
      status: 200,
      body: { cooking: second, state: 'learning' },
    });
    expect((await mark(artist.token, second as string, 'got_it')).body).toEqual({
      cooking: second,
      state: 'got_it',
    });
    await mark(artist.token, first as string, 'learning');
    expect(await statesOf(artist.token)).toEqual(['none', 'none', 'got_it', 'learning']);
    expect((await mark(artist.token, first as string, 'none')).body).toEqual({
      cooking: first,
      state: 'none',
    });
    expect((await mark(artist.token, first as string, 'none')).status).toBe(200);
    expect(await statesOf(artist.token)).toEqual(['none', 'none', 'got_it', 'none']);
  });

  it("lets a buyer mark the lab's published notes, even one only its artist may see elsewhere, and keeps marks apart", async () => {
    const [first, second, third, fourth] = notes as [Ref, Ref, Ref, Ref];
    expect((await call(t, 'GET', `${W}/cooking/${second.uuid}/`, undefined, buyer.token)).status).toBe(404);
    expect((await mark(buyer.token, second.uuid, 'learning')).status).toBe(200);
    expect((await mark(buyer.token, first.uuid, 'got_it')).status).toBe(200);
    // The fourth note is in the lab but not published: the lab does not grant it, its own access does.
    expect((await mark(buyer.token, fourth.uuid, 'got_it')).status).toBe(200);
    expect((await marksOf(buyer.token, fee.lab.id)).body.results).toEqual([
      { cooking: third.uuid, state: 'none' },
      { cooking: second.uuid, state: 'learning' },
      { cooking: first.uuid, state: 'got_it' },
    ]);
    // The artist's own marks are unchanged by the buyer's.
    expect(await statesOf(artist.token)).toEqual(['none', 'none', 'got_it', 'none']);
  });

  it('refuses a note seen through no lab (404) and a lab the viewer may not watch (404)', async () => {
    const [, second] = notes as [Ref, Ref];
    expect(await mark(fan.token, second.uuid, 'got_it')).toMatchObject({
      status: 404,
      body: { detail: msg.notFound },
    });
    expect((await marksOf(fan.token, fee.lab.id)).status).toBe(404);
    expect((await marksOf(fan.token, 2_147_483_647)).status).toBe(404);
    expect((await mark(fan.token, crypto.randomUUID(), 'got_it')).status).toBe(404);
  });

  it("lets anyone signed in mark a free lab's notes, and its buyer's period ends their marking", async () => {
    const free = await publishLab(t, artist, 'Free grooves', { access: [1], price: '0' });
    const [note] = await (async () => {
      const list = await call(
        t,
        'GET',
        `${W}/videos-of-a-publishedlab/?lab_id=${free.plab.uuid}`,
        undefined,
        fan.token,
      );
      return list.body.results.map((item: { cooking: Ref }) => item.cooking) as Ref[];
    })();
    expect((await mark(fan.token, (note as Ref).uuid, 'got_it')).status).toBe(200);
    expect((await marksOf(fan.token, free.lab.id)).body.results).toEqual([
      { cooking: (note as Ref).uuid, state: 'got_it' },
    ]);

    const late = await createVerifiedUser(t, { username: 'lpLate' });
    await insertPurchase(t, late.user.id, fee.plab.id, { days: 30, startedDaysAgo: 31 });
    expect((await mark(late.token, (notes[1] as Ref).uuid, 'got_it')).status).toBe(404);
    expect((await marksOf(late.token, fee.lab.id)).status).toBe(404);
  });
});

describe("the artist's counts", () => {
  it("counts each published video's buyers who are learning it and got it, not other viewers nor the artist", async () => {
    const [first, second, third] = notes as [Ref, Ref, Ref];
    const other = await createVerifiedUser(t, { username: 'lpOther' });
    await insertPurchase(t, other.user.id, fee.plab.id);
    await mark(other.token, second.uuid, 'got_it');
    // A viewer who did not buy marks a community note of the lab: not a buyer, not counted.
    await mark(fan.token, first.uuid, 'got_it');
    const counts = await countsOf(artist.token, fee.lab.id);
    expect(counts.status).toBe(200);
    // Exactly these fields: counts, never who.
    expect(counts.body).toEqual({
      results: [
        { cooking: third.uuid, learning: 0, got_it: 0 },
        { cooking: second.uuid, learning: 1, got_it: 1 },
        { cooking: first.uuid, learning: 0, got_it: 1 },
      ],
    });
  });

  it('answers 403 to anyone but the owner and 404 for no such lab', async () => {
    expect((await countsOf(buyer.token, fee.lab.id)).status).toBe(403);
    expect((await countsOf(artist.token, 2_147_483_647)).status).toBe(404);
  });
});

describe('bad input', () => {
  it('is a 400 with its message for a wrong state, cooking or lab, never a 500', async () => {
    const note = (notes[0] as Ref).uuid;
    expect(await mark(buyer.token, note, 'mastered')).toMatchObject({
      status: 400,
      body: { state: [practiceMsg.stateInvalid] },
    });
    expect((await mark(buyer.token, 'not-a-uuid', 'got_it')).body).toEqual({ cooking: ['Invalid uuid.'] });
    expect((await call(t, 'PUT', `${API}${progressApi.mark}`, {}, buyer.token)).status).toBe(400);
    for (const lab of ['2147483648', '-1', '0', 'abc', '1e3', '99999999999999999999', ''])
      for (const read of [marksOf, countsOf]) expect((await read(artist.token, lab)).status, lab).toBe(400);
    expect((await call(t, 'GET', `${W}/progress/`, undefined, artist.token)).status).toBe(400);
  });
});
