/**
 * Journeys (/api/journey/): the spec's fields and messages, a private journey kept to its author in
 * every read, list and count, edits of only the changed fields by the author alone, highlights, and
 * deletion.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { type Journey, journeyMsg } from '../../src/shared/schemas/journeys';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { hide } from '../helpers/community-states';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Artist = Awaited<ReturnType<typeof createArtist>>;
let t: TestContext;
let author: Artist;
let other: Artist;

const post = async (as: Artist, fields: Record<string, unknown>) =>
  call(t, 'POST', '/api/journey/', { jophoto1: await readyUpload(t, as.token, 'J'), ...fields }, as.token);
const get = (ref: string | number, token?: string) =>
  call(t, 'GET', `/api/journey/${ref}/`, undefined, token);
const list = (query: string, token?: string) => call(t, 'GET', `/api/journey/${query}`, undefined, token);
const titles = (res: { body: { results: Journey[] } }) => res.body.results.map((j) => j.joevent);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await makeTestApp();
  author = await createArtist(t, 'journeyRue', 'Rue');
  other = await createArtist(t, 'journeyKid');
});
afterAll(() => t.close());

describe('posting a journey', () => {
  it('keeps every field as given, and answers a repeat of its uuid once', async () => {
    const uuid = randomUUID();
    const photos = {
      jophoto1: await readyUpload(t, author.token, 'J'),
      jophoto2: await readyUpload(t, author.token, 'J'),
    };
    const fields = {
      uuid,
      ...photos,
      joevent: 'First cypher in Seoul',
      jocontent: 'Lost the battle, found my footwork.',
      occured: '2026-09-12',
      country: 'KR',
      city: 'Seoul',
      jolink: 'https://example.com/recap',
      joiglink: 'https://instagram.com/p/abc',
      joytlink: 'https://youtu.be/dQw4w9WgXcQ',
      ishighlight: true,
    };
    const res = await call(t, 'POST', '/api/journey/', fields, author.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      uuid,
      username: 'journeyRue',
      artist_name: 'Rue',
      joevent: 'First cypher in Seoul',
      jocontent: 'Lost the battle, found my footwork.',
      occured: '2026-09-12',
      jophoto1: `/media/medium/${photos.jophoto1}`,
      jophoto2: `/media/medium/${photos.jophoto2}`,
      jophoto3: null,
      jp1thumb: `/media/mini/${photos.jophoto1}`,
      country: 'KR',
      city: 'Seoul',
      joytlink: 'https://youtu.be/dQw4w9WgXcQ',
      isprivate: false,
      ishighlight: true,
    });
    const again = await call(t, 'POST', '/api/journey/', fields, author.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await get(uuid)).body).toEqual(res.body);
  });

  it('is dated today when the date is empty, from a multipart form too', async () => {
    const form = new FormData();
    form.set('joevent', 'Practice diary');
    form.set('jophoto1', await readyUpload(t, author.token, 'J'));
    form.set('occured', '');
    form.set('isprivate', 'true');
    const res = await t.app.request('/api/journey/', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ occured: today(), isprivate: true });
  });

  it("says the spec's messages, word for word", async () => {
    const res = await call(
      t,
      'POST',
      '/api/journey/',
      { joevent: ' ', jolink: 'notaurl', joiglink: 'https://insta gram.com', joytlink: 'x'.repeat(256) },
      author.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      joevent: ['Journey title is required'],
      jophoto1: ['Please upload at least one image.'],
      jolink: ['URL must be valid'],
      joiglink: ['No spaces are allowed.'],
      joytlink: ['Must be less than 255 characters'],
    });
  });

  it("refuses someone else's photo, a guest and a user without a portfolio", async () => {
    const theirs = await readyUpload(t, other.token, 'J');
    expect((await post(author, { joevent: 'Borrowed', jophoto1: theirs })).body).toMatchObject({
      jophoto1: [expect.any(String)],
    });
    expect((await call(t, 'POST', '/api/journey/', { joevent: 'x' })).status).toBe(401);
    const { token } = await createVerifiedUser(t, { username: 'journeyNoPortfolio' });
    expect((await call(t, 'POST', '/api/journey/', { joevent: 'x' }, token)).status).toBe(403);
  });
});

describe("a journey's event", () => {
  it('names an event its author may see, shows it to readers who may, and is changed or cleared', async () => {
    const jam = await createEvent(t, other.token, { title: 'Harbour Jam' });
    const res = await post(author, { joevent: 'Judged my first jam', event: jam.uuid.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body.event).toEqual({ uuid: jam.uuid, title: 'Harbour Jam' });
    expect((await get(res.body.uuid)).body.event).toEqual({ uuid: jam.uuid, title: 'Harbour Jam' });
    expect((await post(author, { joevent: 'No event' })).body.event).toBeNull();

    const unknown = await post(author, { joevent: 'Ghost jam', event: randomUUID() });
    expect(unknown).toMatchObject({ status: 400, body: { event: [journeyMsg.unknownEvent] } });
    expect((await post(author, { joevent: 'Bad', event: 'jam' })).status).toBe(400);

    // A moderator hides the event: readers see the journey without it.
    await hide(t, events, jam.uuid);
    expect((await get(res.body.uuid)).body.event).toBeNull();
    const patch = (event: string) =>
      call(t, 'PATCH', `/api/journey/${res.body.uuid}/`, { event }, author.token);
    expect((await patch(jam.uuid)).status).toBe(400);
    const cypher = await createEvent(t, other.token, { title: 'Night Cypher' });
    expect((await patch(cypher.uuid)).body.event).toEqual({ uuid: cypher.uuid, title: 'Night Cypher' });
    expect((await patch('')).body.event).toBeNull();
  });
});

describe('a private journey', () => {
  let secret: Journey;
  beforeAll(async () => {
    secret = (await post(author, { joevent: 'Secret doubts', isprivate: true, ishighlight: true })).body;
  });

  it('is read, listed and counted for its author alone', async () => {
    expect((await get(secret.uuid, author.token)).status).toBe(200);
    expect((await get(secret.uuid, other.token)).status).toBe(404);
    expect((await get(secret.id)).status).toBe(404);
    const mine = await list('list/?whose_e1t1_journey=journeyRue', author.token);
    const theirs = await list('list/?whose_e1t1_journey=journeyrue', other.token);
    expect(titles(mine)).toContain('Secret doubts');
    expect(titles(theirs)).not.toContain('Secret doubts');
    expect(mine.body.count).toBe(theirs.body.count + 2);
    expect(titles(await list('list/'))).not.toContain('Secret doubts');
    expect(titles(await list('highlights/?username=journeyRue', author.token))).toEqual([
      'Secret doubts',
      'First cypher in Seoul',
    ]);
    expect(titles(await list('highlights/?username=journeyRue'))).toEqual(['First cypher in Seoul']);
  });

  it('becomes public when its author says so, with only the changed fields sent', async () => {
    const same = await call(
      t,
      'PATCH',
      `/api/journey/${secret.uuid}/`,
      { joevent: 'Secret doubts' },
      author.token,
    );
    expect(same.body).toEqual({ detail: 'No change' });
    const res = await call(t, 'PATCH', `/api/journey/${secret.uuid}/`, { isprivate: false }, author.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isprivate: false, joevent: 'Secret doubts' });
    expect((await get(secret.uuid)).status).toBe(200);
  });
});

describe('editing and deleting', () => {
  it('is for the author alone', async () => {
    const { body: journey } = await post(author, { joevent: 'Mine' });
    const patch = (token?: string) =>
      call(t, 'PATCH', `/api/journey/${journey.uuid}/`, { joevent: 'Taken' }, token);
    expect((await patch()).status).toBe(401);
    expect((await patch(other.token)).status).toBe(403);
    const remove = (token?: string) => call(t, 'DELETE', `/api/journey/${journey.uuid}/`, undefined, token);
    expect((await remove(other.token)).status).toBe(403);
    expect((await remove(author.token)).status).toBe(204);
    expect((await get(journey.uuid, author.token)).status).toBe(404);
  });

  it('clears a second photo, keeps the first required, and refuses a photo not ready', async () => {
    const jophoto2 = await readyUpload(t, author.token, 'J');
    const { body: journey } = await post(author, { joevent: 'Photos', jophoto2 });
    const patch = (fields: Record<string, unknown>) =>
      call(t, 'PATCH', `/api/journey/${journey.uuid}/`, fields, author.token);
    expect((await patch({ jophoto2: '' })).body).toMatchObject({ jophoto2: null });
    expect((await patch({ jophoto1: '' })).body).toMatchObject({
      jophoto1: ['Please upload at least one image.'],
    });
    const unknown = `j-${randomUUID()}`;
    expect((await patch({ jophoto3: unknown })).status).toBe(400);
  });
});
