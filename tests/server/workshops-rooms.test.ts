/**
 * Workshop rooms: the access matrix (organiser, tagged artist, room member, requester, other user,
 * guest) for the token, the room's reads, requests and edits; entering with the token, asking and
 * being approved or refused (and asking again a day later), with the notifications each makes; the
 * organiser taking a member out; video notes shared into the room,
 * listed only as far as each viewer may see them; my rooms.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopRequests } from '../../src/server/db/schema';
import {
  NOTIFICATION_CONTEXT,
  NOTIFICATION_TYPE,
  notificationTarget,
} from '../../src/shared/schemas/notifications';
import { ASK_AGAIN_AFTER_MS } from '../../src/shared/schemas/workshop-room';
import { type Workshop, workshopMsg } from '../../src/shared/schemas/workshops';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/workshops';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let t: TestContext;
type Person = { token: string; username: string };
let organiser: Person;
let teacher: Person;
let member: Person;
let requester: Person;
let other: Person;
let workshop: Workshop;

const as = (who: Person | undefined) => who?.token;
const room = (path: string, who?: Person) =>
  call(t, 'GET', `${BASE}/room/${path}?workshop_uuid=${workshop.uuid}`, undefined, as(who));
const bell = async (who: Person) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, who.token)).body.results as Parameters<
    typeof notificationTarget
  >[0][];

beforeAll(async () => {
  t = await makeTestApp();
  const artist = async (name: string) => ({ ...(await createArtist(t, name)), username: name });
  organiser = await artist('roomOrganiser');
  teacher = await artist('roomTeacher');
  member = await artist('roomMember');
  requester = await artist('roomRequester');
  const plain = await createVerifiedUser(t, { username: 'roomOther' });
  other = { token: plain.token, username: 'roomOther' };
  const poster = await readyUpload(t, organiser.token, 'W');
  const res = await call(
    t,
    'POST',
    `${BASE}/create/`,
    { title: 'Room Class', poster, start_date: '2031-02-02', country: 'FR', teacher1: 'roomTeacher' },
    organiser.token,
  );
  workshop = res.body;
});
afterAll(() => t.close());

describe('the room token', () => {
  let token: string;

  it('is made for the organiser only, kept until rotated', async () => {
    const put = (who?: Person, body: object = {}) =>
      call(t, 'PUT', `${BASE}/token/${workshop.uuid}/`, body, as(who));
    const first = await put(organiser);
    expect(first.status).toBe(200);
    token = first.body.workshop_token;
    expect(token).toMatch(/^[\w-]{24}$/);
    expect((await put(organiser)).body).toEqual({ workshop_uuid: workshop.uuid, workshop_token: token });
    for (const who of [teacher, member, requester, other]) expect((await put(who)).status).toBe(403);
    expect((await put(undefined)).status).toBe(401);
    expect((await call(t, 'PUT', `${BASE}/token/${randomUUID()}/`, {}, organiser.token)).status).toBe(404);
    const rotated = await put(organiser, { rotate: true });
    expect(rotated.body.workshop_token).not.toBe(token);
    token = rotated.body.workshop_token;
  });

  it('lets a dancer with the right token in, and no one with a wrong one', async () => {
    const check = (who: Person | undefined, value: string) =>
      call(
        t,
        'GET',
        `${BASE}/token/check/?workshop_uuid=${workshop.uuid}&workshop_token=${encodeURIComponent(value)}`,
        undefined,
        as(who),
      );
    const wrong = await check(member, `${token}x`);
    expect(wrong.body).toMatchObject({ valid: false, access: false, role: null });
    expect((await check(undefined, token)).status).toBe(401);
    const right = await check(member, token);
    expect(right.body).toEqual({
      valid: true,
      workshop_uuid: workshop.uuid,
      access: true,
      role: 'member',
      request: null,
    });
    expect((await check(member, token)).body.role).toBe('member');
  });
});

describe('requests to enter', () => {
  let requestId: number;

  it('are made once by a dancer not in the room, and tell the organiser', async () => {
    const ask = (who?: Person) =>
      call(t, 'POST', `${BASE}/room/request-access/`, { workshop_uuid: workshop.uuid }, as(who));
    const made = await ask(requester);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      username: 'roomRequester',
      status: 'pending',
      workshop_uuid: workshop.uuid,
    });
    requestId = made.body.id;
    expect((await ask(requester)).status).toBe(200);
    expect((await ask(organiser)).body).toEqual({ non_field_errors: ['You organise this workshop.'] });
    expect((await ask(member)).body).toEqual({ non_field_errors: ['You are already in this room.'] });
    expect((await ask(teacher)).body).toEqual({ non_field_errors: ['You are already in this room.'] });
    expect((await ask(undefined)).status).toBe(401);
    const told = (await bell(organiser)).filter((n) => n.text.includes('asked to enter'));
    expect(
      told.map((n) => [n.text, n.notification_context, n.notification_type, notificationTarget(n)]),
    ).toEqual([
      [
        'roomRequester asked to enter the room of Room Class.',
        NOTIFICATION_CONTEXT.workshop,
        NOTIFICATION_TYPE.roomRequest,
        `/workshops/${workshop.uuid}`,
      ],
    ]);
  });

  it('are listed for the organiser only', async () => {
    const list = await room('request-access-code-list/', organiser);
    expect(list.body).toMatchObject({ count: 1, results: [{ id: requestId, status: 'pending' }] });
    for (const who of [teacher, member, requester, other])
      expect((await room('request-access-code-list/', who)).status).toBe(403);
    expect((await room('request-access-code-list/')).status).toBe(401);
  });

  it('are read by the organiser and the requester, by id or by username and workshop; 404 for others', async () => {
    const byId = (who?: Person) =>
      call(
        t,
        'GET',
        `${BASE}/room/request-access-code-get/?request-access-id=${requestId}`,
        undefined,
        as(who),
      );
    const byName = (who: Person) =>
      call(
        t,
        'GET',
        `${BASE}/room/request-access-code-get/?username=roomrequester&workshop_uuid=${workshop.uuid}`,
        undefined,
        as(who),
      );
    for (const who of [organiser, requester]) {
      expect((await byId(who)).body).toMatchObject({ id: requestId, status: 'pending' });
      expect((await byName(who)).body).toMatchObject({ id: requestId, status: 'pending' });
    }
    for (const who of [teacher, member, other]) {
      expect((await byId(who)).status).toBe(404);
      expect((await byName(who)).status).toBe(404);
    }
    expect((await byId(undefined)).status).toBe(401);
    const neither = await call(t, 'GET', `${BASE}/room/request-access-code-get/`, undefined, organiser.token);
    expect(neither.status).toBe(400);
  });

  it('are answered by the organiser only: approval lets in, refusal takes out, each told once', async () => {
    const answer = (verb: string, who?: Person) =>
      call(t, 'POST', `${BASE}/room/request-access/${requestId}/${verb}/`, undefined, as(who));
    expect((await answer('approve', requester)).status).toBe(403);
    for (const who of [teacher, member, other]) expect((await answer('approve', who)).status).toBe(404);
    expect((await answer('approve')).status).toBe(401);
    expect((await room('members/', requester)).status).toBe(403);

    expect((await answer('approve', organiser)).body).toMatchObject({ status: 'approved' });
    expect((await answer('approve', organiser)).status).toBe(200);
    expect((await room('access/', requester)).body).toMatchObject({
      access: true,
      role: 'member',
      request: { id: requestId, status: 'approved' },
    });
    expect((await answer('refuse', organiser)).body).toMatchObject({ status: 'refused' });
    expect((await room('access/', requester)).body).toMatchObject({ access: false, role: null });
    const told = await bell(requester);
    expect(told.map((n) => [n.text, n.notification_context, n.notification_type])).toEqual([
      [
        'Your request to enter the room of Room Class was refused.',
        NOTIFICATION_CONTEXT.workshop,
        NOTIFICATION_TYPE.roomRefused,
      ],
      ['You can enter the room of Room Class.', NOTIFICATION_CONTEXT.workshop, NOTIFICATION_TYPE.roomEntry],
    ]);
    await answer('approve', organiser);
    expect(
      (await call(t, 'POST', `${BASE}/room/request-access/99999/approve/`, undefined, organiser.token))
        .status,
    ).toBe(404);
  });

  it('may be asked again a day after a refusal, which tells the organiser again; not before', async () => {
    const ask = () =>
      call(t, 'POST', `${BASE}/room/request-access/`, { workshop_uuid: workshop.uuid }, other.token);
    const asked = await ask();
    expect(asked.body).toMatchObject({ status: 'pending' });
    const refused = await call(
      t,
      'POST',
      `${BASE}/room/request-access/${asked.body.id}/refuse/`,
      undefined,
      organiser.token,
    );
    expect(refused.body).toMatchObject({ status: 'refused' });
    expect(await ask()).toMatchObject({
      status: 400,
      body: { non_field_errors: [workshopMsg.askAgainLater] },
    });
    const fromOther = async () =>
      (await bell(organiser)).filter(
        (n) => n.sender === 'roomOther' && n.notification_type === NOTIFICATION_TYPE.roomRequest,
      );
    expect(await fromOther()).toHaveLength(1);
    // A day later (the request's time moved back a day and a second):
    await t.deps.db
      .update(workshopRequests)
      .set({ createdAt: new Date(t.deps.clock().getTime() - ASK_AGAIN_AFTER_MS - 1000) })
      .where(eq(workshopRequests.id, asked.body.id));
    expect(await ask()).toMatchObject({ status: 201, body: { id: asked.body.id, status: 'pending' } });
    const told = await fromOther();
    expect(told).toHaveLength(2);
    expect(told[0]?.is_seen).toBe(false);
    expect((await room('request-access-code-list/', organiser)).body.results[0]).toMatchObject({
      username: 'roomOther',
      status: 'pending',
    });
  });

  it('lets the organiser take a member out, who may come back with the token until a new one', async () => {
    const remove = (username: string, who?: Person) =>
      call(
        t,
        'DELETE',
        `${BASE}/room/members/${username}/?workshop_uuid=${workshop.uuid}`,
        undefined,
        as(who),
      );
    expect((await remove('roomRequester', member)).status).toBe(403);
    expect((await remove('roomRequester')).status).toBe(401);
    expect((await remove('ROOMREQUESTER', organiser)).status).toBe(204);
    expect((await room('access/', requester)).body).toMatchObject({
      access: false,
      request: { status: 'refused' },
    });
    expect(await remove('roomRequester', organiser)).toMatchObject({
      status: 404,
      body: { detail: workshopMsg.notAMember },
    });
    const { workshop_token } = (await call(t, 'PUT', `${BASE}/token/${workshop.uuid}/`, {}, organiser.token))
      .body;
    const back = await call(
      t,
      'GET',
      `${BASE}/token/check/?workshop_uuid=${workshop.uuid}&workshop_token=${workshop_token}`,
      undefined,
      requester.token,
    );
    expect(back.body).toMatchObject({ valid: true, access: true, role: 'member' });
  });
});

describe('inside the room', () => {
  it('members and videos are for the organiser, the tagged artist and members; 403 for others, 401 for guests', async () => {
    for (const who of [organiser, teacher, member, requester]) {
      expect((await room('members/', who)).status).toBe(200);
      expect((await room('videos/', who)).status).toBe(200);
    }
    expect((await room('members/', other)).status).toBe(403);
    expect((await room('videos/', other)).status).toBe(403);
    expect((await room('members/')).status).toBe(401);
    const members = await room('members/', teacher);
    expect(members.body.results.map((m: { username: string }) => m.username).sort()).toEqual([
      'roomMember',
      'roomRequester',
    ]);
    expect(members.body.count).toBe(2);
    const access = async (who: Person) => (await room('access/', who)).body.role;
    expect([await access(organiser), await access(teacher), await access(other)]).toEqual([
      'organiser',
      'teacher',
      null,
    ]);
    expect(
      (await call(t, 'GET', `${BASE}/room/access/?workshop_uuid=${randomUUID()}`, undefined, other.token))
        .status,
    ).toBe(404);
  });

  it('shares the sharer’s own notes, lists them only as far as each viewer may see them, and counts alike', async () => {
    const note = async (who: Person, access: number) =>
      (
        await call(
          t,
          'POST',
          '/api/whatiscooking/cooking/',
          { video: VIDEO, access, lesson: `by ${who.username}` },
          who.token,
        )
      ).body as { id: number; uuid: string };
    const open = await note(member, 5);
    const secret = await note(member, 1);
    const share = (who: Person | undefined, cooking: string | number) =>
      call(t, 'POST', `${BASE}/room/videos/`, { workshop_uuid: workshop.uuid, cooking }, as(who));
    const shared = await share(member, open.uuid);
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      username: 'roomMember',
      workshop_uuid: workshop.uuid,
      cooking: { uuid: open.uuid },
    });
    expect((await share(member, open.id)).status).toBe(200);
    expect((await share(member, secret.uuid)).status).toBe(201);
    expect((await share(requester, open.uuid)).status).toBe(403);
    expect((await share(other, open.uuid)).status).toBe(403);
    expect((await share(undefined, open.uuid)).status).toBe(401);
    const listFor = async (who: Person) => {
      const res = await room('videos/', who);
      return {
        count: res.body.count,
        uuids: res.body.results.map((v: { cooking: { uuid: string } }) => v.cooking.uuid),
      };
    };
    expect(await listFor(member)).toEqual({ count: 2, uuids: [secret.uuid, open.uuid] });
    expect(await listFor(organiser)).toEqual({ count: 1, uuids: [open.uuid] });
    const secretShare = (await room('videos/', member)).body.results[0].id;
    expect(
      (await call(t, 'DELETE', `${BASE}/room/videos/${secretShare}/`, undefined, teacher.token)).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `${BASE}/room/videos/${secretShare}/`, undefined, other.token)).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `${BASE}/room/videos/${secretShare}/`, undefined, organiser.token)).status,
    ).toBe(204);
    expect(await listFor(member)).toEqual({ count: 1, uuids: [open.uuid] });
  });

  it('lists my rooms: organised, taught and joined, never another’s', async () => {
    const mine = async (who?: Person) => {
      const res = await call(t, 'GET', `${BASE}/room/my-workshop-rooms/`, undefined, as(who));
      return res.status === 200 ? res.body.results.map((w: Workshop) => w.uuid) : res.status;
    };
    for (const who of [organiser, teacher, member, requester])
      expect(await mine(who)).toEqual([workshop.uuid]);
    expect(await mine(other)).toEqual([]);
    expect(await mine(undefined)).toBe(401);
  });

  it('leaves edits and deletion to the organiser alone', async () => {
    for (const who of [teacher, member, requester, other]) {
      expect(
        (await call(t, 'PATCH', `${BASE}/${workshop.uuid}/`, { title: 'Taken' }, who.token)).status,
      ).toBe(403);
      expect((await call(t, 'DELETE', `${BASE}/${workshop.uuid}/`, undefined, who.token)).status).toBe(403);
    }
    expect((await call(t, 'GET', `${BASE}/${workshop.uuid}/`)).body.title).toBe('Room Class');
  });
});
