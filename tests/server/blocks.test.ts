/**
 * Blocks and mutes (issue 27), their API: block or mute by username (201, then 200 with the same
 * row), never oneself or an unknown user (400), undo with or without a trailing slash (204 either
 * way), one's own lists newest first and paged; a block ends a follow, guest places and room
 * memberships either way, a mute does not; the portfolio tells the viewer whom they muted; both go
 * in the data download, and with an account.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  eventGuests,
  events,
  follows,
  mutes,
  workshopMembers,
  workshops,
} from '../../src/server/db/schema';
import { blocksDownload } from '../../src/server/features/blocks/blocks.download';
import { msg } from '../../src/shared/messages';
import { blockMsg } from '../../src/shared/schemas/blocks';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent, createWorkshop } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;

let t: TestContext;
let me: Account;
let rival: Account;
let loud: Account;
let quiet: Awaited<ReturnType<typeof createVerifiedUser>>;

const post = (kind: 'blocks' | 'mutes', username: unknown, token = me.token) =>
  call(t, 'POST', `/api/${kind}/`, { username }, token);
const undo = (path: string, token = me.token) => call(t, 'DELETE', path, undefined, token);
const list = (kind: 'blocks' | 'mutes', query = '', token = me.token) =>
  call(t, 'GET', `/api/${kind}/${query}`, undefined, token);
const follow = (token: string, username: string) =>
  call(t, 'POST', '/api/artist/follow/', { username }, token);
const names = (res: { body: { results: { username: string }[] } }) =>
  res.body.results.map((row) => row.username);

beforeAll(async () => {
  t = await makeTestApp();
  me = await createArtist(t, 'blockMe', 'Block Me');
  rival = await createArtist(t, 'blockRival', 'The Rival');
  loud = await createArtist(t, 'blockLoud');
  quiet = await createVerifiedUser(t, { username: 'blockQuiet' });
});
afterAll(() => t.close());

describe('blocks', () => {
  it('blocks by username in any case (201), and answers the same row again (200)', async () => {
    const res = await post('blocks', 'BLOCKRIVAL');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'blockRival',
      artist_name: 'The Rival',
      profile_photo: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await post('blocks', 'blockRival')).toMatchObject({ status: 200, body: res.body });
  });

  it('blocks a user without a portfolio, named by their username', async () => {
    const res = await post('blocks', 'blockQuiet');
    expect(res).toMatchObject({ status: 201, body: { username: 'blockQuiet', artist_name: 'blockQuiet' } });
  });

  it('refuses oneself, an unknown user, a missing name and a guest', async () => {
    expect(await post('blocks', 'blockme')).toMatchObject({
      status: 400,
      body: { username: [blockMsg.notYourselfBlock] },
    });
    expect(await post('blocks', 'nobodyAtAll')).toMatchObject({
      status: 400,
      body: { username: [msg.artistNotFound] },
    });
    expect((await post('blocks', undefined)).status).toBe(400);
    expect((await call(t, 'POST', '/api/blocks/', { username: 'blockRival' })).status).toBe(401);
    expect((await call(t, 'GET', '/api/blocks/')).status).toBe(401);
  });

  it('lists my blocks newest first, paged, and no one else’s', async () => {
    const res = await list('blocks');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['blockQuiet', 'blockRival']);
    expect(res.body.count).toBe(2);
    const first = await list('blocks', '?page_size=1');
    expect(names(first)).toEqual(['blockQuiet']);
    const next = new URL(first.body.next);
    expect(names(await call(t, 'GET', next.pathname + next.search, undefined, me.token))).toEqual([
      'blockRival',
    ]);
    expect(await list('blocks', '', rival.token)).toMatchObject({ body: { count: 0, results: [] } });
  });

  it('ends a follow either way, and refuses a new one either way with one message', async () => {
    await undo('/api/blocks/blockRival/');
    expect((await follow(me.token, 'blockRival')).status).toBe(201);
    expect((await follow(rival.token, 'blockMe')).status).toBe(201);
    expect((await post('blocks', 'blockRival')).status).toBe(201);
    const left = await t.deps.db.select().from(follows).where(eq(follows.followerId, me.id));
    const right = await t.deps.db.select().from(follows).where(eq(follows.followerId, rival.id));
    expect([left, right]).toEqual([[], []]);
    const refused = { status: 403, body: { detail: blockMsg.refused } };
    expect(await follow(me.token, 'blockRival')).toMatchObject(refused);
    expect(await follow(rival.token, 'blockMe')).toMatchObject(refused);
  });

  it("ends a guest's place on the other's events and a member's in the other's rooms, either way", async () => {
    await undo('/api/blocks/blockRival/');
    const mine = await createEvent(t, me.token);
    const theirs = await createEvent(t, rival.token);
    const room = await createWorkshop(t, me.token, 'Block Room');
    const idOf = async (table: typeof events | typeof workshops, uuid: string) =>
      (await t.deps.db.select({ id: table.id }).from(table).where(eq(table.uuid, uuid)))[0]?.id ?? 0;
    const [mineId, theirsId, roomId] = [
      await idOf(events, mine.uuid),
      await idOf(events, theirs.uuid),
      await idOf(workshops, room.uuid),
    ];
    const guest = (eventId: number, userId: number) => ({ eventId, userId, role: 'judge', position: 0 });
    await t.deps.db
      .insert(eventGuests)
      .values([guest(mineId, rival.id), guest(mineId, loud.id), guest(theirsId, me.id)]);
    await t.deps.db.insert(workshopMembers).values([
      { workshopId: roomId, userId: rival.id },
      { workshopId: roomId, userId: loud.id },
    ]);
    expect((await post('blocks', 'blockRival')).status).toBe(201);
    const guests = await t.deps.db.select().from(eventGuests);
    expect(guests.map((row) => [row.eventId, row.userId])).toEqual([[mineId, loud.id]]);
    const members = await t.deps.db.select().from(workshopMembers);
    expect(members.map((row) => [row.workshopId, row.userId])).toEqual([[roomId, loud.id]]);
  });

  it('undoes a block with or without the trailing slash, 204 either way, even when none was made', async () => {
    expect((await undo('/api/blocks/BlockQuiet')).status).toBe(204);
    expect((await undo('/api/blocks/blockQuiet/')).status).toBe(204);
    expect((await undo('/api/blocks/nobodyAtAll/')).status).toBe(204);
    expect(names(await list('blocks'))).toEqual(['blockRival']);
    // Someone else's undo does not touch mine.
    expect((await undo('/api/blocks/blockRival/', loud.token)).status).toBe(204);
    expect(names(await list('blocks'))).toEqual(['blockRival']);
  });
});

describe('mutes', () => {
  it('mutes (201, then 200), refuses oneself and the unknown, and keeps a follow', async () => {
    expect((await follow(me.token, 'blockLoud')).status).toBe(201);
    const res = await post('mutes', 'blockloud');
    expect(res).toMatchObject({ status: 201, body: { username: 'blockLoud', artist_name: 'blockLoud' } });
    expect(await post('mutes', 'blockLoud')).toMatchObject({ status: 200, body: res.body });
    expect(await post('mutes', 'blockMe')).toMatchObject({
      status: 400,
      body: { username: [blockMsg.notYourselfMute] },
    });
    expect((await post('mutes', 'nobodyAtAll')).status).toBe(400);
    const kept = await t.deps.db.select().from(follows).where(eq(follows.followerId, me.id));
    expect(kept).toHaveLength(1);
    expect(names(await list('mutes'))).toEqual(['blockLoud']);
    expect(names(await list('blocks'))).toEqual(['blockRival']);
  });

  it('shows on the portfolio as i_mute, to the muter only; the muted one is not told', async () => {
    const portfolio = (token?: string) =>
      call(t, 'GET', '/api/artist/portfolios/blockLoud/', undefined, token);
    expect((await portfolio(me.token)).body).toMatchObject({ i_mute: true, i_follow: true });
    expect((await portfolio(quiet.token)).body).toMatchObject({ i_mute: false });
    expect((await portfolio()).body).toMatchObject({ i_mute: false });
    expect(await list('mutes', '', loud.token)).toMatchObject({ body: { count: 0 } });
  });

  it('undoes a mute, 204 with or without the slash', async () => {
    expect((await undo('/api/mutes/blockLoud')).status).toBe(204);
    expect((await undo('/api/mutes/blockLoud/')).status).toBe(204);
    expect(await list('mutes')).toMatchObject({ body: { count: 0, results: [] } });
    expect((await post('mutes', 'blockLoud')).status).toBe(201);
  });
});

describe('the data download', () => {
  it('names whom I blocked and muted, by username', async () => {
    expect(await blocksDownload.read(t.deps, me.id)).toEqual({
      blocked: [{ username: 'blockRival', created: expect.any(String) }],
      muted: [{ username: 'blockLoud', created: expect.any(String) }],
    });
    expect(await blocksDownload.read(t.deps, rival.id)).toEqual({ blocked: [], muted: [] });
  });
});

describe('a deleted account', () => {
  it('takes its blocks and mutes with it, either side', async () => {
    const leaver = await createArtist(t, 'blockLeaver');
    expect((await post('blocks', 'blockMe', leaver.token)).status).toBe(201);
    expect((await post('mutes', 'blockMe', leaver.token)).status).toBe(201);
    expect((await post('mutes', 'blockLeaver')).status).toBe(201);
    const gone = await call(t, 'POST', '/api/account/delete/', { password: 'groove1234' }, leaver.token);
    expect(gone.status).toBe(200);
    expect(names(await list('mutes'))).toEqual(['blockLoud']);
    const rows = await Promise.all([
      t.deps.db.select().from(blocks).where(eq(blocks.blockerId, leaver.id)),
      t.deps.db.select().from(mutes).where(eq(mutes.muterId, leaver.id)),
      t.deps.db.select().from(mutes).where(eq(mutes.mutedId, leaver.id)),
    ]);
    expect(rows).toEqual([[], [], []]);
  });
});
