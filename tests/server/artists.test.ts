/** Artist portfolios: create and update by their owner, and the public detail, bio, lists and search. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let owner: { token: string; username: string };
let other: { token: string; username: string };

async function user(username: string) {
  const { token } = await createVerifiedUser(t, { username });
  return { token, username };
}

/** A ready upload through the real flow: presign, PUT, complete. */
async function photo(token: string, complete = true) {
  const presign = await call(t, 'POST', '/api/uploads/presign/', { type: 'P' }, token);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#803020' } })
    .png()
    .toBuffer();
  await t.app.request(JSON.parse(presign.body.body), { method: 'PUT', body: new Uint8Array(png) });
  if (complete)
    expect(
      (await call(t, 'POST', `/api/uploads/${presign.body.key}/complete/`, undefined, token)).status,
    ).toBe(200);
  return presign.body.key as string;
}

const create = (token: string, body: unknown) => call(t, 'POST', '/api/artist/portfolios/', body, token);

/** A portfolio's page as the directory and search list it: without its follows. */
const listed = ({
  followers_count,
  following_count,
  i_follow,
  i_mute,
  latest_win,
  ...entry
}: Record<string, unknown>) => entry;

beforeAll(async () => {
  t = await makeTestApp();
  owner = await user('BboyKing');
  other = await user('poplocker');
});
afterAll(() => t.close());

describe('create', () => {
  it('makes the portfolio under the caller username with photo URLs', async () => {
    const key = await photo(owner.token);
    const res = await create(owner.token, {
      artist_name: '  King of Toprock ',
      country: 'DE',
      bio: 'Breaking since 2004',
      photo: key,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'BboyKing',
      artist_name: 'King of Toprock',
      country: 'DE',
      bio: 'Breaking since 2004',
      thumb: `/media/mini/${key}`,
      profile_photo: `/media/medium/${key}`,
      cover: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      followers_count: 0,
      following_count: 0,
      i_follow: false,
      i_mute: false,
      latest_win: null,
    });
    expect(Number.isNaN(Date.parse(res.body.created))).toBe(false);
  });

  it('refuses a second portfolio', async () => {
    const res = await create(owner.token, { artist_name: 'Again', country: 'DE' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [msg.portfolioExists] });
  });

  it("refuses a photo that is unknown, someone else's, not complete or not a key", async () => {
    const theirs = await photo(owner.token);
    const pending = await photo(other.token, false);
    for (const key of ['p-00000000-0000-0000-0000-000000000000', theirs, pending, '../../etc/passwd', 42]) {
      const res = await create(other.token, { artist_name: 'Popper', country: 'FR', photo: key });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ photo: ['Upload the photo again.'] });
    }
    const cover = await create(other.token, { artist_name: 'Popper', country: 'FR', cover: theirs });
    expect(cover.body).toEqual({ cover: ['Upload the photo again.'] });
  });

  it('gives the spec messages word for word', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { artist_name: [msg.artistNameRequired], country: [msg.countryRequired] }],
      [{ artist_name: '   ', country: 'FR' }, { artist_name: ['Artist name is required.'] }],
      [
        { artist_name: 'x'.repeat(256), country: 'FR' },
        { artist_name: ['Must be less than 255 characters'] },
      ],
      [{ artist_name: 'Popper', country: 'ZZ' }, { country: ['Country is required'] }],
      [{ artist_name: 'Popper', country: '' }, { country: ['Country is required'] }],
      [
        { artist_name: 'Popper', country: 'FR', bio: 'b'.repeat(1001) },
        { bio: ['Bio must be 1000 characters or less'] },
      ],
      [
        { artist_name: 12, country: ['FR'] },
        { artist_name: [msg.artistNameRequired], country: [msg.countryRequired] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await create(other.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });

  it('answers 4xx, never 500, for malformed bodies', async () => {
    const headers = { authorization: `Bearer ${other.token}` };
    const bodies: [string, Record<string, string>][] = [
      ['{"artist_name": ', { 'content-type': 'application/json' }],
      ['null', { 'content-type': 'application/json' }],
      ['[1, 2]', { 'content-type': 'application/json' }],
      ['"text"', { 'content-type': 'application/json' }],
      ['--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' }],
      ['artist_name=Popper', { 'content-type': 'text/plain' }],
      ['', {}],
    ];
    for (const [body, type] of bodies) {
      const res = await t.app.request('/api/artist/portfolios/', {
        method: 'POST',
        body,
        headers: { ...headers, ...type },
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
  });

  it('accepts multipart form data and ignores unknown fields', async () => {
    const form = new FormData();
    form.append('artist_name', 'Popper');
    form.append('country', 'FR');
    form.append('id', '999');
    form.append('username', 'someone-else');
    const res = await t.app.request('/api/artist/portfolios/', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      username: 'poplocker',
      artist_name: 'Popper',
      bio: '',
      thumb: null,
    });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await call(t, 'POST', '/api/artist/portfolios/', { artist_name: 'X', country: 'US' })).status,
    ).toBe(401);
  });
});

describe('update', () => {
  const patch = (username: string, body: unknown, token?: string) =>
    call(t, 'PATCH', `/api/artist/portfolios/${username}`, body, token);

  it('applies only the sent fields, also with a trailing slash', async () => {
    const before = (await call(t, 'GET', '/api/artist/portfolios/BboyKing')).body;
    const res = await patch('bboyking', { bio: 'New bio' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, bio: 'New bio' });
    const slash = await call(t, 'PATCH', '/api/artist/portfolios/BboyKing/', { country: 'AT' }, owner.token);
    expect(slash.body).toEqual({ ...before, bio: 'New bio', country: 'AT' });
    const nothing = await patch('BboyKing', { id: 5 }, owner.token);
    expect(nothing).toMatchObject({ status: 200, body: slash.body });
  });

  it('sets a cover and a new photo, and an empty photo removes it', async () => {
    const [cover, next] = [await photo(owner.token), await photo(owner.token)];
    const res = await patch('BboyKing', { cover, photo: next }, owner.token);
    expect(res.body).toMatchObject({ cover: `/media/medium/${cover}`, thumb: `/media/mini/${next}` });
    const cleared = await patch('BboyKing', { photo: '' }, owner.token);
    expect(cleared.body).toMatchObject({ thumb: null, profile_photo: null, cover: `/media/medium/${cover}` });
  });

  it('validates the sent fields with the spec messages', async () => {
    expect((await patch('BboyKing', { artist_name: '' }, owner.token)).body).toEqual({
      artist_name: [msg.artistNameRequired],
    });
    expect((await patch('BboyKing', { country: 'XX' }, owner.token)).body).toEqual({
      country: [msg.countryRequired],
    });
    const theirs = await photo(other.token);
    expect(await patch('BboyKing', { photo: theirs }, owner.token)).toMatchObject({
      status: 400,
      body: { photo: ['Upload the photo again.'] },
    });
  });

  it('is 403 for someone else, 404 for an unknown artist and 401 without sign-in', async () => {
    const forbidden = await patch('BboyKing', { bio: 'hacked' }, other.token);
    expect(forbidden).toMatchObject({ status: 403, body: { detail: msg.forbidden } });
    const unknown = await patch('nobody', { bio: 'x' }, owner.token);
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Artist Not Found.' } });
    expect((await patch('BboyKing', { bio: 'x' })).status).toBe(401);
    expect((await call(t, 'GET', '/api/artist/bios/BboyKing')).body.bio).toBe('New bio');
  });
});

describe('reads', () => {
  it('shows a portfolio by username in any case, and 404 Artist Not Found otherwise', async () => {
    const res = await call(t, 'GET', '/api/artist/portfolios/bBoYkInG');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('BboyKing');
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'artist_name',
        'bio',
        'country',
        'cover',
        'created',
        'followers_count',
        'following_count',
        'i_follow',
        'i_mute',
        'id',
        'latest_win',
        'profile_photo',
        'thumb',
        'username',
      ].sort(),
    );
    expect((await call(t, 'GET', '/api/artist/portfolios/BboyKing/')).status).toBe(200);
    for (const name of ['nobody', 'Bboy%25', '%27%3B--']) {
      const missing = await call(t, 'GET', `/api/artist/portfolios/${name}`);
      expect(missing).toMatchObject({ status: 404, body: { detail: 'Artist Not Found.' } });
    }
  });

  it('shows the bio card', async () => {
    const res = await call(t, 'GET', '/api/artist/bios/poplocker');
    expect(res).toMatchObject({
      status: 200,
      body: { username: 'poplocker', artist_name: 'Popper', bio: '', country: 'FR' },
    });
    expect(Object.keys(res.body).sort()).toEqual(['artist_name', 'bio', 'country', 'username']);
    expect(await call(t, 'GET', '/api/artist/bios/nobody')).toMatchObject({
      status: 404,
      body: { detail: 'Artist Not Found.' },
    });
  });

  it('lists portfolios newest first without private fields', async () => {
    const res = await call(t, 'GET', '/api/artist/portfolios/list/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results.map((p: { username: string }) => p.username)).toEqual(['poplocker', 'BboyKing']);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('@example.com');
    expect(text).not.toMatch(/user_?id|email|password/i);
    expect(res.body.results[1]).toEqual(
      listed((await call(t, 'GET', '/api/artist/portfolios/BboyKing')).body),
    );
  });

  it('lists the legacy directory entries A to Z by name', async () => {
    const res = await call(t, 'GET', '/api/artist/portfolios/legacy/list/');
    const king = (await call(t, 'GET', '/api/artist/portfolios/BboyKing')).body;
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results).toEqual([
      { id: king.id, s_teacher_name: king.artist_name, image_mini: king.thumb, teacher: 'BboyKing' },
      { id: expect.any(Number), s_teacher_name: 'Popper', image_mini: null, teacher: 'poplocker' },
    ]);
  });

  it('refuses a bad page query with 400', async () => {
    for (const q of ['after=abc', 'page_size=0', 'page_size=1000', 'before=1.5']) {
      expect((await call(t, 'GET', `/api/artist/portfolios/list/?${q}`)).status, q).toBe(400);
    }
  });

  it('answers 401 token_not_valid for a bad token, even on a public read', async () => {
    const res = await call(t, 'GET', '/api/artist/portfolios/list/', undefined, 'not-a-jwt');
    expect(res).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
  });
});

describe('search', () => {
  const search = async (query: string) =>
    (await call(t, 'GET', `/api/artist/search/?query=${encodeURIComponent(query)}`)).body;

  it('matches username or artist name in any case, answering the public portfolio', async () => {
    const king = listed((await call(t, 'GET', '/api/artist/portfolios/BboyKing')).body);
    expect(king.artist_name).toBe('King of Toprock');
    expect(await search('toprock')).toEqual([king]);
    expect(await search('BBOYKI')).toEqual([king]);
    expect((await search('POPLOCK')).map((a: { username: string }) => a.username)).toEqual(['poplocker']);
    expect((await search('o')).length).toBe(2);
  });

  it('refuses a NUL character with 400', async () => {
    expect((await call(t, 'GET', '/api/artist/search/?query=ray%00')).status).toBe(400);
  });

  it('treats % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('K_ng')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });

  it('answers an empty array for an empty or missing query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await call(t, 'GET', '/api/artist/search/')).body).toEqual([]);
  });

  it('answers at most 20 results', async () => {
    for (let i = 0; i < 22; i += 1) {
      const { token } = await createVerifiedUser(t, { username: `crew${i}` });
      expect((await create(token, { artist_name: `Crew Member ${i}`, country: 'JP' })).status).toBe(201);
    }
    const hits = await search('crew');
    expect(hits.length).toBe(20);
    expect(Object.keys(hits[0]).sort()).toEqual([
      'artist_name',
      'bio',
      'country',
      'cover',
      'created',
      'id',
      'profile_photo',
      'thumb',
      'username',
    ]);
  });

  it('refuses an over-long query with 400', async () => {
    expect((await call(t, 'GET', `/api/artist/search/?query=${'a'.repeat(101)}`)).status).toBe(400);
  });
});
