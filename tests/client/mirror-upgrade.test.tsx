/**
 * The mirror's v9 upgrade on a device that mirrored events before it: an event of the old shape
 * (`time_zone`, linked workshops as bare uuids) still opens offline in its own zone, a queued edit of
 * it is sent with `timezone`, and a mirrored workshop gets its list keys.
 */
import { screen } from '@testing-library/react';
import Dexie from 'dexie';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { db } from '../../src/client/lib/db';
import { makeWorld, open, post, serveFetch, type World } from '../helpers/events-world';

let w: World;
beforeAll(async () => {
  w = await makeWorld();
}, 120_000);
afterAll(() => w.t.close());

it('opens an event mirrored before v9 offline in its own zone, and renames the zone in queued writes', async () => {
  const { timezone, ...event } = await post(w, {
    title: 'Old Shape Night',
    start: '2031-08-01T20:00',
    end: '2031-08-01T23:00',
    timezone: 'Asia/Tokyo',
  });
  const before = new Dexie('cypher');
  before.version(8).stores({
    events: 'uuid, id, starts_at, *lists, *guestNames',
    workshops: 'uuid, id, starts_at',
    outbox: '++seq, target, kind',
  });
  // Linked workshops were bare uuids then; now they are read with their titles.
  const linked = { event_workshops: ['9b2f0c1e-0000-4000-8000-000000000001'] };
  await before
    .table('events')
    .put({ ...event, ...linked, time_zone: timezone, lists: ['upcoming'], guestNames: [] });
  await before.table('workshops').put({ uuid: 'w-1', id: 1, starts_at: '2031-08-02T00:00:00.000Z' });
  const patch = { method: 'PATCH', path: `/events/${event.uuid}/`, body: { time_zone: 'Europe/Berlin' } };
  await before.table('outbox').add({
    key: 'edit',
    kind: 'event',
    target: event.uuid,
    steps: [patch],
    done: 0,
    state: 'failed',
    attempts: 1,
    undo: [{ table: 'events', uuid: event.uuid, before: { ...event, ...linked, time_zone: timezone } }],
    created: 1,
  });
  before.close();

  serveFetch(w.t).offline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await open(w, `/events/${event.uuid}`, w.dancer);
  expect(await screen.findByRole('heading', { name: 'Old Shape Night' })).toBeTruthy();
  expect(screen.getByText(/August 1, 2031.* 8:00\s?–\s?11:00\sPM$/)).toBeTruthy();
  expect(screen.getByText('Time zone: Asia/Tokyo')).toBeTruthy();
  expect(await db.events.get(event.uuid)).not.toHaveProperty('time_zone');
  expect(await db.events.get(event.uuid)).toMatchObject({ event_workshops: [] });
  const [queued] = await db.outbox.toArray();
  expect(queued?.steps[0]?.body).toEqual({ timezone: 'Europe/Berlin' });
  expect(queued?.undo[0]?.before).toMatchObject({ timezone: 'Asia/Tokyo', event_workshops: [] });
  expect(await db.workshops.get('w-1')).toMatchObject({ lists: [] });
});
