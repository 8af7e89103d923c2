/**
 * Events (/api/events/): create (JSON and multipart, a repeat of the uuid once), read, edit of only
 * the changed fields ("No change"), the lists (guests, sub-events, workshops, battles), "I'm going",
 * a guest leaving, the notifications tagging and changes make (with their pushes), and delete.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries, pushSubscriptions } from '../../src/server/db/schema';
import type { Event } from '../../src/shared/schemas/events';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent, createWorkshop, eventFields } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let organiser: Artist;
let judge: Artist;
let dj: Artist;
let dancer: Awaited<ReturnType<typeof createVerifiedUser>>;

type Bell = { text: string; notification_context: number; notification_type: number; guestobject: unknown };
const bell = async (token: string) =>
  (await call(t, 'GET', '/api/notifications/e1t1/', undefined, token)).body.results as Bell[];
const get = (ref: string | number, token?: string) =>
  call(t, 'GET', `/api/events/list/${ref}/`, undefined, token);
const patch = (ref: string, fields: Record<string, unknown>, token = organiser.token) =>
  call(t, 'PATCH', `/api/events/${ref}/`, fields, token);

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'eventHost', 'Host Crew');
  judge = await createArtist(t, 'judgeRox', 'Rox');
  dj = await createArtist(t, 'djSpin', 'Spin');
  dancer = await createVerifiedUser(t, { username: 'eventDancer' });
});
afterAll(() => t.close());

describe('creating an event', () => {
  it('keeps every field and list as given (linked workshops by title), with the instants its wall times name, and answers a repeat once', async () => {
    const workshop = await createWorkshop(t, judge.token, 'Toprock Basics');
    const fields = await eventFields(t, organiser.token, {
      start: '2030-07-04T19:00',
      end: '2030-07-05T02:00',
      timezone: 'America/New_York',
      country: 'US',
      content: 'Open styles, two floors.',
      iglink: 'https://instagram.com/freezeframe',
      videolink: 'https://youtu.be/dQw4w9WgXcQ',
      contact_email: 'crew@example.com',
      event_guests: [
        { username: 'judgerox', role: 'judge' },
        { username: 'djSpin', role: 'dj' },
      ],
      event_subevents: [{ title: 'Kids battle', time: '15:00', info: 'Under 12' }],
      event_workshops: [workshop.uuid],
      event_battles: [
        { category: '1v1', style: 'Breaking' },
        { category: '2v2', style: 'All styles' },
      ],
    });
    const res = await call(t, 'POST', '/api/events/create/', fields, organiser.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      uuid: fields.uuid,
      username: 'eventHost',
      artist_name: 'Host Crew',
      title: 'Freeze Frame Jam',
      poster: `/media/medium/${fields.poster}`,
      poster_thumb: `/media/mini/${fields.poster}`,
      start: '2030-07-04T19:00',
      end: '2030-07-05T02:00',
      timezone: 'America/New_York',
      starts_at: '2030-07-04T23:00:00.000Z',
      ends_at: '2030-07-05T06:00:00.000Z',
      venue: 'Halle 7',
      country: 'US',
      content: 'Open styles, two floors.',
      iglink: 'https://instagram.com/freezeframe',
      contact_email: 'crew@example.com',
      event_guests: [
        { username: 'judgeRox', artist_name: 'Rox', role: 'judge', country: 'US' },
        { username: 'djSpin', artist_name: 'Spin', role: 'dj' },
      ],
      event_subevents: [{ title: 'Kids battle', time: '15:00', info: 'Under 12' }],
      event_workshops: [workshop],
      event_battles: [
        { category: '1v1', style: 'Breaking' },
        { category: '2v2', style: 'All styles' },
      ],
      going_count: 0,
      iamgoing: false,
    });
    const again = await call(t, 'POST', '/api/events/create/', fields, organiser.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await get(fields.uuid as string)).body).toEqual(res.body);
    expect((await get(res.body.id)).body.uuid).toBe(fields.uuid);
  });

  it('takes a multipart form, with the lists as JSON text', async () => {
    const form = new FormData();
    const fields = await eventFields(t, organiser.token);
    for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
    form.set('event_battles', JSON.stringify([{ category: 'Crew vs crew', style: 'Hip hop' }]));
    const res = await t.app.request('/api/events/create/', {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: 'Freeze Frame Jam',
      event_battles: [{ category: 'Crew vs crew' }],
    });
    form.set('event_battles', '[{"category":');
    form.set('uuid', randomUUID());
    const bad = await t.app.request('/api/events/create/', {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser.token}` },
      body: form,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ event_battles: ['Invalid list.'] });
  });

  it("answers the spec's messages for missing and wrong fields", async () => {
    const res = await call(t, 'POST', '/api/events/create/', {}, organiser.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      title: ['Name is required'],
      poster: ['Image is required.'],
      start: ['Date is required'],
      end: ['End is required'],
      timezone: ['Choose a time zone from the list.'],
      country: ['Country is required'],
    });
    const wrong = await call(
      t,
      'POST',
      '/api/events/create/',
      await eventFields(t, organiser.token, {
        title: 'x'.repeat(256),
        start: '2030-02-30T10:00',
        timezone: 'Mars/Olympus',
        iglink: 'instagram dot com',
        contact_email: 'not-an-email',
        event_guests: [{ username: 'judgeRox', role: 'bouncer' }],
        event_battles: Array.from({ length: 31 }, () => ({ category: '1v1' })),
      }),
      organiser.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      title: ['Must be less than 255 characters'],
      start: ['Date is required'],
      timezone: ['Choose a time zone from the list.'],
      iglink: ['No spaces are allowed.'],
      contact_email: ['Enter a valid e-mail'],
      'event_guests.0.role': ['Choose a role from the list.'],
      event_battles: ['At most 30 entries.'],
    });
  });

  it('refuses an end before the start, an unknown guest, a guest named twice and a poster not of the caller', async () => {
    const expectError = async (
      fields: Record<string, unknown>,
      errors: Record<string, string[]>,
      token = organiser.token,
    ) => {
      const res = await call(
        t,
        'POST',
        '/api/events/create/',
        await eventFields(t, organiser.token, fields),
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    };
    await expectError(
      { start: '2030-05-01T20:00', end: '2030-05-01T19:00' },
      { end: ['The end must be after the start.'] },
    );
    await expectError(
      { event_guests: [{ username: 'nobodyHere', role: 'host' }] },
      { event_guests: ['Choose an artist from the search.'] },
    );
    await expectError(
      {
        event_guests: [
          { username: 'judgeRox', role: 'host' },
          { username: 'JUDGEROX', role: 'judge' },
        ],
      },
      { event_guests: ['This artist is already a guest.'] },
    );
    await expectError({}, { poster: ['Upload the photo again.'] }, judge.token);
    await expectError(
      { poster: await readyUpload(t, organiser.token, 'J') },
      { poster: ['Upload the photo again.'] },
    );
  });

  it('needs a signed-in artist', async () => {
    const fields = await eventFields(t, organiser.token);
    expect((await call(t, 'POST', '/api/events/create/', fields)).status).toBe(401);
    expect((await call(t, 'POST', '/api/events/create/', fields, dancer.token)).status).toBe(403);
  });
});

describe('guests', () => {
  it('are told they were tagged (context 5, type 1, with a push), once', async () => {
    const [subscription] = await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId: judge.id, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'k', auth: 'a' })
      .returning();
    const event = await createEvent(t, organiser.token, {
      title: 'Judges Night',
      event_guests: [{ username: 'judgeRox', role: 'judge' }],
    });
    const tagged = (await bell(judge.token)).filter((n) => n.text.includes('Judges Night'));
    expect(tagged).toEqual([
      expect.objectContaining({
        text: 'eventHost tagged you as a guest of Judges Night.',
        notification_context: NOTIFICATION_CONTEXT.event,
        notification_type: NOTIFICATION_TYPE.tagged,
        guestobject: { event: event.uuid },
      }),
    ]);
    const pushes = await t.deps.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, subscription?.id ?? 0));
    expect(pushes).toHaveLength(1);
    // The same guests again change nothing and tell nobody again.
    const same = await patch(event.uuid, { event_guests: [{ username: 'judgeRox', role: 'judge' }] });
    expect(same.body).toEqual({ detail: 'No change' });
    expect((await bell(judge.token)).filter((n) => n.text.includes('Judges Night'))).toHaveLength(1);
  });

  it('untagged by the organiser lose the notification; a new guest gets one', async () => {
    const event = await createEvent(t, organiser.token, {
      title: 'Swap Night',
      event_guests: [{ username: 'judgeRox', role: 'judge' }],
    });
    const res = await patch(event.uuid, { event_guests: [{ username: 'djSpin', role: 'dj' }] });
    expect(res.status).toBe(200);
    expect(res.body.event_guests).toMatchObject([{ username: 'djSpin', role: 'dj' }]);
    expect((await bell(judge.token)).filter((n) => n.text.includes('Swap Night'))).toEqual([]);
    expect((await bell(dj.token)).filter((n) => n.text.includes('Swap Night'))).toHaveLength(1);
  });

  it('may take themselves off the guests; nobody else can', async () => {
    const event = await createEvent(t, organiser.token, {
      title: 'Leave Night',
      event_guests: [
        { username: 'judgeRox', role: 'judge' },
        { username: 'djSpin', role: 'dj' },
      ],
    });
    const leave = (token?: string) =>
      call(t, 'DELETE', `/api/events/${event.uuid}/guests/me/`, undefined, token);
    expect((await leave()).status).toBe(401);
    expect((await leave(dancer.token)).status).toBe(403);
    expect((await leave(organiser.token)).status).toBe(403);
    const res = await leave(judge.token);
    expect(res.status).toBe(200);
    expect(res.body.event_guests.map((g: { username: string }) => g.username)).toEqual(['djSpin']);
    expect((await bell(judge.token)).filter((n) => n.text.includes('Leave Night'))).toEqual([]);
    expect((await leave(judge.token)).status).toBe(403);
    const tagged = await call(t, 'GET', '/api/events/my-tagged-events/', undefined, judge.token);
    expect(tagged.body.results.map((e: Event) => e.title)).not.toContain('Leave Night');
  });
});

describe('editing an event', () => {
  it('changes only what differs, answers "No change" otherwise, and recomputes the instants', async () => {
    const event = await createEvent(t, organiser.token, { title: 'Edit Me' });
    expect((await patch(event.uuid, { title: 'Edit Me', venue: 'Halle 7' })).body).toEqual({
      detail: 'No change',
    });
    const res = await patch(event.uuid, {
      title: 'Edited',
      timezone: 'Asia/Tokyo',
      event_subevents: [{ title: 'Cypher', time: '', info: '' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Edited',
      start: event.start,
      timezone: 'Asia/Tokyo',
      starts_at: new Date(`${event.start}:00+09:00`).toISOString(),
      event_subevents: [{ title: 'Cypher' }],
      event_guests: [],
    });
    expect((await patch(event.uuid, { end: event.start })).body).toEqual({
      end: ['The end must be after the start.'],
    });
    const poster = await readyUpload(t, organiser.token, 'W');
    expect((await patch(event.uuid, { poster })).body.poster).toBe(`/media/medium/${poster}`);
  });

  it('links and unlinks workshops by uuid, "No change" when the links are the same', async () => {
    const locking = await createWorkshop(t, dj.token, 'Locking Lab');
    const house = await createWorkshop(t, organiser.token, 'House Steps');
    const event = await createEvent(t, organiser.token, { event_workshops: [locking.uuid] });
    expect(event.event_workshops).toEqual([locking]);
    expect((await patch(event.uuid, { event_workshops: [locking.uuid] })).body).toEqual({
      detail: 'No change',
    });
    const both = await patch(event.uuid, { event_workshops: [house.uuid, locking.uuid] });
    expect(both.body.event_workshops).toEqual([house, locking]);
    expect((await get(event.uuid, dancer.token)).body.event_workshops).toEqual([house, locking]);
    expect((await patch(event.uuid, { event_workshops: [locking.uuid] })).body.event_workshops).toEqual([
      locking,
    ]);
    expect((await get(event.uuid)).body.event_workshops).toEqual([locking]);
  });

  it('refuses a link to a workshop that does not exist, on create and on change, and keeps the links', async () => {
    const locking = await createWorkshop(t, dj.token, 'Locking Drills');
    const refused = { event_workshops: ['Choose a workshop from the search.'] };
    const made = await call(
      t,
      'POST',
      '/api/events/create/',
      await eventFields(t, organiser.token, { event_workshops: [locking.uuid, randomUUID()] }),
      organiser.token,
    );
    expect(made.status).toBe(400);
    expect(made.body).toEqual(refused);
    const event = await createEvent(t, organiser.token, { event_workshops: [locking.uuid] });
    const changed = await patch(event.uuid, { event_workshops: [randomUUID(), locking.uuid] });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual(refused);
    expect((await get(event.uuid)).body.event_workshops).toEqual([locking]);
  });

  it('tells everyone going what the time or place now is, not when the title changes', async () => {
    const event = await createEvent(t, organiser.token, { title: 'Moving Jam' });
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, dancer.token);
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, organiser.token);
    const moved = () => bell(dancer.token).then((all) => all.filter((n) => n.text.includes('Moving Jam')));
    await patch(event.uuid, { content: 'Bring water' });
    expect(await moved()).toEqual([]);
    await patch(event.uuid, { venue: 'Halle 9' });
    await patch(event.uuid, { start: '2031-01-01T10:00', end: '2031-01-01T12:00' });
    await patch(event.uuid, { end: '2031-01-01T13:00', country: 'AT', venue: 'Arena' });
    const changed = {
      notification_context: NOTIFICATION_CONTEXT.event,
      notification_type: NOTIFICATION_TYPE.changed,
    };
    expect(await moved()).toEqual([
      expect.objectContaining({
        text: 'Moving Jam now ends Wed, Jan 1, 1:00 PM (Europe/Berlin), at Arena, Austria.',
        ...changed,
      }),
      expect.objectContaining({
        text: 'Moving Jam now starts Wed, Jan 1, 10:00 AM (Europe/Berlin).',
        ...changed,
      }),
      expect.objectContaining({ text: 'Moving Jam is now at Halle 9, Germany.', ...changed }),
    ]);
    const organisers = await bell(organiser.token);
    expect(organisers.filter((n) => n.notification_type === NOTIFICATION_TYPE.changed)).toEqual([]);
  });
});

describe("I'm going", () => {
  it('is said and taken back once each, and lists who is going', async () => {
    const event = await createEvent(t, organiser.token, { title: 'Going Jam' });
    const go = () => call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, dancer.token);
    expect((await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid })).status).toBe(401);
    expect((await go()).body).toMatchObject({ going_count: 1, iamgoing: true });
    expect((await go()).body).toMatchObject({ going_count: 1, iamgoing: true });
    expect(
      (await call(t, 'POST', '/api/events/iamgoing/', { event: event.id }, judge.token)).body.going_count,
    ).toBe(2);
    const goers = await call(t, 'GET', `/api/events/iamgoing/list/?event=${event.uuid}`);
    expect(goers.body).toMatchObject({
      count: 2,
      results: [{ username: 'judgeRox', artist_name: 'Rox' }, { username: 'eventDancer' }],
    });
    expect((await get(event.uuid, dancer.token)).body.iamgoing).toBe(true);
    expect((await get(event.uuid)).body).toMatchObject({ iamgoing: false, going_count: 2 });
    const mine = await call(t, 'GET', '/api/events/iamgoing-events/', undefined, dancer.token);
    expect(mine.body.results.map((e: Event) => e.uuid)).toContain(event.uuid);
    const off = await call(t, 'DELETE', `/api/events/iamgoing/${event.uuid}/`, undefined, dancer.token);
    expect(off.body).toMatchObject({ going_count: 1, iamgoing: false });
    expect(
      (await call(t, 'DELETE', `/api/events/iamgoing/${event.uuid}/`, undefined, dancer.token)).status,
    ).toBe(200);
    expect((await call(t, 'GET', `/api/events/iamgoing/list/?event=${event.uuid}`)).body.count).toBe(1);
    expect(
      (await call(t, 'POST', '/api/events/iamgoing/', { event: randomUUID() }, dancer.token)).status,
    ).toBe(404);
    expect((await call(t, 'GET', `/api/events/iamgoing/list/?event=${randomUUID()}`)).status).toBe(404);
  });
});

describe('deleting an event', () => {
  it('is for its organiser, and takes its lists, goers and notifications with it', async () => {
    const event = await createEvent(t, organiser.token, {
      title: 'Gone Jam',
      event_guests: [{ username: 'judgeRox', role: 'host' }],
    });
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, dancer.token);
    expect((await call(t, 'DELETE', `/api/events/${event.uuid}/`, undefined, judge.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/events/${event.uuid}/`)).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/events/${event.uuid}/`, undefined, organiser.token)).status).toBe(
      204,
    );
    expect((await get(event.uuid)).status).toBe(404);
    expect((await bell(judge.token)).filter((n) => n.text.includes('Gone Jam'))).toEqual([]);
    const going = await call(t, 'GET', '/api/events/iamgoing-events/', undefined, dancer.token);
    expect(going.body.results.map((e: Event) => e.uuid)).not.toContain(event.uuid);
    expect((await call(t, 'DELETE', `/api/events/${event.uuid}/`, undefined, organiser.token)).status).toBe(
      404,
    );
  });
});
