/**
 * Web Push: the public key, subscribing a device (signed in, validated, one row per endpoint), and
 * delivery against a local HTTPS push stand-in that checks the VAPID token and decrypts the payload:
 * each new notification reaches each device of its recipient once, after its transaction commits;
 * 5xx, 429 and network errors come back with backoff until the TTL; 404/410 drop the device.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notifications, pushDeliveries, pushSubscriptions, users } from '../../src/server/db/schema';
import { deliverDuePushes, PUSH_TTL_SECONDS } from '../../src/server/features/push/push-delivery';
import { startPushDrainer } from '../../src/server/features/push/push-drainer';
import { MAX_DEVICES } from '../../src/server/features/push/subscriptions.service';
import { createArtist } from '../helpers/accounts';
import { type Device, startPushStandIn } from '../helpers/push-stand-in';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;

let t: TestContext;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let owner: Artist;
let people = 0;

const subscribe = (user: Artist, device: Pick<Device, 'endpoint' | 'keys'>) =>
  call(t, 'POST', '/api/push/subscribe/', { endpoint: device.endpoint, keys: device.keys }, user.token);
const drain = () => deliverDuePushes(t.deps, { agent: standIn.agent });
const queued = () => t.deps.db.select().from(pushDeliveries);
const subscriptionsOf = (user: Artist) =>
  t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

/** A new note by `owner`; answers its uuid. */
async function note() {
  const uuid = randomUUID();
  const res = await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/',
    { uuid, video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
    owner.token,
  );
  expect(res.status).toBe(201);
  return uuid;
}
const react = async (user: Artist, uuid: string) =>
  expect(
    (
      await call(
        t,
        'POST',
        '/api/whatiscooking/cooking/likes/',
        { cookingidobj: uuid, like_type: 'FI' },
        user.token,
      )
    ).status,
  ).toBeLessThan(300);

async function fan() {
  people += 1;
  return createArtist(t, `pushFan${people}`);
}

beforeAll(async () => {
  const vapid = webpush.generateVAPIDKeys();
  standIn = await startPushStandIn(vapid.publicKey);
  t = await makeTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // The stand-in, and a port where nothing listens (a network error).
    PUSH_SERVICE_HOSTS: `${new URL(standIn.origin).host},127.0.0.1:1`,
  });
  owner = await createArtist(t, 'pushOwner');
});
afterEach(async () => {
  // Every test leaves the queue empty for the next.
  await t.deps.db.delete(pushSubscriptions);
  standIn.received.length = 0;
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

describe('the public key', () => {
  it("is the server's VAPID public key, for anyone", async () => {
    const res = await call(t, 'GET', '/api/push/key/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ public_key: t.deps.config.vapid.publicKey });
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
  });
});

describe('subscribing a device', () => {
  it('needs a signed-in user', async () => {
    const device = standIn.device();
    const res = await call(t, 'POST', '/api/push/subscribe/', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(res.status).toBe(401);
  });

  it('refuses what is not a push subscription, never with a 500', async () => {
    const { endpoint, keys } = standIn.device();
    const bad = [
      [{ endpoint: 'http://push.example/x', keys }, 'endpoint'],
      [{ endpoint: 'not a url', keys }, 'endpoint'],
      [{ endpoint: `https://push.example/${'x'.repeat(2100)}`, keys }, 'endpoint'],
      [{ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ endpoint, keys: { ...keys, auth: 'short' } }, 'keys.auth'],
      // 65 bytes, but no point on P-256.
      [{ endpoint, keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
      [{ endpoint }, 'keys'],
      [{ endpoint: `https://push.example/\u0000`, keys }, 'endpoint'],
      [[], 'endpoint'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(t, 'POST', '/api/push/subscribe/', body, owner.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body[field], JSON.stringify(res.body)).toBeDefined();
    }
    expect(await subscriptionsOf(owner)).toEqual([]);
  });

  it('refuses an endpoint that is not on a push service, so no one can aim our requests at any host', async () => {
    const { keys } = standIn.device();
    const elsewhere = [
      'https://127.0.0.1:9/push',
      'https://localhost/push',
      'https://10.0.0.7/push',
      'https://[::1]/push',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilpush.apple.com/x',
    ];
    for (const endpoint of elsewhere) {
      const res = await call(t, 'POST', '/api/push/subscribe/', { endpoint, keys }, owner.token);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.endpoint, endpoint).toEqual(['This push service is not supported.']);
    }
    expect(await subscriptionsOf(owner)).toEqual([]);
    const services = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ];
    for (const endpoint of services)
      expect(
        (await call(t, 'POST', '/api/push/subscribe/', { endpoint, keys }, owner.token)).status,
        endpoint,
      ).toBe(201);
    const ja = await call(t, 'POST', '/api/push/subscribe/', { endpoint: elsewhere[0], keys }, owner.token, {
      'accept-language': 'ja',
    });
    expect(ja.body.endpoint).toEqual(['このプッシュ通知サービスには対応していません。']);
  });

  it('answers in the language asked for', async () => {
    const { keys } = standIn.device();
    const res = await call(
      t,
      'POST',
      '/api/push/subscribe/',
      { endpoint: 'http://x.example/', keys },
      owner.token,
      {
        'accept-language': 'fr',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.endpoint).toEqual(['Saisissez un point de terminaison push valide.']);
  });

  it('keeps one row per device, owned by whoever subscribed it last; only its owner unsubscribes it', async () => {
    const a = await fan();
    const b = await fan();
    const device = standIn.device();
    expect((await subscribe(a, device)).status).toBe(201);
    expect((await subscribe(a, device)).status).toBe(201);
    expect(await subscriptionsOf(a)).toHaveLength(1);
    // Another user signs in on the same device: it now hears only of them.
    expect((await subscribe(b, device)).status).toBe(201);
    expect(await subscriptionsOf(a)).toEqual([]);
    expect(await subscriptionsOf(b)).toHaveLength(1);

    const away = await call(t, 'POST', '/api/push/unsubscribe/', { endpoint: device.endpoint }, a.token);
    expect(away.status).toBe(204);
    expect(await subscriptionsOf(b)).toHaveLength(1);
    const own = await call(t, 'POST', '/api/push/unsubscribe/', { endpoint: device.endpoint }, b.token);
    expect(own.status).toBe(204);
    expect(await subscriptionsOf(b)).toEqual([]);
  });

  it(`keeps at most ${MAX_DEVICES} devices per user, the ones subscribed most recently`, async () => {
    const user = await fan();
    const devices = Array.from({ length: MAX_DEVICES + 1 }, () => standIn.device());
    for (const device of devices.slice(0, MAX_DEVICES))
      expect((await subscribe(user, device)).status).toBe(201);
    // The first device subscribes again (the app does when it starts): it is recent again.
    expect((await subscribe(user, devices[0] as Device)).status).toBe(201);
    expect((await subscribe(user, devices[MAX_DEVICES] as Device)).status).toBe(201);
    const kept = (await subscriptionsOf(user)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .filter((_, i) => i !== 1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });
});

describe('delivery', () => {
  it('pushes a new notification to each device of its recipient, encrypted, once', async () => {
    const reactor = await fan();
    const phone = standIn.device();
    const laptop = standIn.device();
    const reactorsPhone = standIn.device();
    await subscribe(owner, phone);
    await subscribe(owner, laptop);
    await subscribe(reactor, reactorsPhone);
    const uuid = await note();
    await react(reactor, uuid);

    expect(await drain()).toBe(2);
    expect(standIn.received.map((push) => push.device.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    const [notification] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, owner.id));
    for (const push of standIn.received) {
      expect(push.payload).toEqual({
        title: 'Cypher',
        body: `${reactor.username} reacted to your video note.`,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        image: null,
        url: `/whatiscooking/${uuid}`,
        unseen: 1,
        tag: `notification-${notification?.id}`,
      });
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.claims.aud).toBe(standIn.origin);
      expect(push.claims.sub).toBe(t.deps.config.vapid.subject);
    }
    expect(await queued()).toEqual([]);
    expect(await drain()).toBe(0);
    expect(standIn.received).toHaveLength(2);
  });

  it("speaks the recipient's stored language, whatever the sender's request asked for", async () => {
    const korean = await fan();
    await t.deps.db.update(users).set({ language: 'ko' }).where(eq(users.id, korean.id));
    await subscribe(korean, standIn.device());
    const reactor = await fan();
    const uuid = randomUUID();
    const posted = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/',
      { uuid, video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
      korean.token,
    );
    expect(posted.status).toBe(201);
    const res = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/likes/',
      { cookingidobj: uuid, like_type: 'FI' },
      reactor.token,
      {
        'accept-language': 'ja',
      },
    );
    expect(res.status).toBe(201);
    expect(await drain()).toBe(1);
    expect(standIn.received[0]?.payload).toMatchObject({
      body: `${reactor.username}님이 내 영상 노트에 반응했어요.`,
    });
  });

  it('queues nothing for a write that fails, and nothing for a notification that was not made', async () => {
    const reactor = await fan();
    await subscribe(owner, standIn.device());
    const uuid = await note();
    await react(reactor, uuid);
    // The same reaction again changes nothing and notifies nobody again.
    await react(reactor, uuid);
    const bad = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/likes/',
      { cookingidobj: uuid },
      reactor.token,
    );
    expect(bad.status).toBe(400);
    expect(await queued()).toHaveLength(1);
    await drain();
    expect(standIn.received).toHaveLength(1);
  });

  it('sends nothing for a notification gone before its push (a mention taken back)', async () => {
    const rue = await fan();
    await subscribe(rue, standIn.device());
    const uuid = randomUUID();
    const post = { uuid, video: 'https://youtu.be/dQw4w9WgXcQ', access: 5, mention1: rue.portfolio };
    expect((await call(t, 'POST', '/api/whatiscooking/cooking/', post, owner.token)).status).toBe(201);
    expect(await queued()).toHaveLength(1);
    const edit = await call(
      t,
      'PATCH',
      `/api/whatiscooking/cooking/${uuid}/`,
      { mention1: null },
      owner.token,
    );
    expect(edit.status).toBe(200);
    expect(await queued()).toEqual([]);
    expect(await drain()).toBe(0);
  });

  it('tries a 5xx again after a backoff, and a 429 after its Retry-After', async () => {
    const reactor = await fan();
    const device = standIn.device();
    device.answers.push({ status: 503 }, { status: 429, headers: { 'retry-after': '120' } });
    await subscribe(owner, device);
    await react(reactor, await note());

    expect(await drain()).toBe(1);
    expect(await queued()).toMatchObject([{ attempts: 1 }]);
    expect(await drain()).toBe(0);
    t.advance(31_000);
    expect(await drain()).toBe(1);
    expect(await queued()).toMatchObject([{ attempts: 2 }]);
    t.advance(100_000);
    expect(await drain()).toBe(0);
    t.advance(21_000);
    expect(await drain()).toBe(1);
    expect(standIn.received.map((push) => push.status)).toEqual([503, 429, 201]);
    expect(await queued()).toEqual([]);
  });

  it('tries again after a network error', async () => {
    const reactor = await fan();
    const device = standIn.device();
    // Nothing listens on port 1 of the loopback: the connection is refused.
    await subscribe(owner, { endpoint: 'https://127.0.0.1:1/push/gone', keys: device.keys });
    await react(reactor, await note());
    expect(await drain()).toBe(1);
    expect(await queued()).toMatchObject([{ attempts: 1 }]);
  });

  it('forgets a device the push service says is gone (404 and 410)', async () => {
    const reactor = await fan();
    const gone = standIn.device();
    const unknown = standIn.device();
    const kept = standIn.device();
    gone.answers.push({ status: 410 });
    unknown.answers.push({ status: 404 });
    for (const device of [gone, unknown, kept]) await subscribe(owner, device);
    await react(reactor, await note());
    expect(await drain()).toBe(3);
    const left = await subscriptionsOf(owner);
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(await queued()).toEqual([]);
  });

  it('drops a device kept from before whose endpoint is not on a push service, sending it nothing', async () => {
    const reactor = await fan();
    const { keys } = standIn.device();
    await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId: owner.id, endpoint: 'https://10.0.0.7/push', p256dh: keys.p256dh, auth: keys.auth });
    await react(reactor, await note());
    expect(await drain()).toBe(1);
    expect(await subscriptionsOf(owner)).toEqual([]);
    expect(standIn.received).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('drops a push the service refuses for good (other 4xx), keeping the device', async () => {
    const reactor = await fan();
    const device = standIn.device();
    device.answers.push({ status: 413 });
    await subscribe(owner, device);
    await react(reactor, await note());
    expect(await drain()).toBe(1);
    expect(await queued()).toEqual([]);
    expect(await subscriptionsOf(owner)).toHaveLength(1);
  });

  it('never sends one push twice when two drainers run at once', async () => {
    const device = standIn.device();
    await subscribe(owner, device);
    const uuid = await note();
    const reactors = await Promise.all([fan(), fan(), fan(), fan()]);
    for (const reactor of reactors) await react(reactor, uuid);
    const tried = await Promise.all([drain(), drain(), drain()]);
    expect(tried.reduce((a, b) => a + b, 0)).toBe(4);
    expect(standIn.received).toHaveLength(4);
    expect(new Set(standIn.received.map((push) => (push.payload as { tag: string }).tag)).size).toBe(4);
  });

  it('runs in the server once the write commits, and stops cleanly', async () => {
    const drainer = await startPushDrainer(t.deps, t.listen, { agent: standIn.agent });
    try {
      const reactor = await fan();
      await subscribe(owner, standIn.device());
      await react(reactor, await note());
      await standIn.receivedCount(1);
      expect(standIn.received[0]?.payload).toMatchObject({
        body: `${reactor.username} reacted to your video note.`,
      });
    } finally {
      await drainer.stop();
    }
    expect(await queued()).toEqual([]);
  });

  // Last: it moves the clock two days on, past the access tokens' life.
  it('gives up once the push would have expired at the push service', async () => {
    const reactor = await fan();
    const device = standIn.device();
    device.answers.push(...Array.from({ length: 100 }, () => ({ status: 500 })));
    await subscribe(owner, device);
    await react(reactor, await note());
    let tries = 0;
    while ((await queued()).length > 0) {
      tries += await drain();
      t.advance(60 * 60_000);
    }
    expect(tries).toBeGreaterThan(10);
    expect(tries).toBeLessThanOrEqual(49);
    expect(await subscriptionsOf(owner)).toHaveLength(1);
  });
});
