/**
 * Notifications about video notes (context 2): the mentioned artists hear of a note they may see,
 * its owner of reactions and comments; one per sender, note and type, never to oneself, each
 * pointing at the note; a note its recipient can no longer see takes its notifications with it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookings, notifications } from '../../src/server/db/schema';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const BASE = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Listed = { id: number; sender: string; text: string; notification_type: number; cookingobject: string };

let t: TestContext;
let owner: Artist;
let rue: Artist;
let kid: Artist;
let fan: Artist;

const inbox = async (user: Artist) => {
  const res = await call(t, 'GET', '/api/notifications/e1t1/', undefined, user.token);
  expect(res.status).toBe(200);
  return res.body as { count: number; results: Listed[] };
};
/** What the user's list says, as "sender: text -> note uuid". */
const lines = async (user: Artist) =>
  (await inbox(user)).results.map((n) => `${n.sender}: ${n.text} -> ${n.cookingobject}`);
const post = async (fields: Record<string, unknown>, uuid = randomUUID()) => {
  const res = await call(t, 'POST', `${BASE}/cooking/`, { uuid, video: VIDEO, ...fields }, owner.token);
  expect(res.status).toBeLessThan(300);
  return res.body as { id: number; uuid: string };
};
const edit = async (note: { uuid: string }, fields: Record<string, unknown>) =>
  expect((await call(t, 'PATCH', `${BASE}/cooking/${note.uuid}/`, fields, owner.token)).status).toBe(200);
const react = (user: Artist, note: { uuid: string }, like_type: string) =>
  call(t, 'POST', `${BASE}/cooking/likes/`, { cookingidobj: note.uuid, like_type }, user.token);
const comment = (user: Artist, note: { uuid: string }, text: string) =>
  call(t, 'POST', `${BASE}/cooking/comments/`, { cookingidobj: note.uuid, comment: text }, user.token);

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'noteMaker');
  rue = await createArtist(t, 'bgirlRue');
  kid = await createArtist(t, 'bboyKid');
  fan = await createArtist(t, 'bigFan');
});
afterAll(() => t.close());

describe('a mention', () => {
  it('tells each mentioned artist once, not the owner mentioning themself, with a link to the note', async () => {
    const uuid = randomUUID();
    const fields = { access: 5, mention1: rue.portfolio, mention2: kid.portfolio, mention3: owner.portfolio };
    const note = await post(fields, uuid);
    await post(fields, uuid);
    const rueInbox = await inbox(rue);
    expect(rueInbox.count).toBe(1);
    expect(rueInbox.results[0]).toEqual({
      id: expect.any(Number),
      sender: 'noteMaker',
      time: expect.any(String),
      text: 'noteMaker mentioned you in a video note.',
      notification_context: NOTIFICATION_CONTEXT.taggedVideo,
      notification_type: NOTIFICATION_TYPE.tagged,
      artist_metadata: { thumb: null },
      is_seen: false,
      e1t1object: null,
      guestobject: null,
      cookingobject: note.uuid,
      plab_created_object: null,
      student_plabpayment_object: null,
      labroom_comment_object: null,
      plab_uuid: null,
      workshopobject: null,
    });
    expect(await lines(kid)).toEqual([`noteMaker: noteMaker mentioned you in a video note. -> ${note.uuid}`]);
    expect((await inbox(owner)).count).toBe(0);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });

  it('of a private note tells nobody until the note may be seen, and is taken back when it is private again', async () => {
    const note = await post({ access: 1, mention1: rue.portfolio });
    expect((await inbox(rue)).count).toBe(0);
    await edit(note, { access: 5 });
    expect(await lines(rue)).toEqual([`noteMaker: noteMaker mentioned you in a video note. -> ${note.uuid}`]);
    await edit(note, { lesson: 'Footwork drills' });
    expect((await inbox(rue)).count).toBe(1);
    await edit(note, { access: 1 });
    expect(await inbox(rue)).toMatchObject({ count: 0, results: [] });
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });

  it('follows the mentions of an edited note: the artist no longer mentioned loses it, the new one gets it', async () => {
    const note = await post({ access: 3, mention1: rue.portfolio });
    expect((await inbox(rue)).count).toBe(1);
    await edit(note, { mention1: kid.portfolio });
    expect((await inbox(rue)).count).toBe(0);
    expect(await lines(kid)).toEqual([`noteMaker: noteMaker mentioned you in a video note. -> ${note.uuid}`]);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });
});

describe('reactions and comments', () => {
  it('tell the owner once per reacting user, however the reaction is toggled or changed, never of their own', async () => {
    const note = await post({ access: 5 });
    const first = await react(fan, note, 'LO');
    expect(first.status).toBe(201);
    expect(
      (await call(t, 'DELETE', `${BASE}/cooking/likes/${first.body.uuid}`, undefined, fan.token)).status,
    ).toBe(204);
    expect((await react(fan, note, 'LO')).status).toBe(201);
    expect((await react(fan, note, 'FI')).status).toBe(201);
    expect((await react(owner, note, 'DE')).status).toBe(201);
    expect((await react(kid, note, 'DE')).status).toBe(201);
    const listed = await inbox(owner);
    expect(listed.count).toBe(2);
    expect(listed.results.map((n) => [n.sender, n.text, n.notification_type, n.cookingobject])).toEqual([
      ['bboyKid', 'bboyKid reacted to your video note.', NOTIFICATION_TYPE.reaction, note.uuid],
      ['bigFan', 'bigFan reacted to your video note.', NOTIFICATION_TYPE.reaction, note.uuid],
    ]);
    for (const user of [fan, kid]) expect((await inbox(user)).count).toBe(0);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });

  it('tell the owner once per commenting user, never of their own', async () => {
    const note = await post({ access: 5 });
    expect((await comment(fan, note, 'Clean footwork')).status).toBe(201);
    expect((await comment(fan, note, 'Try it on beat')).status).toBe(201);
    expect((await comment(owner, note, 'Thanks!')).status).toBe(201);
    const listed = await inbox(owner);
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({
      sender: 'bigFan',
      text: 'bigFan commented on your video note.',
      notification_context: NOTIFICATION_CONTEXT.video,
      notification_type: NOTIFICATION_TYPE.comment,
      cookingobject: note.uuid,
    });
    expect((await inbox(fan)).count).toBe(0);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });

  it('read in the language the request asks for, the name as it is', async () => {
    const note = await post({ access: 5 });
    expect((await comment(fan, note, 'Clean footwork')).status).toBe(201);
    const read = async (language: string) => {
      const res = await call(t, 'GET', '/api/notifications/e1t1/', undefined, owner.token, {
        'accept-language': language,
      });
      return (res.body as { results: Listed[] }).results.map((n) => n.text);
    };
    expect(await read('ja-JP,ja;q=0.9')).toEqual(['bigFanさんがあなたのビデオノートにコメントしました。']);
    expect(await read('fr')).toEqual(['bigFan a commenté votre note vidéo.']);
    expect(await read('en')).toEqual(['bigFan commented on your video note.']);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });

  it('are written with the reaction or comment: a refused write tells nobody', async () => {
    const note = await post({ access: 1 });
    expect((await react(fan, note, 'LO')).status).toBe(404);
    expect((await comment(fan, note, 'Hidden')).status).toBe(404);
    expect((await inbox(owner)).count).toBe(0);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });
});

describe('a note that can no longer be seen', () => {
  it('takes its notifications with it when it is deleted', async () => {
    const note = await post({ access: 5, mention1: rue.portfolio });
    await react(fan, note, 'LO');
    await comment(kid, note, 'Nice');
    expect((await inbox(owner)).count).toBe(2);
    expect((await inbox(rue)).count).toBe(1);
    expect((await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token)).status).toBe(
      204,
    );
    for (const user of [owner, rue]) expect(await inbox(user)).toMatchObject({ count: 0, results: [] });
    expect(await t.deps.db.$count(notifications)).toBe(0);
  });

  it('is neither listed, counted nor marked seen for a recipient who lost access another way', async () => {
    const note = await post({ access: 3, mention1: rue.portfolio });
    const [mention] = (await inbox(rue)).results;
    // The mentioned portfolio goes (the column is set null), so the note is the owner's alone.
    await t.deps.db.update(cookings).set({ mention1: null }).where(eq(cookings.uuid, note.uuid));
    expect(await inbox(rue)).toMatchObject({ count: 0, results: [] });
    const unseen = await call(t, 'GET', '/api/notifications/e1t1/?is_seen=false', undefined, rue.token);
    expect(unseen.body.count).toBe(0);
    const seen = await call(t, 'PUT', `/api/notifications/e1t1/${mention?.id}`, { is_seen: true }, rue.token);
    expect(seen.status).toBe(404);
    await call(t, 'DELETE', `${BASE}/cooking/${note.uuid}/`, undefined, owner.token);
  });
});
