/**
 * Blocks, mutes, hidden rows and suspended accounts in notes, comments, reactions, tagged teachers,
 * published labs, lab rooms, portfolios and follows (issue 27). For a pair blocked either way round,
 * each side reads nothing of the other's (404 or absent) and every write that reaches the other is
 * refused with one message (403), until the block is undone; a bought lab stays its buyer's, its room
 * does not. A muted author leaves the muter's feeds and comment lists only; a hidden row stays its
 * author's alone (`hidden: true`); a suspended account's content is gone for everyone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, cookings, labroomMessages, users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { createArtist } from '../helpers/accounts';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;
type Ref = { id: number; uuid: string };
type Person = Account & { note: Ref; fee: Ref; free: Ref; comment: Ref };

let t: TestContext;
let a: Person;
let b: Person;
let fan: Account;
let fanNote: Ref;
const W = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const refused = { status: 403, body: { detail: blockMsg.refused } };

const get = (path: string, token?: string) => call(t, 'GET', path, undefined, token);
const post = (path: string, body: object, token: string) => call(t, 'POST', path, body, token);
const field = (res: { body: { results: Record<string, unknown>[] } }, key: string) =>
  res.body.results.map((row) => row[key]);
const feed = async (path: string, token?: string) =>
  field(await get(`${W}${path}?page_size=100`, token), 'id');
const commentsOn = (note: Ref, token?: string) =>
  get(`${W}/cooking/comments/?cookingidobj=${note.uuid}`, token);

/** An artist with a note, a fee lab and a free lab (one video each), and a comment and reaction on the fan's note. */
async function person(name: string): Promise<Person> {
  const account = await createArtist(t, name);
  await connectPayments(t, account.id);
  const note = (await post(`${W}/cooking/`, { video: VIDEO, access: 5, lesson: name }, account.token)).body;
  const fee = (await publishLab(t, account, `${name} fee lab`)).plab;
  const free = (await publishLab(t, account, `${name} free lab`, { access: [5], price: '0' })).plab;
  const comment = (
    await post(`${W}/cooking/comments/`, { cookingidobj: fanNote.uuid, comment: name }, account.token)
  ).body;
  await post(`${W}/cooking/likes/`, { cookingidobj: fanNote.uuid, like_type: 'FI' }, account.token);
  await post(
    `${W}/taggedteachers/`,
    { cookingidobj: fanNote.uuid, shareidobj: account.portfolio },
    fan.token,
  );
  await post('/api/artist/follow/', { username: fan.username }, account.token);
  return { ...account, note, fee, free, comment };
}

beforeAll(async () => {
  t = await makeTestApp();
  fan = await createArtist(t, 'bnFan');
  fanNote = (await post(`${W}/cooking/`, { video: VIDEO, access: 5 }, fan.token)).body;
  a = await person('bnAuthor');
  b = await person('bnOther');
  // Each joined the other's free lab before any block.
  await insertPurchase(t, a.id, b.free.id, { amountCents: 0, provider: 'free' });
  await insertPurchase(t, b.id, a.free.id, { amountCents: 0, provider: 'free' });
});
afterAll(() => t.close());

/** What `viewer` may read of `owner`'s: nothing (`apart`), or all of it. */
async function reads(viewer: Person, owner: Person, apart: boolean) {
  const gone = (status: number) => expect(status).toBe(apart ? 404 : 200);
  const has = (list: unknown[], item: unknown) => expect(list.includes(item)).toBe(!apart);
  gone((await get(`${W}/cooking/${owner.note.uuid}/`, viewer.token)).status);
  has(await feed('/latest_cookings/', viewer.token), owner.note.id);
  has(await feed(`/list/`, viewer.token), owner.note.id);
  has(field(await get(`${W}/list/?username=${owner.username}`, viewer.token), 'id'), owner.note.id);
  has(field(await commentsOn(fanNote, viewer.token), 'username'), owner.username);
  const likes = await get(`${W}/cooking/likes/?cookingidobj=${fanNote.uuid}`, viewer.token);
  has(
    likes.body.map((like: { username: string }) => like.username),
    owner.username,
  );
  const tagged = (await get(`${W}/cooking/${fanNote.uuid}/`, viewer.token)).body.taggedteachers;
  has(
    tagged.map((tag: { shareidobj: { id: number } }) => tag.shareidobj.id),
    owner.portfolio,
  );
  gone((await get(`/api/artist/portfolios/${owner.username}/`, viewer.token)).status);
  gone((await get(`/api/artist/bios/${owner.username}/`, viewer.token)).status);
  has(
    field(await get('/api/artist/portfolios/list/?page_size=100', viewer.token), 'username'),
    owner.username,
  );
  const found = (await get('/api/artist/search/?query=bn', viewer.token)).body;
  has(
    found.map((p: { username: string }) => p.username),
    owner.username,
  );
  gone((await get(`/api/artist/followers/?username=${owner.username}`, viewer.token)).status);
  has(
    field(await get(`/api/artist/followers/?username=${fan.username}`, viewer.token), 'username'),
    owner.username,
  );
  gone((await get(`${W}/publishedlabs/${owner.fee.uuid}/`, viewer.token)).status);
  has(field(await get(`${W}/publishedlabs/list/?page_size=100`, viewer.token), 'id'), owner.fee.id);
  has(field(await get(`${W}/publishedlabs/list/search/fee/`, viewer.token), 'id'), owner.fee.id);
  const personal = await get(`${W}/publishedlabs/list/personal/?username=${owner.username}`, viewer.token);
  has(field(personal, 'id'), owner.fee.id);
  // A lab the viewer joined stays theirs, and its videos; its room, a talk with its owner, does not.
  expect((await get(`${W}/publishedlabs/${owner.free.uuid}/`, viewer.token)).status).toBe(200);
  expect((await get(`${W}/videos-of-a-purchasedlab/?lab_id=${owner.free.uuid}`, viewer.token)).status).toBe(
    200,
  );
  const room = await get(`${W}/labroom-chat/list/?plab_uuid=${owner.free.uuid}`, viewer.token);
  expect(room.status).toBe(apart ? 403 : 200);
  expect((await get(`${W}/labroom-members/?plab_uuid=${owner.free.uuid}`, viewer.token)).status).toBe(
    apart ? 403 : 200,
  );
}

/** Every write of `writer` that reaches `owner` is refused with the one message. */
async function writesRefused(writer: Person, owner: Person) {
  const note = { cookingidobj: owner.note.uuid };
  expect(await post(`${W}/cooking/comments/`, { ...note, comment: 'Hi' }, writer.token)).toMatchObject(
    refused,
  );
  expect(await post(`${W}/cooking/likes/`, { ...note, like_type: 'LO' }, writer.token)).toMatchObject(
    refused,
  );
  const tag = { cookingidobj: writer.note.uuid, shareidobj: owner.portfolio };
  expect(await post(`${W}/taggedteachers/`, tag, writer.token)).toMatchObject(refused);
  const mention = { video: VIDEO, access: 5, mention2: owner.portfolio };
  expect(await post(`${W}/cooking/`, mention, writer.token)).toMatchObject(refused);
  expect(await post('/api/artist/follow/', { username: owner.username }, writer.token)).toMatchObject(
    refused,
  );
  const chat = { plab: owner.free.uuid, comment: 'Hi' };
  expect(await post(`${W}/labroom-chat/`, chat, writer.token)).toMatchObject(refused);
  expect(await post('/api/payments/checkout/', { plab: owner.fee.uuid }, writer.token)).toMatchObject(
    refused,
  );
}

describe('a block', () => {
  for (const [blocker, blocked] of [
    ['a', 'b'],
    ['b', 'a'],
  ] as const)
    it(`keeps both apart when ${blocker} blocks ${blocked}, until it is undone`, async () => {
      const [one, two] = blocker === 'a' ? [a, b] : [b, a];
      await reads(one, two, false);
      await reads(two, one, false);
      expect((await post('/api/blocks/', { username: two.username }, one.token)).status).toBe(201);
      await reads(one, two, true);
      await reads(two, one, true);
      await writesRefused(one, two);
      await writesRefused(two, one);
      expect((await call(t, 'DELETE', `/api/blocks/${two.username}/`, undefined, one.token)).status).toBe(
        204,
      );
      await reads(one, two, false);
      await reads(two, one, false);
    });
});

describe('a mute', () => {
  it("takes the muted author out of the muter's feeds and comment lists, and nothing else", async () => {
    await post('/api/artist/follow/', { username: a.username }, fan.token);
    expect(await feed('/following/', fan.token)).toContain(a.note.id);
    expect((await post('/api/mutes/', { username: a.username }, fan.token)).status).toBe(201);
    expect(await feed('/latest_cookings/', fan.token)).not.toContain(a.note.id);
    expect(await feed('/following/', fan.token)).not.toContain(a.note.id);
    expect(field(await commentsOn(fanNote, fan.token), 'username')).not.toContain(a.username);
    expect((await get(`${W}/cooking/${a.note.uuid}/`, fan.token)).status).toBe(200);
    expect(field(await get(`${W}/list/?username=${a.username}`, fan.token), 'id')).toContain(a.note.id);
    expect((await get(`/api/artist/portfolios/${a.username}/`, fan.token)).status).toBe(200);
    // Others still see them everywhere.
    expect(await feed('/latest_cookings/', b.token)).toContain(a.note.id);
    expect(field(await commentsOn(fanNote, b.token), 'username')).toContain(a.username);
  });
});

describe('a hidden row', () => {
  it('is gone for everyone but its author, who sees it marked hidden', async () => {
    const now = new Date();
    await t.deps.db.update(cookings).set({ hiddenAt: now }).where(eq(cookings.id, b.note.id));
    await t.deps.db.update(comments).set({ hiddenAt: now }).where(eq(comments.id, b.comment.id));
    const message = await post(`${W}/labroom-chat/`, { plab: b.free.uuid, comment: 'Hidden' }, b.token);
    await t.deps.db
      .update(labroomMessages)
      .set({ hiddenAt: now })
      .where(eq(labroomMessages.id, message.body.id));
    for (const viewer of [a.token, fan.token, undefined]) {
      expect((await get(`${W}/cooking/${b.note.uuid}/`, viewer)).status).toBe(404);
      expect(await feed('/latest_cookings/', viewer)).not.toContain(b.note.id);
      expect(field(await commentsOn(fanNote, viewer), 'id')).not.toContain(b.comment.id);
    }
    const room = (token: string) => get(`${W}/labroom-chat/list/?plab_uuid=${b.free.uuid}`, token);
    expect(field(await room(a.token), 'id')).not.toContain(message.body.id);
    expect(
      await post(`${W}/cooking/comments/`, { cookingidobj: b.note.uuid, comment: 'Hi' }, a.token),
    ).toMatchObject({
      status: 404,
    });
    expect((await get(`${W}/cooking/${b.note.uuid}/`, b.token)).body).toMatchObject({ hidden: true });
    expect((await get(`${W}/cooking/${a.note.uuid}/`, b.token)).body).toMatchObject({ hidden: false });
    const own = (await commentsOn(fanNote, b.token)).body.results;
    expect(own.find((c: Ref) => c.id === b.comment.id)).toMatchObject({ hidden: true });
    expect((await room(b.token)).body.results[0]).toMatchObject({ id: message.body.id, hidden: true });
  });
});

describe('a suspended account', () => {
  it('has its content gone for everyone while suspended', async () => {
    const gone = await person('bnGone');
    await t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.id));
    for (const viewer of [a.token, fan.token, undefined]) {
      expect((await get(`${W}/cooking/${gone.note.uuid}/`, viewer)).status).toBe(404);
      expect(await feed('/latest_cookings/', viewer)).not.toContain(gone.note.id);
      expect(field(await commentsOn(fanNote, viewer), 'username')).not.toContain('bnGone');
      expect((await get('/api/artist/portfolios/bnGone/', viewer)).status).toBe(404);
      expect(field(await get(`${W}/publishedlabs/list/`, viewer), 'id')).not.toContain(gone.fee.id);
      expect((await get(`${W}/publishedlabs/${gone.fee.uuid}/`, viewer)).status).toBe(404);
    }
    expect(await post('/api/artist/follow/', { username: 'bnGone' }, a.token)).toMatchObject({
      status: 400,
      body: { username: [msg.artistNotFound] },
    });
    expect(
      (await post(`${W}/cooking/likes/`, { cookingidobj: gone.note.uuid, like_type: 'LO' }, a.token)).status,
    ).toBe(404);
  });
});
