/**
 * Download my data: the zip holds a README, one JSON file per section and the user's own images;
 * other users appear by username only (no e-mail, nothing of theirs that is private); one download
 * per 24 hours, kept in the database, with a 429 that says when the next is allowed.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventGoing,
  eventGuests,
  events,
  journeys,
  portfolios,
  shoutouts,
  uploads,
  users,
  workshopGoing,
  workshops,
} from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import { accountMessages, EXPORT_EVERY_MS } from '../../src/shared/account';
import { createArtist } from '../helpers/accounts';
import { follow } from '../helpers/follows';
import { connectPayments, insertPurchase, publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Account = Awaited<ReturnType<typeof createArtist>>;

let t: TestContext;
let maker: Account;
let seller: Account;
let fan: Account;
let sellersWorkshop: string;
const PHOTO = `p-${randomUUID()}`;
const OTHERS_PHOTO = `p-${randomUUID()}`;
const UNSENT_PHOTO = `p-${randomUUID()}`;
const PHOTO_BYTES = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

const exportOf = (account: Account) =>
  t.app.request('/api/account/export/', {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
  });

async function unzip(res: Response) {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
  return { files, json };
}

async function givePhoto(account: Account, key: string, bytes: Uint8Array) {
  await t.deps.db.insert(uploads).values({ key, userId: account.id, type: 'image/webp', status: 'ready' });
  await t.deps.storage.put(`medium/${key}`, bytes, 'image/webp');
  await t.deps.db.update(portfolios).set({ photo: key }).where(eq(portfolios.userId, account.id));
}

beforeAll(async () => {
  t = await makeTestApp();
  maker = await createArtist(t, 'exMaker', 'Export Maker');
  seller = await createArtist(t, 'exSeller');
  fan = await createArtist(t, 'exFan');
  await givePhoto(maker, PHOTO, PHOTO_BYTES);
  await givePhoto(seller, OTHERS_PHOTO, new Uint8Array([9, 9, 9]));
  // Uploaded for a form the maker never sent: no section names it.
  await t.deps.db
    .insert(uploads)
    .values({ key: UNSENT_PHOTO, userId: maker.id, type: 'image/webp', status: 'ready' });
  await t.deps.storage.put(`medium/${UNSENT_PHOTO}`, new Uint8Array([7, 7]), 'image/webp');
  await connectPayments(t, maker.id);
  await connectPayments(t, seller.id);
  // A shoutout the maker gave (its cover is their photo's upload), and one they received.
  const shoutout = { status: 'pending' as const, occurred: '2026-11-01', image: PHOTO };
  await t.deps.db.insert(shoutouts).values([
    { ...shoutout, userId: maker.id, teacherId: seller.id, teacherName: 'Seller' },
    { ...shoutout, userId: seller.id, teacherId: maker.id, teacherName: 'Maker', image: OTHERS_PHOTO },
  ]);
  await t.deps.db.insert(journeys).values([
    { userId: maker.id, title: 'Private steps', occurred: '2026-11-02', photo1: PHOTO, isPrivate: true },
    { userId: seller.id, title: 'Seller road', occurred: '2026-11-02', photo1: OTHERS_PHOTO },
  ]);
  // A workshop the maker organised tagging the seller, and the seller's, which the maker goes to.
  const workshop = { startDate: '2031-01-01', startsAt: new Date('2031-01-01T00:00:00Z'), country: 'US' };
  const [, theirs] = await t.deps.db
    .insert(workshops)
    .values([
      {
        ...workshop,
        userId: maker.id,
        title: 'Maker class',
        poster: PHOTO,
        teacherId: seller.id,
        uniqueurl: 'm',
      },
      { ...workshop, userId: seller.id, title: 'Seller class', poster: OTHERS_PHOTO, uniqueurl: 's' },
    ])
    .returning();
  if (!theirs) throw new Error('workshop not made');
  sellersWorkshop = theirs.uuid;
  await t.deps.db
    .insert(workshopGoing)
    .values({ userId: maker.id, workshopId: theirs.id, code: 'doorcode-export01' });
  // An event the maker organises (its poster is their photo's upload), one they are a guest of and go to.
  const when = { startsAt: new Date('2030-05-01T18:00Z'), endsAt: new Date('2030-05-01T22:00Z') };
  const event = {
    ...when,
    startLocal: '2030-05-01T20:00',
    endLocal: '2030-05-02T00:00',
    timeZone: 'Europe/Berlin',
  };
  const [organised, hosted] = await t.deps.db
    .insert(events)
    .values([
      { ...event, userId: maker.id, title: 'Maker jam', poster: PHOTO, country: 'DE' },
      { ...event, userId: seller.id, title: 'Seller jam', poster: OTHERS_PHOTO, country: 'DE' },
    ])
    .returning();
  await t.deps.db
    .insert(eventGuests)
    .values({ eventId: hosted?.id ?? 0, userId: maker.id, role: 'judge', position: 0 });
  await t.deps.db.insert(eventGoing).values({ eventId: hosted?.id ?? 0, userId: maker.id });
  await t.deps.db.insert(eventGoing).values({ eventId: organised?.id ?? 0, userId: seller.id });
  const own = await publishLab(t, maker, 'Maker house', { access: [5, 1, 1] });
  const bought = await publishLab(t, seller, 'Seller secrets', { access: [1, 1, 1] });
  await insertPurchase(t, maker.id, bought.plab.id);
  await insertPurchase(t, fan.id, own.plab.id, { amountCents: 1500 });
  // The seller's private note, which the maker must never receive.
  await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/',
    { video: 'https://youtu.be/x', access: 1, lesson: 'seller private lesson' },
    seller.token,
  );
  const mine = await call(t, 'GET', '/api/whatiscooking/mycookings/', undefined, maker.token);
  const note = mine.body.results.find((n: { access: number }) => n.access === 5);
  await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/comments/',
    { cookingidobj: note.id, comment: 'my own words' },
    fan.token,
  );
  await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/comments/',
    { cookingidobj: note.id, comment: 'maker replies' },
    maker.token,
  );
  await call(
    t,
    'POST',
    '/api/whatiscooking/cooking/likes/',
    { cookingidobj: note.id, like_type: 'FI' },
    maker.token,
  );
  // Practising (issue 28): the maker's sections on their note, and their mark on it.
  await call(
    t,
    'PUT',
    `/api/whatiscooking/cooking/${note.uuid}/sections/`,
    { sections: [{ title: 'Intro', start: 0, end: 15 }] },
    maker.token,
  );
  await call(t, 'PUT', '/api/whatiscooking/progress/', { cooking: note.uuid, state: 'got_it' }, maker.token);
  await follow(t, maker.token, 'exSeller');
  await follow(t, seller.token, 'exMaker');
});
afterAll(() => t.close());

describe('downloading my data', () => {
  it('streams a zip with a README, the JSON sections and the user’s own images that they name', async () => {
    const res = await exportOf(maker);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cypher-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const { files, json } = await unzip(res);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'comments.json',
        `images/${PHOTO}.webp`,
        'lab-room-messages.json',
        'labs.json',
        'notifications.json',
        'portfolio.json',
        'progress.json',
        'battles.json',
        'published-labs.json',
        'purchases.json',
        'reactions.json',
        'sales.json',
        'shoutouts.json',
        'journeys.json',
        'workshops.json',
        'events.json',
        'follows.json',
        'blocks.json',
        'reports.json',
        'video-notes.json',
      ].sort(),
    );
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain(
      'Other users appear by their username only.',
    );
    expect(files[`images/${PHOTO}.webp`]).toEqual(PHOTO_BYTES);
    expect(json('account.json')).toMatchObject({ username: 'exMaker', email: 'exmaker@example.com' });
    expect(json('portfolio.json')).toMatchObject({
      artist_name: 'Export Maker',
      photo: `images/${PHOTO}.webp`,
    });
    expect(json('video-notes.json').map((n: { access: number }) => n.access)).toEqual([5, 1, 1]);
    expect(json('video-notes.json')[0].sections).toEqual([{ title: 'Intro', start: 0, end: 15 }]);
    expect(json('progress.json')).toEqual([
      { video_note: expect.any(String), state: 'got_it', updated: expect.any(String) },
    ]);
    expect(json('labs.json')).toMatchObject([{ name: 'Maker house', published: true }]);
    expect(json('shoutouts.json')).toEqual([
      expect.objectContaining({
        teacher: 'exSeller',
        status: 'pending',
        s_teacher_name: 'Seller',
        occured: '2026-11-01',
        image: `images/${PHOTO}.webp`,
      }),
    ]);
    expect(json('journeys.json')).toEqual([
      expect.objectContaining({
        joevent: 'Private steps',
        isprivate: true,
        photos: [`images/${PHOTO}.webp`],
      }),
    ]);
    expect(json('workshops.json')).toMatchObject({
      organised: [{ title: 'Maker class', teacher1: 'exSeller', poster: `images/${PHOTO}.webp` }],
      going: [{ workshop: sellersWorkshop }],
      rooms: [],
      room_requests: [],
      room_videos: [],
    });
    expect(JSON.stringify(json('workshops.json'))).not.toContain('Seller class');
    const exported = json('events.json');
    expect(exported.organised).toEqual([
      expect.objectContaining({
        title: 'Maker jam',
        poster: `images/${PHOTO}.webp`,
        start: '2030-05-01T20:00',
        timezone: 'Europe/Berlin',
        starts_at: '2030-05-01T18:00:00.000Z',
        event_guests: [],
      }),
    ]);
    expect(exported.guest_of).toHaveLength(1);
    expect(exported.going_to).toEqual(exported.guest_of);
    expect(JSON.stringify(exported)).not.toContain(OTHERS_PHOTO);
    expect(json('labs.json')[0].video_notes).toHaveLength(3);
    expect(json('published-labs.json')).toMatchObject([
      { name: 'Maker house', terms: { price: '9.99', period_days: 30 } },
    ]);
    expect(json('purchases.json')).toMatchObject([
      { lab: { name: 'Seller secrets' }, seller: 'exSeller', amount: '9.99' },
    ]);
    expect(json('sales.json')).toMatchObject([
      { buyer: 'exFan', amount: '15.00', fee: '1.50', net: '13.50' },
    ]);
    expect(json('comments.json')).toMatchObject([{ comment: 'maker replies' }]);
    expect(json('reactions.json')).toMatchObject([{ type: 'FI' }]);
    // Whom the maker follows, not who follows them.
    expect(json('follows.json')).toEqual([{ username: 'exSeller', created: expect.any(String) }]);
  });

  it('names other users by username only and leaves out what is theirs', async () => {
    const res = await exportOf(fan);
    const { files } = await unzip(res);
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('exMaker');
    expect(text).not.toMatch(/exmaker@example\.com|exseller@example\.com/);
    expect(text).not.toContain('seller private lesson');
    expect(text).not.toContain('maker replies');
    expect(Object.keys(files).filter((name) => name.startsWith('images/'))).toEqual([]);
  });

  it("writes the notifications in the user's language, as the bell and pushes do", async () => {
    const reader = await createArtist(t, 'exReader');
    await t.deps.db.update(users).set({ language: 'fr' }).where(eq(users.id, reader.id));
    const note = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', access: 5, lesson: 'read me' },
      reader.token,
    );
    expect(note.status).toBe(201);
    const comment = { cookingidobj: note.body.id, comment: 'nice' };
    expect((await call(t, 'POST', '/api/whatiscooking/cooking/comments/', comment, fan.token)).status).toBe(
      201,
    );
    const { json } = await unzip(await exportOf(reader));
    expect(json('notifications.json')).toMatchObject([
      { text: 'exFan a commenté votre note vidéo.', sender: 'exFan', is_seen: false },
    ]);
  });

  it('allows one download per 24 hours and says when the next one is allowed', async () => {
    const res = await exportOf(seller);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const started = t.deps.clock().getTime();
    const again = await exportOf(seller);
    expect(again.status).toBe(429);
    const body = await again.json();
    expect(body.detail).toBe(accountMessages.exportTooSoon);
    const next = new Date(body.next_export_at).getTime();
    expect(next).toBeGreaterThan(started);
    expect(next).toBeLessThanOrEqual(started + EXPORT_EVERY_MS);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    t.advance(EXPORT_EVERY_MS);
    // A day later the access token has expired: the seller signs in again.
    const session = await startSession(t.deps, { id: seller.id, username: seller.username });
    const later = await exportOf({ ...seller, token: session.access_token });
    expect(later.status).toBe(200);
    await later.arrayBuffer();
  });

  it('is refused to a guest', async () => {
    const res = await t.app.request('/api/account/export/', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
