/**
 * The organiser hears who is going to their workshop or event (type 7): one notification per item a
 * day, which later goers that day rewrite (the latest goer and how many others) and mark unseen again,
 * pushed only the first time; a day later a new one starts. Going to one's own item tells nobody.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDeliveries, pushSubscriptions } from '../../src/server/db/schema';
import {
  NOTIFICATION_CONTEXT,
  NOTIFICATION_TYPE,
  type Notification,
  notificationTarget,
} from '../../src/shared/schemas/notifications';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { createEvent, createWorkshop } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Person = { token: string };
let t: TestContext;
let organiser: Awaited<ReturnType<typeof createArtist>>;
const goers: Person[] = [];

const HOUR = 60 * 60 * 1000;
const goTo = async (workshop: string, who: Person) =>
  expect((await call(t, 'POST', '/api/workshops/iamgoing/', { workshop }, who.token)).status).toBeLessThan(
    300,
  );
const goingOf = async (who: Person, language = 'en') => {
  const res = await call(t, 'GET', '/api/notifications/e1t1/', undefined, who.token, {
    'accept-language': language,
  });
  return (res.body.results as Notification[]).filter((n) => n.notification_type === NOTIFICATION_TYPE.going);
};
const pushesTo = async (subscriptionId: number) =>
  (await t.deps.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, subscriptionId)))
    .length;

beforeAll(async () => {
  t = await makeTestApp();
  organiser = await createArtist(t, 'goingHost');
  for (const username of ['bboyKid', 'poppinJo', 'lockerAnn', 'krumpRay'])
    goers.push(await createVerifiedUser(t, { username }));
});
afterAll(() => t.close());

describe('the organiser of a workshop', () => {
  let workshop: { uuid: string };
  let subscription: number;

  beforeAll(async () => {
    const [made] = await t.deps.db
      .insert(pushSubscriptions)
      .values({
        userId: organiser.id,
        endpoint: `https://push.example/${randomUUID()}`,
        p256dh: 'k',
        auth: 'a',
      })
      .returning();
    subscription = made?.id ?? 0;
    workshop = await createWorkshop(t, organiser.token, 'Popping Basics');
  });

  it('hears of the first goer of the day, with a push to the workshop', async () => {
    await goTo(workshop.uuid, goers[0] as Person);
    const told = await goingOf(organiser);
    expect(told).toEqual([
      expect.objectContaining({
        sender: 'bboyKid',
        text: 'bboyKid is going to Popping Basics.',
        notification_context: NOTIFICATION_CONTEXT.workshop,
        is_seen: false,
      }),
    ]);
    expect(notificationTarget(told[0] as Notification)).toBe(`/workshops/${workshop.uuid}`);
    expect(await pushesTo(subscription)).toBe(1);
    await call(t, 'PUT', `/api/notifications/e1t1/${told[0]?.id}/`, { is_seen: true }, organiser.token);
  });

  it("hears of that day's later goers in the same notification, unseen again, the latest named, unpushed", async () => {
    const [first] = await goingOf(organiser);
    await goTo(workshop.uuid, goers[1] as Person);
    await goTo(workshop.uuid, goers[2] as Person);
    // Saying it twice, and the organiser going, change nothing.
    await goTo(workshop.uuid, goers[2] as Person);
    await goTo(workshop.uuid, organiser);
    const told = await goingOf(organiser);
    expect(told).toEqual([
      expect.objectContaining({
        id: first?.id,
        sender: 'lockerAnn',
        text: 'lockerAnn and 2 others are going to Popping Basics.',
        is_seen: false,
      }),
    ]);
    expect(await pushesTo(subscription)).toBe(1);
    const [french] = await goingOf(organiser, 'fr');
    expect(french?.text).toBe('lockerAnn et 2 autres personnes participent à Popping Basics.');
  });

  it('hears in a new notification, pushed, once the day is over; the earlier goers are not counted', async () => {
    await t.deps.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(notifications.recipientId, organiser.id));
    await goTo(workshop.uuid, goers[3] as Person);
    expect((await goingOf(organiser)).map((n) => n.text)).toEqual([
      'krumpRay is going to Popping Basics.',
      'lockerAnn and 2 others are going to Popping Basics.',
    ]);
    expect(await pushesTo(subscription)).toBe(2);
  });
});

describe('goers at the same moment', () => {
  it('still make one notification of the day', async () => {
    const workshop = await createWorkshop(t, organiser.token, 'Crowded Class');
    await Promise.all(goers.map((who) => goTo(workshop.uuid, who)));
    const told = (await goingOf(organiser)).filter((n) => n.workshopobject === workshop.uuid);
    expect(told.map((n) => n.text)).toEqual([`${told[0]?.sender} and 3 others are going to Crowded Class.`]);
  });
});

describe('the organiser of an event', () => {
  it('hears of its goers the same way, one naming the other', async () => {
    const event = await createEvent(t, organiser.token, { title: 'Freeze Jam' });
    for (const who of goers.slice(0, 2))
      await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, who.token);
    const told = (await goingOf(organiser)).filter((n) => n.guestobject?.event === event.uuid);
    expect(told).toEqual([
      expect.objectContaining({
        sender: 'poppinJo',
        text: 'poppinJo and 1 other are going to Freeze Jam.',
        notification_context: NOTIFICATION_CONTEXT.event,
      }),
    ]);
    expect(notificationTarget(told[0] as Notification)).toBe(`/events/${event.uuid}`);
  });
});

describe('an organiser going to their own workshop or event', () => {
  it('tells nobody', async () => {
    const workshop = await createWorkshop(t, organiser.token, 'Solo Session');
    const event = await createEvent(t, organiser.token, { title: 'Solo Jam' });
    await goTo(workshop.uuid, organiser);
    await call(t, 'POST', '/api/events/iamgoing/', { event: event.uuid }, organiser.token);
    const made = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.senderId, organiser.id), eq(notifications.type, NOTIFICATION_TYPE.going)));
    expect(made).toEqual([]);
  });
});
