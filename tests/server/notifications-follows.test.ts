/**
 * The notification of a new follower (context 9, type 5): the followed artist hears of it once, with a
 * push, in their language; unfollowing and following again tells them again only a day later.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDeliveries, pushSubscriptions } from '../../src/server/db/schema';
import { textIn } from '../../src/server/features/notifications/notification-shape';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let star: Awaited<ReturnType<typeof createArtist>>;
let fan: Awaited<ReturnType<typeof createVerifiedUser>>;

const HOUR = 60 * 60 * 1000;
const followsOf = async (language = 'en') => {
  const res = await call(t, 'GET', '/api/notifications/e1t1/', undefined, star.token, {
    'accept-language': language,
  });
  expect(res.status).toBe(200);
  return res.body.results.filter(
    (n: { notification_type: number }) => n.notification_type === NOTIFICATION_TYPE.follow,
  );
};
const unfollow = () => call(t, 'DELETE', '/api/artist/follow/followStar/', undefined, fan.token);

beforeAll(async () => {
  t = await makeTestApp();
  star = await createArtist(t, 'followStar');
  fan = await createVerifiedUser(t, { username: 'newFan' });
});
afterAll(() => t.close());

describe('a new follower', () => {
  it('tells the artist once, with a push, about the follower', async () => {
    const [subscription] = await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId: star.id, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'k', auth: 'a' })
      .returning();
    await follow(t, fan.token, 'followStar');
    await follow(t, fan.token, 'followStar');
    expect(await followsOf()).toEqual([
      {
        id: expect.any(Number),
        sender: 'newFan',
        time: expect.any(String),
        text: 'newFan started following you.',
        notification_context: NOTIFICATION_CONTEXT.follower,
        notification_type: NOTIFICATION_TYPE.follow,
        artist_metadata: { thumb: null },
        is_seen: false,
        e1t1object: null,
        guestobject: null,
        cookingobject: null,
        plab_created_object: null,
        student_plabpayment_object: null,
        labroom_comment_object: null,
        plab_uuid: null,
        workshopobject: null,
      },
    ]);
    const pushes = await t.deps.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, subscription?.id ?? 0));
    expect(pushes).toHaveLength(1);
  });

  it('is worded in the reader’s language', async () => {
    const [french] = await followsOf('fr');
    expect(french.text).toBe('newFan a commencé à vous suivre.');
    // A push and the data download word it as the recipient's own language, kept on the server, says.
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.recipientId, star.id));
    expect(row && textIn(row, 'ja')).toBe('newFanさんがあなたをフォローしました。');
  });

  it('is not made again by unfollowing and following within a day, but is a day later', async () => {
    expect((await unfollow()).status).toBe(204);
    await follow(t, fan.token, 'followStar');
    expect(await followsOf()).toHaveLength(1);
    // A day on: the notification was made 25 hours ago.
    await t.deps.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(notifications.recipientId, star.id));
    expect((await unfollow()).status).toBe(204);
    await follow(t, fan.token, 'followStar');
    expect(await followsOf()).toHaveLength(2);
  });

  it('is never made for following oneself', async () => {
    expect(
      (await call(t, 'POST', '/api/artist/follow/', { username: 'followStar' }, star.token)).status,
    ).toBe(400);
    const own = await t.deps.db.select().from(notifications).where(eq(notifications.senderId, star.id));
    expect(own).toEqual([]);
  });
});
