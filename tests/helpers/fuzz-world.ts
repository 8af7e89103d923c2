/**
 * The world the fuzz suite runs in, made through the API: two artists with notes, labs, a free and a
 * fee published lab, a member of the free lab's room, a completed and a pending upload, payment links,
 * follows, an event with battles run as far as a match decided (fuzz-battles.ts), and accounts in every
 * sign-in state. Every body it sends becomes a valid example of its route, and
 * every answer feeds the pool (ids, uuids, field values, links).
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import { REF } from '../../src/server/http/refs';
import { createArtist, createVerifiedUser } from './accounts';
import { seedBattles } from './fuzz-battles';
import { collect, type Pool } from './fuzz-pool';
import type { Identity } from './fuzz-routes';
import { publishLab } from './labs';
import { call, type TestContext } from './server';

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const BASE = '/api/whatiscooking';

export type World = { pool: Pool; tokens: Record<Identity, string | undefined> };

/** The app's settings the world needs: its artist moderates, so moderation routes answer past 403. */
export const WORLD_ENV = { MODERATOR_EMAILS: 'fuzzartist@example.com' };

export async function seedWorld(t: TestContext): Promise<World> {
  const pool: Pool = {
    ids: [1, 2],
    uuids: [],
    words: ['0', 'true', 'false'],
    samples: new Map(),
    links: [],
    examples: new Map(),
  };
  const write = async (method: string, token: string | undefined, path: string, body: unknown) => {
    const res = await call(t, method, path, body, token);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    const route = `${method} ${path.split('?')[0]}`;
    pool.examples.set(route, [...(pool.examples.get(route) ?? []), body]);
    collect(pool, res.body);
    return res.body;
  };
  const post = (token: string | undefined, path: string, body: object) => write('POST', token, path, body);
  /** Follows a link the API handed out, as a browser would. */
  const visit = (link: string, init: RequestInit) => {
    const url = new URL(link, 'http://localhost');
    return t.app.request(`${url.pathname}${url.search}`, init);
  };

  const artist = await createArtist(t, 'fuzzArtist', 'Fuzz Artist');
  const other = await createArtist(t, 'fuzzOther', 'Fuzz Other');
  const member = await createVerifiedUser(t, { username: 'fuzzMember' });
  const seeder = await createVerifiedUser(t, { username: 'fuzzSeeder' });
  for (const token of [artist.token, member.token])
    collect(pool, (await call(t, 'GET', '/api/auth/user/', undefined, token)).body);
  await post(seeder.token, '/api/artist/portfolios/', { artist_name: 'Seeder', country: 'US', bio: 'Hi' });

  // The other artist takes payments (sandbox onboarding) and sells a fee lab the member starts to buy.
  await post(other.token, '/api/payments/create-connect-account/', { country: 'US' });
  await visit((await post(other.token, '/api/payments/create-account-link/', {})).url, { method: 'POST' });
  await call(t, 'GET', '/api/payments/account-status/', undefined, other.token); // reads the onboarding back
  await post(other.token, '/api/payments/create-dashboard-link/', {});
  const fee = await publishLab(t, other, 'Fuzz fee lab', { price: '9.99' });
  collect(pool, fee);
  await post(member.token, '/api/payments/checkout/', { plab: fee.plab.id });

  const note = await post(other.token, `${BASE}/cooking/`, { video: VIDEO, access: 5, lesson: 'Fuzz' });
  await post(artist.token, `${BASE}/cooking/`, { video: VIDEO, access: 3, mention1: other.portfolio });
  const own = await post(artist.token, `${BASE}/cooking/`, { video: VIDEO, access: 1, lesson: 'Mine' });
  // The sections of the artist's own note: no answer hands out their path, so the pool is given it,
  // and the body as the example of the route (examples are kept by concrete path, not by pattern).
  const sections = `${BASE}/cooking/${own.uuid}/sections/`;
  const marked = { sections: [{ title: 'Intro', start: 0, end: 15 }] };
  await write('PUT', artist.token, sections, marked);
  pool.links.push(new URL(sections, 'http://localhost'));
  pool.examples.set(`PUT ${BASE}/cooking/${REF}/sections/`, [marked]);
  await post(artist.token, `${BASE}/cooking/comments/`, { cookingidobj: note.id, comment: 'Nice' });
  await post(artist.token, `${BASE}/cooking/likes/`, { cookingidobj: note.uuid, like_type: 'FI' });
  await post(other.token, `${BASE}/taggedteachers/`, { cookingidobj: note.id, shareidobj: artist.portfolio });

  // The artist's free lab, published with one video, joined by the member who writes in its room.
  const lab = await post(artist.token, `${BASE}/techniques/create/`, { name: 'Fuzz lab', about: 'Drills' });
  const relation = await post(artist.token, `${BASE}/ct-relations/create/`, {
    cooking: own.id,
    technique: lab.id,
  });
  const plab = await post(artist.token, `${BASE}/publishedlabs/create/`, { name: 'Fuzz free', lab: lab.id });
  await write('PUT', artist.token, `${BASE}/ct-relations/bulk_update/?lab_id=${lab.id}`, [
    { id: relation.id, publish: true },
  ]);
  await post(artist.token, `${BASE}/plabsubs/`, { plab: plab.id, price: '0', subscription_period: 30 });
  await post(member.token, '/api/payments/checkout/', { plab: plab.uuid });
  await post(member.token, `${BASE}/labroom-chat/`, { plab: plab.id, comment: 'Hello room' });
  // The member marks the lab's video (issue 28): a valid example, and the lab's reads as links to follow.
  await write('PUT', member.token, `${BASE}/progress/`, { cooking: own.uuid, state: 'got_it' });
  for (const read of ['progress', 'progress/counts'])
    pool.links.push(new URL(`${BASE}/${read}/?lab=${lab.id}`, 'http://localhost'));

  // Uploads completed (their media links) and one left pending (its signed PUT link).
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b04020' } })
    .png()
    .toBuffer();
  const uploaded = async (type: string) => {
    const presigned = await post(artist.token, '/api/uploads/presign/', { type });
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
    await visit(JSON.parse(presigned.body), { method: 'PUT', body: image });
    await post(artist.token, `/api/uploads/${presigned.key}/complete/`, {});
    return presigned.key as string;
  };
  await uploaded('P');
  await post(artist.token, '/api/uploads/presign/', { type: 'P' });
  // A shoutout the artist gave the other artist, waiting for approval, and an approved untagged one.
  const shoutout = { s_teacher_name: 'Fuzz Other', teacher: 'fuzzOther', image: await uploaded('S') };
  const tagged = await post(artist.token, '/api/e1t1/sharing/', shoutout);
  await post(other.token, '/api/e1t1/sharing/love/', { shareidobj: tagged.uuid });
  await post(other.token, '/api/e1t1/sharing/comments/', { shareidobj: tagged.uuid, comment: 'Respect' });
  await post(other.token, '/api/chat/', { shareid: tagged.uuid, message: 'Thank you' });
  await post(artist.token, '/api/e1t1/sharing/', { s_teacher_name: 'Mr. Fuzz', image: await uploaded('S') });
  // A public journey and a private one.
  await post(artist.token, '/api/journey/', { joevent: 'Fuzz road', jophoto1: await uploaded('J') });
  const secret = { joevent: 'Fuzz doubts', jophoto1: await uploaded('J'), isprivate: true };
  await post(artist.token, '/api/journey/', secret);
  // A workshop tagging the other artist, with its room: the member goes, asks in, is approved and shares
  // nothing (no portfolio), the other artist enters with the token and shares a note.
  const workshop = await post(artist.token, '/api/workshops/create/', {
    title: 'Fuzz workshop',
    poster: await uploaded('W'),
    start_date: '2030-03-30',
    start_time: '10:00',
    timezone: 'Europe/Berlin',
    country: 'DE',
    teacher1: 'fuzzOther',
  });
  await post(member.token, '/api/workshops/iamgoing/', { workshop: workshop.uuid });
  const { workshop_token } = await write('PUT', artist.token, `/api/workshops/token/${workshop.uuid}/`, {});
  const roomRequest = await post(member.token, '/api/workshops/room/request-access/', {
    workshop_uuid: workshop.uuid,
  });
  await post(artist.token, `/api/workshops/room/request-access/${roomRequest.id}/approve/`, {});
  const check = `/api/workshops/token/check/?workshop_uuid=${workshop.uuid}&workshop_token=${workshop_token}`;
  await call(t, 'GET', check, undefined, seeder.token);
  await post(other.token, '/api/workshops/room/videos/', {
    workshop_uuid: workshop.uuid,
    cooking: note.uuid,
  });
  // An event with a guest and each list, which the member is going to, and the member's calendar feed.
  const event = await post(artist.token, '/api/events/create/', {
    title: 'Fuzz jam',
    poster: await uploaded('W'),
    start: '2031-03-30T20:00',
    end: '2031-03-31T02:00',
    timezone: 'Europe/Berlin',
    country: 'DE',
    event_guests: [{ username: 'fuzzOther', role: 'judge' }],
    event_subevents: [{ title: 'Kids' }],
    event_workshops: [workshop.uuid],
    event_battles: [{ category: '1v1', style: 'Breaking' }],
  });
  await post(member.token, '/api/events/iamgoing/', { event: event.uuid });
  await seedBattles(t, pool, artist, other, await uploaded('W'));
  await write('GET', member.token, '/api/calendar/feed/', undefined);
  await post(artist.token, '/api/payments/validate-country/', { country: 'US' });
  // The member follows both artists and the artist follows the other: lists and feeds with rows.
  for (const [token, username] of [
    [member.token, 'fuzzArtist'],
    [member.token, 'fuzzOther'],
    [artist.token, 'fuzzOther'],
  ])
    await post(token, '/api/artist/follow/', { username });
  await write('GET', undefined, '/api/artist/followers/?username=fuzzOther&page_size=1', undefined);
  // Reports of the other artist for the moderator's queue (the artist moderates), a block and a mute.
  await post(member.token, '/api/reports/', { target_type: 'note', target_id: note.uuid, reason: 'spam' });
  await post(member.token, '/api/reports/', {
    target_type: 'artist',
    target_id: 'fuzzOther',
    reason: 'other',
  });
  await write('GET', artist.token, '/api/moderation/reports/', undefined);
  await post(seeder.token, '/api/blocks/', { username: 'fuzzMember' });
  await post(seeder.token, '/api/mutes/', { username: 'fuzzArtist' });

  const password = { password1: 'groove1234', password2: 'groove1234' };
  const signUp = { username: 'fuzzNew', email: 'new@example.com', ...password, country: 'US' };
  await post(undefined, '/api/auth/registration/', signUp);
  await post(undefined, '/api/auth/resend-confirmation-email/', { email: 'new@example.com' });
  await post(undefined, '/api/auth/login/', { email: 'fuzzmember@example.com', password: 'groove1234' });
  await post(undefined, '/api/auth/password/reset/', { email: 'fuzzmember@example.com' });

  const tokens = {
    guest: undefined,
    artist: artist.token,
    member: member.token,
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
  };
  return { pool, tokens };
}
