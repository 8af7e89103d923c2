/**
 * Who may open each live stream (issue 29): exactly who may make the read it stands for, with that
 * read's answer otherwise. /live/me/ is for the signed in (401 for a guest); an event's stream for
 * whoever sees the event; a lab room's for its members (the chat list's 401, 403 or 404 otherwise);
 * a shoutout's for whoever may read its comments. Malformed ids and ids past int4 are 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { liveApi } from '../../src/shared/api-paths';
import { msg } from '../../src/shared/messages';
import { createArtist } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { liveStatus } from '../helpers/live-streams';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Viewer = 'owner' | 'member' | 'lapsed' | 'stranger' | 'guest';
const VIEWERS: Viewer[] = ['owner', 'member', 'lapsed', 'stranger', 'guest'];

let t: TestContext;
let tokens: Record<Viewer, string | undefined>;
/** Each stream's path and the read it stands for. */
let paths: Record<string, { live: string; read: string }>;

beforeAll(async () => {
  t = await makeTestApp();
  const owner = await createArtist(t, 'accessLiveOwner');
  const member = await createArtist(t, 'accessLiveMember');
  const lapsed = await createArtist(t, 'accessLiveLapsed');
  const stranger = await createArtist(t, 'accessLiveStranger');
  tokens = {
    owner: owner.token,
    member: member.token,
    lapsed: lapsed.token,
    stranger: stranger.token,
    guest: undefined,
  };
  await connectPayments(t, owner.id);
  const lab = await publishLab(t, owner, 'Access room', { price: '9.99', period: 30 });
  const draft = await publishLab(t, owner, 'Access draft', { access: [5], price: null });
  await insertPurchase(t, member.id, lab.plab.id, { startedDaysAgo: 2 });
  await insertPurchase(t, lapsed.id, lab.plab.id, { startedDaysAgo: 40 });
  // A shoutout from the owner tagging the member: pending, so only its two artists see it.
  const image = await readyUpload(t, owner.token, 'S');
  const shoutout = { image, s_teacher_name: 'Member', teacher: 'accessLiveMember' };
  const pending = (await call(t, 'POST', '/api/e1t1/sharing/', shoutout, owner.token)).body;
  const open = (await call(t, 'POST', '/api/e1t1/sharing/', { image, s_teacher_name: 'Anyone' }, owner.token))
    .body;
  const jam = await createEvent(t, owner.token, { title: 'Access Live Jam' });
  const hidden = await createEvent(t, owner.token, { title: 'Access Hidden Jam' });
  await t.deps.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, hidden.id));
  const room = (uuid: string) => ({
    live: liveApi.room(uuid),
    read: `/whatiscooking/labroom-chat/list/?plab_uuid=${uuid}`,
  });
  const comments = (uuid: string) => ({
    live: liveApi.shoutout(uuid),
    read: `/e1t1/sharing/comments/?shareidobj=${uuid}`,
  });
  const event = (uuid: string) => ({ live: liveApi.event(uuid), read: `/events/list/${uuid}/` });
  paths = {
    me: { live: liveApi.me, read: '/notifications/e1t1/' },
    room: room(lab.plab.uuid),
    draftRoom: room(draft.plab.uuid),
    pendingShoutout: comments(pending.uuid),
    openShoutout: comments(open.uuid),
    event: event(jam.uuid),
    hiddenEvent: event(hidden.uuid),
  };
});
afterAll(() => t.close());

describe('the live streams’ access matrix', () => {
  it.each([
    ['me', [200, 200, 200, 200, 401]],
    ['room', [200, 200, 403, 403, 401]],
    ['draftRoom', [200, 404, 404, 404, 404]],
    ['pendingShoutout', [200, 200, 404, 404, 404]],
    ['openShoutout', [200, 200, 200, 200, 200]],
    ['event', [200, 200, 200, 200, 200]],
    ['hiddenEvent', [200, 404, 404, 404, 404]],
  ] as const)(
    '%s: owner, member, lapsed member, stranger, guest get %j, as the read',
    async (name, expected) => {
      const { live, read } = paths[name] as { live: string; read: string };
      const streams = [];
      const reads = [];
      for (const viewer of VIEWERS) {
        streams.push(await liveStatus(t.app, live, tokens[viewer]));
        reads.push((await call(t, 'GET', `/api${read}`, undefined, tokens[viewer])).status);
      }
      expect(streams).toEqual(expected);
      expect(reads).toEqual(expected);
    },
  );

  it('answers a guest on /live/me/ as any signed-in-only read', async () => {
    const res = await call(t, 'GET', `/api${liveApi.me}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: msg.unauthenticated });
  });

  it.each(['not-a-uuid', '2147483648', '1', `${'f'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`])(
    'is 404 for %s on every stream with a path id',
    async (bad) => {
      for (const path of [liveApi.event(bad), liveApi.room(bad), liveApi.shoutout(bad)])
        expect(await liveStatus(t.app, path, tokens.owner)).toBe(404);
    },
  );
});
