/**
 * The live streams of a user, a lab room and a shoutout (issue 29): each says its event once the write
 * that changed it commits, as read back then: `notification` on /live/me/ for a new notification
 * (a welcome too), `message` in a lab room's chat, `reply` for a shoutout's comments, and for its
 * personal messages only to its two artists. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { users } from '../../src/server/db/schema';
import type { LiveHub } from '../../src/server/features/live/live-hub';
import { LIVE_CHANNEL, liveTopic, publishLive } from '../../src/server/notify/live-publish';
import { liveApi } from '../../src/shared/api-paths';
import { createArtist } from '../helpers/accounts';
import { insertPurchase, publishLab } from '../helpers/labs';
import { openLive } from '../helpers/live-streams';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let owner: Artist;
let buyer: Artist;
let student: Artist;
let teacher: Artist;
let fan: Artist;
let room: string;
let tagged: { id: number; uuid: string };

const said = (event: string) => `event: ${event}\ndata: {}\n\n`;

/** Opens `path`'s stream as `artist` and waits for its first bytes, so nothing later is missed. */
async function watching(path: string, artist?: Artist) {
  const stream = await openLive(t.app, path, artist?.token);
  expect(stream.res.status).toBe(200);
  await stream.until('retry: 3000\n\n');
  return stream;
}

beforeAll(async () => {
  t = await makeTestApp();
  owner = await createArtist(t, 'liveRoomOwner');
  buyer = await createArtist(t, 'liveRoomBuyer');
  student = await createArtist(t, 'liveStudent');
  teacher = await createArtist(t, 'liveTeacher');
  fan = await createArtist(t, 'liveFan');
  const lab = await publishLab(t, owner, 'Live room', { access: [5], price: '0' });
  await insertPurchase(t, buyer.id, lab.plab.id, { amountCents: 0, provider: 'free' });
  room = lab.plab.uuid;
  const image = await readyUpload(t, student.token, 'S');
  const given = await call(
    t,
    'POST',
    '/api/e1t1/sharing/',
    { image, s_teacher_name: 'Teacher', teacher: 'liveTeacher' },
    student.token,
  );
  tagged = given.body;
  expect((await call(t, 'POST', `/api/e1t1/sharing/${tagged.uuid}/approve/`, {}, teacher.token)).status).toBe(
    200,
  );
});
afterAll(() => t.close());

describe('a user’s live stream', () => {
  it('says `notification` once a notification to them commits, and it is in their list then', async () => {
    const stream = await watching(liveApi.me, student);
    const comment = { uuid: randomUUID(), shareidobj: tagged.uuid, comment: 'Fire' };
    expect((await call(t, 'POST', '/api/e1t1/sharing/comments/', comment, fan.token)).status).toBe(201);
    await stream.until(said('notification'));
    const bell = await call(t, 'GET', '/api/notifications/e1t1/', undefined, student.token);
    expect(bell.body.results[0]).toMatchObject({ text: expect.stringContaining('liveFan') });
    await stream.cancel();
  });

  it('is told of the welcome in the transaction that makes the account', async () => {
    const heard: string[] = [];
    const stop = await t.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
    const input = {
      username: 'liveNewcomer',
      email: 'live-newcomer@example.com',
      password1: 'cypher2024',
      password2: 'cypher2024',
      country: 'FR',
    };
    expect((await call(t, 'POST', '/api/auth/registration/', input)).status).toBe(201);
    const [made] = await t.deps.db.select().from(users).where(eq(users.username, 'liveNewcomer'));
    await expect.poll(() => heard).toContain(liveTopic.user(made?.id as number));
    await stop();
  });
});

describe('a lab room’s live stream', () => {
  it('says `message` to its members once a message commits, and the chat has it then', async () => {
    const stream = await watching(liveApi.room(room), owner);
    const posted = { uuid: randomUUID(), plab: room, comment: 'New drill tonight' };
    expect((await call(t, 'POST', '/api/whatiscooking/labroom-chat/', posted, buyer.token)).status).toBe(201);
    await stream.until(said('message'));
    const chat = await call(
      t,
      'GET',
      `/api/whatiscooking/labroom-chat/list/?plab_uuid=${room}`,
      undefined,
      owner.token,
    );
    expect(chat.body.results[0]).toMatchObject({ uuid: posted.uuid, comment: 'New drill tonight' });
    await stream.cancel();
  });
});

describe('a shoutout’s live stream', () => {
  it('says `reply` for a comment to anyone, and for a message to its artists', async () => {
    const guest = await watching(liveApi.shoutout(tagged.uuid));
    const artist = await watching(liveApi.shoutout(tagged.uuid), teacher);
    const message = { uuid: randomUUID(), shareid: tagged.uuid, message: 'Thank you' };
    expect((await call(t, 'POST', '/api/chat/', message, student.token)).status).toBe(201);
    await artist.until(said('reply'));
    const messages = await call(t, 'GET', `/api/chat/list/?shareid=${tagged.uuid}`, undefined, teacher.token);
    expect(messages.body.results[0]).toMatchObject({ uuid: message.uuid });
    const comment = { uuid: randomUUID(), shareidobj: tagged.uuid, comment: 'Respect' };
    expect((await call(t, 'POST', '/api/e1t1/sharing/comments/', comment, fan.token)).status).toBe(201);
    await guest.until(said('reply'));
    await artist.until(said('reply') + said('reply'));
    for (const stream of [guest, artist]) await stream.cancel();
  });

  it('watches the personal messages only for the shoutout’s two artists', async () => {
    const joined: string[][] = [];
    const join: LiveHub['join'] = async (_caller, topics) => {
      joined.push([...topics]);
      return () => {};
    };
    const app = createApp(t.deps, { live: { ...t.live, join } });
    for (const viewer of [undefined, fan, student, teacher]) {
      const stream = await openLive(app, liveApi.shoutout(tagged.uuid), viewer?.token);
      await stream.cancel();
    }
    const everyone = liveTopic.shoutout(tagged.uuid);
    const artists = [everyone, liveTopic.shoutoutMessages(tagged.uuid)];
    expect(joined).toEqual([[everyone], [everyone], artists, artists]);
  });

  it('says `reply` when a reply is deleted', async () => {
    const comment = { uuid: randomUUID(), shareidobj: tagged.uuid, comment: 'Oops' };
    expect((await call(t, 'POST', '/api/e1t1/sharing/comments/', comment, fan.token)).status).toBe(201);
    const stream = await watching(liveApi.shoutout(tagged.uuid));
    const gone = await call(t, 'DELETE', `/api/e1t1/sharing/comments/${comment.uuid}/`, undefined, fan.token);
    expect(gone.status).toBe(204);
    await stream.until(said('reply'));
    await stream.cancel();
  });
});

describe('publishing', () => {
  it('tells each topic once in one statement, only once the transaction commits', async () => {
    const heard: string[] = [];
    const stop = await t.listen(LIVE_CHANNEL, (payload) => heard.push(payload));
    const topics = [liveTopic.user(1), liveTopic.room(room), liveTopic.user(1)];
    await t.deps.db
      .transaction(async (tx) => {
        await publishLive(tx, liveTopic.user(2));
        tx.rollback();
      })
      .catch(() => {});
    await t.deps.db.transaction((tx) => publishLive(tx, ...topics));
    await t.deps.db.transaction((tx) => publishLive(tx));
    await expect.poll(() => heard.length).toBe(2);
    expect(heard.sort()).toEqual([liveTopic.room(room), liveTopic.user(1)].sort());
    await stop();
  });
});
