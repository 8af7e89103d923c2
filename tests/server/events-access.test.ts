/**
 * Who may do what with an event: the organiser edits and deletes it; a tagged guest may only leave
 * the guests; another user and a visitor may neither. Everyone reads every event, and every list
 * answers the same events and count to each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let who: Record<'organiser' | 'guest' | 'other' | 'visitor', string | undefined>;
let event: Event;

beforeAll(async () => {
  t = await makeTestApp();
  const organiser = await createArtist(t, 'accessHost');
  const guest = await createArtist(t, 'accessGuest');
  const other = await createVerifiedUser(t, { username: 'accessOther' });
  who = { organiser: organiser.token, guest: guest.token, other: other.token, visitor: undefined };
  event = await createEvent(t, organiser.token, {
    title: 'Access Jam',
    event_guests: [{ username: 'accessGuest', role: 'teacher' }],
  });
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it.each([
    ['organiser', 200, 204],
    ['guest', 403, 403],
    ['other', 403, 403],
    ['visitor', 401, 401],
  ] as const)('%s: edit %i, delete %i', async (name, edit, remove) => {
    const probe = await createEvent(t, who.organiser as string, {
      title: `Probe ${name}`,
      event_guests: [{ username: 'accessGuest', role: 'judge' }],
    });
    const token = who[name];
    const patched = await call(t, 'PATCH', `/api/events/${probe.uuid}/`, { title: 'Taken over' }, token);
    expect(patched.status).toBe(edit);
    const deleted = await call(t, 'DELETE', `/api/events/${probe.id}`, undefined, token);
    expect(deleted.status).toBe(remove);
    const after = await call(t, 'GET', `/api/events/list/${probe.uuid}/`);
    if (remove === 204) expect(after.status).toBe(404);
    else expect(after.body.title).toBe(`Probe ${name}`);
  });

  it.each(['organiser', 'guest', 'other', 'visitor'] as const)(
    '%s reads the event and sees the same lists and counts',
    async (name) => {
      const token = who[name];
      const read = await call(t, 'GET', `/api/events/list/${event.uuid}`, undefined, token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ title: 'Access Jam', event_guests: [{ username: 'accessGuest' }] });
      for (const path of [
        'list/',
        'search/?query=access',
        'my-organized-events/?username=accessHost',
        'my-tagged-events/?username=accessGuest',
        `iamgoing/list/?event=${event.uuid}`,
      ]) {
        const res = await call(t, 'GET', `/api/events/${path}`, undefined, token);
        const anonymous = await call(t, 'GET', `/api/events/${path}`);
        expect(res.status).toBe(200);
        expect(res.body.count).toBe(res.body.results.length);
        expect(res.body.results.map((e: Event) => e.uuid)).toEqual(
          anonymous.body.results.map((e: Event) => e.uuid),
        );
      }
    },
  );

  it('only the tagged guest may leave the guests', async () => {
    const leave = (token?: string) =>
      call(t, 'DELETE', `/api/events/${event.uuid}/guests/me/`, undefined, token);
    expect((await leave(who.visitor)).status).toBe(401);
    expect((await leave(who.other)).status).toBe(403);
    expect((await leave(who.organiser)).status).toBe(403);
    expect((await leave(who.guest)).status).toBe(200);
  });

  it('an unknown event is 404 to everyone, a malformed reference too', async () => {
    for (const token of Object.values(who)) {
      expect((await call(t, 'GET', '/api/events/list/99999/', undefined, token)).status).toBe(404);
      expect((await call(t, 'GET', '/api/events/list/not-an-id/', undefined, token)).status).toBe(404);
    }
    expect((await call(t, 'PATCH', '/api/events/99999/', { title: 'x' }, who.organiser)).status).toBe(404);
  });
});
