/**
 * A change notice (type 6) says what a workshop's or an event's organiser changed: the new start,
 * else the new end, else a workshop's new free-text time, as the wall time at the place with its
 * zone, and the new place with its country, in the reader's language (the push in the goer's stored
 * one, the bell in the request's), one notice per change. Notices stored before they said what
 * changed still read in the reader's language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notifications, users } from '../../src/server/db/schema';
import { RETIRED_TEMPLATES, textIn } from '../../src/server/features/notifications/notification-shape';
import { deliverDuePushes } from '../../src/server/features/push/push-delivery';
import { LOCALES, SOURCE_LOCALE } from '../../src/shared/locales';
import { NOTIFICATION_TYPE, type Notification } from '../../src/shared/schemas/notifications';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { startPushStandIn } from '../helpers/push-stand-in';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Person = { token: string };
let t: TestContext;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let organiser: Awaited<ReturnType<typeof createArtist>>;
let french: Person;
let english: Person;

const BASE = '/api/workshops';

/** A workshop by the organiser that both goers go to; answers its uuid. */
async function goneTo(fields: Record<string, unknown>) {
  const poster = await readyUpload(t, organiser.token, 'W');
  const made = await call(
    t,
    'POST',
    `${BASE}/create/`,
    { poster, title: 'Popping Basics', country: 'FR', venue: 'Studio 5', ...fields },
    organiser.token,
  );
  expect(made.status).toBe(201);
  for (const who of [french, english])
    await call(t, 'POST', `${BASE}/iamgoing/`, { workshop: made.body.uuid }, who.token);
  return made.body.uuid as string;
}
const change = async (uuid: string, fields: Record<string, unknown>) =>
  expect((await call(t, 'PATCH', `${BASE}/${uuid}/`, fields, organiser.token)).status).toBe(200);
/** The change notices `who` has, newest first, in `language`. */
const notices = async (who: Person, language = 'en') => {
  const res = await call(t, 'GET', '/api/notifications/e1t1/', undefined, who.token, {
    'accept-language': language,
  });
  return (res.body.results as Notification[])
    .filter((n) => n.notification_type === NOTIFICATION_TYPE.changed)
    .map((n) => n.text);
};
/** The bodies of the pushes delivered since the last call. */
async function pushed() {
  await deliverDuePushes(t.deps, { agent: standIn.agent });
  return standIn.received.splice(0).map((push) => (push.payload as { body: string }).body);
}

beforeAll(async () => {
  const vapid = webpush.generateVAPIDKeys();
  standIn = await startPushStandIn(vapid.publicKey);
  t = await makeTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_HOSTS: new URL(standIn.origin).host,
  });
  organiser = await createArtist(t, 'changeHost');
  english = await createVerifiedUser(t, { username: 'dancerEn' });
  const fr = await createVerifiedUser(t, { username: 'danseuseFr' });
  await t.deps.db.update(users).set({ language: 'fr' }).where(eq(users.id, fr.user.id));
  french = fr;
  const device = standIn.device();
  const subscribed = await call(
    t,
    'POST',
    '/api/push/subscribe/',
    { endpoint: device.endpoint, keys: device.keys },
    french.token,
  );
  expect(subscribed.status).toBeLessThan(300);
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

describe("a workshop's change notice", () => {
  it('names the new start at the venue, in each reader’s language: the push in the goer’s own', async () => {
    const uuid = await goneTo({ start_date: '2030-12-07', start_time: '18:00', timezone: 'Europe/Paris' });
    await change(uuid, { start_date: '2030-12-06' });
    expect(await pushed()).toEqual([
      'Popping Basics commence désormais le ven. 6 déc., 18:00 (Europe/Paris).',
    ]);
    expect(await notices(english)).toEqual(['Popping Basics now starts Fri, Dec 6, 6:00 PM (Europe/Paris).']);
    expect(await notices(english, 'ja')).toEqual([
      '「Popping Basics」の開始日時が12月6日(金) 18:00（Europe/Paris）に変更されました。',
    ]);
  });

  it("names a new place with its country's name, and a new time and place in one notice", async () => {
    const uuid = await goneTo({ start_date: '2030-12-07', start_time: '18:00', timezone: 'Europe/Paris' });
    await change(uuid, { venue: 'Halle 9', country: 'DE' });
    await change(uuid, { start_time: '19:30', venue: 'Studio 5' });
    // Pushes go out in no set order.
    expect((await pushed()).sort()).toEqual([
      'Popping Basics a désormais lieu à Halle 9, Allemagne.',
      'Popping Basics commence désormais le sam. 7 déc., 19:30 (Europe/Paris), à Studio 5, Allemagne.',
    ]);
    expect((await notices(english)).slice(0, 2)).toEqual([
      'Popping Basics now starts Sat, Dec 7, 7:30 PM (Europe/Paris), at Studio 5, Germany.',
      'Popping Basics is now at Halle 9, Germany.',
    ]);
  });

  it('names the day alone without a start time, the new end when only it moved, else the free-text time', async () => {
    const wholeDay = await goneTo({ start_date: '2030-12-07', timezone: 'Europe/Paris' });
    await change(wholeDay, { start_date: '2030-12-06' });
    const timed = await goneTo({
      start_date: '2030-12-07',
      start_time: '18:00',
      end_time: '20:00',
      timezone: 'Asia/Tokyo',
    });
    await change(timed, { end_time: '01:00' });
    await change(timed, { datetime: 'Doors at 5:30pm' });
    expect((await notices(english)).slice(0, 3)).toEqual([
      'The time of Popping Basics is now: Doors at 5:30pm.',
      // A night session: the end is on the next day.
      'Popping Basics now ends Sun, Dec 8, 1:00 AM (Asia/Tokyo).',
      'Popping Basics now starts Fri, Dec 6 (Europe/Paris).',
    ]);
    await pushed();
  });
});

describe("an event's change notice", () => {
  it('names the new start in the French goer’s language, one notice per change', async () => {
    const event = await createEvent(t, organiser.token, {
      title: 'Freeze Jam',
      start: '2031-03-14T20:00',
      end: '2031-03-15T02:00',
      timezone: 'America/New_York',
    });
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, french.token);
    const moved = await call(
      t,
      'PATCH',
      `/api/events/${event.uuid}/`,
      { start: '2031-03-14T21:00', venue: 'Pier 17', country: 'US' },
      organiser.token,
    );
    expect(moved.status).toBe(200);
    expect(await pushed()).toEqual([
      'Freeze Jam commence désormais le ven. 14 mars, 21:00 (America/New_York), à Pier 17, États-Unis.',
    ]);
    expect((await notices(french, 'fr'))[0]).toBe(
      'Freeze Jam commence désormais le ven. 14 mars, 21:00 (America/New_York), à Pier 17, États-Unis.',
    );
  });
});

describe('a change notice stored before notices said what changed', () => {
  it.each(RETIRED_TEMPLATES)('still reads in every language: %s', async (template) => {
    const [row] = await t.deps.db.select().from(notifications).limit(1);
    const old = {
      ...(row as typeof notifications.$inferSelect),
      template,
      templateValues: { title: 'Jam', username: 'host' },
    };
    const english = textIn(old, SOURCE_LOCALE);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE))
      expect(textIn(old, locale)).not.toBe(english);
  });
});
