/**
 * Notifications: who hears of a lab purchase (paid on the sandbox page, paid through a replayed
 * Stripe webhook, a free join) and of a lab-room message (by a member, by the owner); the
 * recipient's list (newest first, paged, unseen only, nobody else's) and marking one seen.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPurchases, notifications, portfolios } from '../../src/server/db/schema';
import { completeSandboxCheckout } from '../../src/server/features/payments/sandbox-provider';
import { notify, wording } from '../../src/server/notify/notify';
import { NOTIFICATION_CONTEXT, NOTIFICATION_TYPE } from '../../src/shared/schemas/notifications';
import { mediaUrl } from '../../src/shared/schemas/uploads';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { givePaymentAccount, paidPurchase, publishLab } from '../helpers/lab-fixtures';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const WEBHOOK_SECRET = 'whsec_notifications_test';

let t: TestContext;
let accounts = 0;

const inbox = (token: string | undefined, query = '', app = t) =>
  call(app, 'GET', `/api/notifications/e1t1/${query}`, undefined, token);
const texts = (res: { body: { results: { text: string }[] } }) => res.body.results.map((n) => n.text);
const markSeen = (id: number | string, body: unknown, token?: string, slash = '') =>
  call(t, 'PUT', `/api/notifications/e1t1/${id}${slash}`, body, token);
const chat = (plab: string, comment: string, token: string, uuid = randomUUID()) =>
  call(t, 'POST', '/api/whatiscooking/labroom-chat/', { uuid, plab, comment }, token);
/** The date as people read it, in UTC, made independently of the server's formatting. */
const readable = (date: Date | null | undefined) =>
  date?.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
const purchaseOf = async (app: TestContext, userId: number) =>
  (await app.deps.db.select().from(labPurchases).where(eq(labPurchases.userId, userId)))[0];

/** An artist whose sandbox payment account can take payments. */
async function seller(username: string) {
  const made = await createArtist(t, username);
  accounts += 1;
  await givePaymentAccount(t, made.id, {
    provider: 'sandbox',
    accountId: `acct_notify_${accounts}`,
    ready: true,
  });
  return made;
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('a lab purchase', () => {
  it('paid on the sandbox page tells the owner who joined and the buyer until when, once', async () => {
    const owner = await seller('payOwner');
    await t.deps.db.update(portfolios).set({ photo: 'pay-owner.jpg' }).where(eq(portfolios.userId, owner.id));
    const buyer = await createArtist(t, 'payBuyer');
    await t.deps.db.update(portfolios).set({ photo: 'pay-buyer.jpg' }).where(eq(portfolios.userId, buyer.id));
    const { lab } = await publishLab(t, owner.id, {
      name: 'Toprock drills',
      priceCents: 999,
      periodDays: 30,
    });

    const started = await call(t, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token);
    expect(started.status).toBe(200);
    expect((await inbox(owner.token)).body.count).toBe(0);
    const { pathname, search } = new URL(started.body.url as string);
    expect((await t.app.request(`${pathname}${search}`, { method: 'POST' })).status).toBe(303);
    const paid = await purchaseOf(t, buyer.id);
    expect(paid?.status).toBe('paid');

    const ownerInbox = await inbox(owner.token);
    expect(ownerInbox.status).toBe(200);
    expect(ownerInbox.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          sender: 'payBuyer',
          time: expect.any(String),
          text: 'payBuyer joined your lab Toprock drills.',
          notification_context: NOTIFICATION_CONTEXT.joinedLab,
          notification_type: NOTIFICATION_TYPE.tagged,
          artist_metadata: { thumb: mediaUrl('mini', 'pay-buyer.jpg') },
          is_seen: false,
          e1t1object: null,
          guestobject: null,
          cookingobject: null,
          plab_created_object: null,
          student_plabpayment_object: paid?.uuid,
          labroom_comment_object: null,
          plab_uuid: lab.uuid,
          workshopobject: null,
        },
      ],
    });
    const buyerInbox = await inbox(buyer.token);
    expect(buyerInbox.body.count).toBe(1);
    expect(buyerInbox.body.results[0]).toMatchObject({
      sender: 'payOwner',
      text: `You joined Toprock drills. Your access lasts until ${readable(paid?.expiresAt)}.`,
      notification_context: 7,
      notification_type: 1,
      artist_metadata: { thumb: mediaUrl('mini', 'pay-owner.jpg') },
      student_plabpayment_object: paid?.uuid,
      plab_uuid: lab.uuid,
    });

    // Pressing "Pay" again and reading the checkout's status complete nothing new.
    expect((await t.app.request(`${pathname}${search}`, { method: 'POST' })).status).toBe(303);
    const status = await call(
      t,
      'GET',
      `/api/payments/checkout-status/?session_id=${paid?.checkoutId}`,
      undefined,
      buyer.token,
    );
    expect(status.body.status).toBe('paid');
    expect((await inbox(owner.token)).body.count).toBe(1);
    expect((await inbox(buyer.token)).body.count).toBe(1);
  });

  it('found paid by the checkout-status read tells the owner and the buyer once', async () => {
    const owner = await seller('statusOwner');
    const buyer = await createVerifiedUser(t, { username: 'statusBuyer' });
    const { lab } = await publishLab(t, owner.id, {
      name: 'House steps',
      priceCents: 500,
    });
    expect((await call(t, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token)).status).toBe(
      200,
    );
    const pending = await purchaseOf(t, buyer.user.id);
    // The provider has the payment; the purchase has not heard of it yet.
    await completeSandboxCheckout(t.deps, pending?.checkoutId as string);
    const status = () =>
      call(
        t,
        'GET',
        `/api/payments/checkout-status/?session_id=${pending?.checkoutId}`,
        undefined,
        buyer.token,
      );
    expect((await status()).body.status).toBe('paid');
    expect((await status()).body.status).toBe('paid');
    const paid = await purchaseOf(t, buyer.user.id);
    expect(texts(await inbox(owner.token))).toEqual(['statusBuyer joined your lab House steps.']);
    expect(texts(await inbox(buyer.token))).toEqual([
      `You joined House steps. Your access lasts until ${readable(paid?.expiresAt)}.`,
    ]);
  });

  it('joining a free lab tells its owner and the buyer', async () => {
    const owner = await createArtist(t, 'freeOwner');
    const buyer = await createVerifiedUser(t, { username: 'freeJoiner' });
    const { lab } = await publishLab(t, owner.id, {
      name: 'Waacking basics',
      priceCents: 0,
      periodDays: 7,
    });

    expect((await call(t, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token)).status).toBe(
      200,
    );
    const joined = await purchaseOf(t, buyer.user.id);
    expect(joined?.provider).toBe('free');
    expect(texts(await inbox(owner.token))).toEqual(['freeJoiner joined your lab Waacking basics.']);
    const buyerInbox = await inbox(buyer.token);
    expect(texts(buyerInbox)).toEqual([
      `You joined Waacking basics. Your access lasts until ${readable(joined?.expiresAt)}.`,
    ]);
    expect(buyerInbox.body.results[0]).toMatchObject({
      sender: 'freeOwner',
      artist_metadata: { thumb: null },
      student_plabpayment_object: joined?.uuid,
      plab_uuid: lab.uuid,
    });
  });

  it("reads in the reader's language, the access date too, and keeps the lab's name as it was typed", async () => {
    const owner = await createArtist(t, 'nameOwner');
    const buyer = await createVerifiedUser(t, { username: 'nameJoiner' });
    const name = 'Locks: \\x00 \\u202e {lab}';
    const { lab } = await publishLab(t, owner.id, {
      name,
      priceCents: 0,
      periodDays: 7,
    });
    const join = await call(t, 'POST', '/api/payments/checkout/', { plab: lab.uuid }, buyer.token);
    expect(join.status).toBe(200);
    const until = (await purchaseOf(t, buyer.user.id))?.expiresAt;
    const day = (locale: string) =>
      until?.toLocaleDateString(locale, {
        timeZone: 'UTC',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
    const read = async (token: string, language: string) =>
      texts(
        await call(t, 'GET', '/api/notifications/e1t1/', undefined, token, {
          'accept-language': language,
        }),
      );

    expect(await read(buyer.token, 'ja')).toEqual([
      `${name}に参加しました。アクセスは${day('ja')}まで有効です。`,
    ]);
    expect(await read(buyer.token, 'fr')).toEqual([
      `Vous avez rejoint ${name}. Votre accès dure jusqu’au ${day('fr')}.`,
    ]);
    expect(await read(buyer.token, 'en')).toEqual([
      `You joined ${name}. Your access lasts until ${day('en-US')}.`,
    ]);
    expect((await chat(lab.uuid, 'Next: the scoobot', buyer.token)).status).toBe(201);
    expect((await read(owner.token, 'fr'))[0]).toBe(`nameJoiner a écrit dans ${name} : Next: the scoobot`);
  });
});

describe('a lab purchase paid through the Stripe webhook', () => {
  let s: TestContext;
  let events = 0;
  beforeAll(async () => {
    s = await makeTestApp({
      STRIPE_SECRET_KEY: 'sk_test_notifications',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(() => s.close());

  const deliver = async (type: string, id: string, sessionId: string) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-01-01',
      type,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
        },
      },
    });
    const res = await s.app.request('/api/payments/webhook/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    return res.status;
  };

  it('notifies the owner and the buyer once, however often the payment is reported', async () => {
    const owner = await createVerifiedUser(s, { username: 'stripeOwner' });
    const buyer = await createVerifiedUser(s, { username: 'stripeBuyer' });
    const { lab } = await publishLab(s, owner.user.id, {
      name: 'Krump lab',
      priceCents: 1500,
      periodDays: 30,
    });
    await s.deps.db.insert(labPurchases).values({
      userId: buyer.user.id,
      plabId: lab.id,
      amountCents: 1500,
      feeCents: 150,
      periodDays: 30,
      provider: 'stripe',
      checkoutId: 'cs_test_notify',
    });

    const completed = `evt_notify_${++events}`;
    expect(await deliver('checkout.session.completed', completed, 'cs_test_notify')).toBe(200);
    expect(await deliver('checkout.session.completed', completed, 'cs_test_notify')).toBe(200);
    expect(
      await deliver('checkout.session.async_payment_succeeded', `evt_notify_${++events}`, 'cs_test_notify'),
    ).toBe(200);

    const paid = await purchaseOf(s, buyer.user.id);
    expect(paid?.status).toBe('paid');
    const ownerInbox = await inbox(owner.token, '', s);
    expect(texts(ownerInbox)).toEqual(['stripeBuyer joined your lab Krump lab.']);
    expect(ownerInbox.body.results[0].student_plabpayment_object).toBe(paid?.uuid);
    expect(texts(await inbox(buyer.token, '', s))).toEqual([
      `You joined Krump lab. Your access lasts until ${readable(paid?.expiresAt)}.`,
    ]);
  });
});

describe('a lab-room message', () => {
  let owner: Awaited<ReturnType<typeof createArtist>>;
  let member: Awaited<ReturnType<typeof createVerifiedUser>>;
  let joiner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let lapsed: Awaited<ReturnType<typeof createVerifiedUser>>;
  let other: Awaited<ReturnType<typeof createVerifiedUser>>;
  let lab: { id: number; uuid: string };

  beforeAll(async () => {
    owner = await createArtist(t, 'roomHost');
    member = await createVerifiedUser(t, { username: 'roomMember' });
    joiner = await createVerifiedUser(t, { username: 'roomJoiner' });
    lapsed = await createVerifiedUser(t, { username: 'roomLapsed' });
    other = await createVerifiedUser(t, { username: 'roomOther' });
    ({ lab } = await publishLab(t, owner.id, {
      name: 'Popping room',
      priceCents: 999,
      periodDays: 30,
    }));
    const { lab: elsewhere } = await publishLab(t, owner.id, {
      name: 'Other room',
      priceCents: 999,
    });
    await paidPurchase(t, member.user.id, lab.id, {
      daysAgo: 2,
      periodDays: 30,
    });
    await paidPurchase(t, member.user.id, lab.id, {
      daysAgo: 1,
      periodDays: 30,
    });
    await paidPurchase(t, joiner.user.id, lab.id, {
      daysAgo: 0,
      periodDays: 30,
      amountCents: 0,
    });
    await paidPurchase(t, lapsed.user.id, lab.id, {
      daysAgo: 40,
      periodDays: 30,
    });
    await paidPurchase(t, other.user.id, elsewhere.id, {
      daysAgo: 1,
      periodDays: 30,
    });
  });

  it("by a member tells the lab's owner with the message's first 80 characters, once per message", async () => {
    const comment = `${'Freeze '.repeat(12)}and hold it`;
    const uuid = randomUUID();
    const posted = await chat(lab.uuid, comment, member.token, uuid);
    expect(posted.status).toBe(201);
    expect((await chat(lab.uuid, comment, member.token, uuid)).status).toBe(200);

    const ownerInbox = await inbox(owner.token);
    expect(ownerInbox.body.count).toBe(1);
    expect(ownerInbox.body.results[0]).toMatchObject({
      sender: 'roomMember',
      text: `roomMember wrote in Popping room: ${comment.slice(0, 80)}`,
      notification_context: NOTIFICATION_CONTEXT.labComment,
      notification_type: NOTIFICATION_TYPE.comment,
      labroom_comment_object: posted.body.id,
      student_plabpayment_object: null,
      plab_uuid: lab.uuid,
    });
    expect(comment.length).toBeGreaterThan(80);
    for (const user of [member, joiner, lapsed, other]) expect((await inbox(user.token)).body.count).toBe(0);
  });

  it('by the owner tells every current member and nobody else', async () => {
    const posted = await chat(lab.uuid, 'Session moves to Friday.', owner.token);
    expect(posted.status).toBe(201);
    const expected = {
      sender: 'roomHost',
      text: 'roomHost wrote in Popping room: Session moves to Friday.',
      notification_context: 8,
      notification_type: 3,
      labroom_comment_object: posted.body.id,
      plab_uuid: lab.uuid,
    };
    for (const user of [member, joiner]) {
      const res = await inbox(user.token);
      expect(res.body.count).toBe(1);
      expect(res.body.results[0]).toMatchObject(expected);
    }
    for (const user of [lapsed, other]) expect((await inbox(user.token)).body.count).toBe(0);
    expect(texts(await inbox(owner.token))).not.toContain(expected.text);
  });
});

describe('the notification list', () => {
  let reader: Awaited<ReturnType<typeof createArtist>>;
  let writer: Awaited<ReturnType<typeof createArtist>>;
  let ids: number[];

  beforeAll(async () => {
    reader = await createArtist(t, 'listReader');
    writer = await createArtist(t, 'listWriter');
    const { lab } = await publishLab(t, reader.id, {
      name: 'Locking lab',
      priceCents: 999,
    });
    await paidPurchase(t, writer.id, lab.id, { daysAgo: 1, periodDays: 30 });
    for (const word of ['one', 'two', 'three'])
      expect((await chat(lab.uuid, word, writer.token)).status).toBe(201);
    // The reader's own message notifies the writer, and is never in the reader's list.
    expect((await chat(lab.uuid, 'reply', reader.token)).status).toBe(201);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.recipientId, reader.id));
    ids = rows.map((row) => row.id).sort((a, b) => b - a);
  });

  it('shows the newest first, a page at a time', async () => {
    const first = await inbox(reader.token, '?page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(texts(first)).toEqual([
      'listWriter wrote in Locking lab: three',
      'listWriter wrote in Locking lab: two',
    ]);
    expect(first.body.previous).toBeNull();
    const { pathname, search } = new URL(first.body.next as string);
    const second = await call(t, 'GET', `${pathname}${search}`, undefined, reader.token);
    expect(texts(second)).toEqual(['listWriter wrote in Locking lab: one']);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).not.toBeNull();
    expect(texts(await inbox(writer.token))).toEqual(['listReader wrote in Locking lab: reply']);
  });

  it('keeps only unseen ones with ?is_seen=false', async () => {
    expect((await markSeen(ids[0] as number, { is_seen: true }, reader.token)).status).toBe(200);
    const unseen = await inbox(reader.token, '?is_seen=false');
    expect(unseen.body.count).toBe(2);
    expect(unseen.body.results.map((n: { id: number }) => n.id)).toEqual(ids.slice(1));
    expect((await inbox(reader.token, '?is_seen=nope')).status).toBe(400);
  });

  it('never tells users of their own action, nor lists what they sent', async () => {
    const made = {
      context: NOTIFICATION_CONTEXT.labComment,
      type: NOTIFICATION_TYPE.comment,
    };
    await notify(
      t.deps,
      {
        ...made,
        recipientId: writer.id,
        senderId: writer.id,
        ...wording('to myself', {}),
      },
      {
        ...made,
        recipientId: reader.id,
        senderId: writer.id,
        ...wording('to the reader', {}),
      },
    );
    const stored = await t.deps.db.select().from(notifications).where(eq(notifications.senderId, writer.id));
    expect(stored.map((row) => row.text)).not.toContain('to myself');
    expect(stored.map((row) => row.text)).toContain('to the reader');
    await t.deps.db.delete(notifications).where(eq(notifications.text, 'to the reader'));
    // A row addressed to its own sender (none is written so) would still not be listed.
    await t.deps.db.insert(notifications).values({
      ...made,
      recipientId: writer.id,
      senderId: writer.id,
      text: 'mine',
    });
    expect(texts(await inbox(writer.token))).toEqual(['listReader wrote in Locking lab: reply']);
  });

  it('is for signed-in users only', async () => {
    expect((await inbox(undefined)).status).toBe(401);
  });

  it('marks a notification seen for its recipient, again and again', async () => {
    const id = ids[1] as number;
    const res = await markSeen(id, { is_seen: true }, reader.token, '/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      is_seen: true,
      sender: 'listWriter',
      notification_context: 8,
    });
    const again = await markSeen(id, { is_seen: true }, reader.token);
    expect(again).toMatchObject({ status: 200, body: res.body });
  });

  it("answers 404 for someone else's notification and unknown ids, 400 for a bad body", async () => {
    const id = ids[2] as number;
    expect((await markSeen(id, { is_seen: true }, writer.token)).status).toBe(404);
    expect((await markSeen(999_999, { is_seen: true }, reader.token)).status).toBe(404);
    expect((await markSeen('99999999999', { is_seen: true }, reader.token)).status).toBe(404);
    expect((await markSeen(id, { is_seen: true })).status).toBe(401);
    const bad = await markSeen(id, { is_seen: false }, reader.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ is_seen: ['Only is_seen: true is accepted.'] });
    expect((await markSeen(id, {}, reader.token)).status).toBe(400);
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.isSeen).toBe(false);
  });
});
