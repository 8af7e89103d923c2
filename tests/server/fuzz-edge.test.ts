/**
 * The input edge, case by case (the fuzz suite covers the rest): a NUL character, which PostgreSQL
 * cannot store, is a 400 naming its field in every kind of body and query field, and a 404 in a path;
 * ids out of PostgreSQL's integer range and e-mails too long for its index are refused before they
 * reach it, in a body and in every path that takes one; a date outside years 1-9999 is a 400 naming
 * its field, not a database error; half a surrogate pair becomes U+FFFD. The shared schemas give a form the same message as
 * the server.
 */

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../../src/server/http/body';
import { msg } from '../../src/shared/messages';
import { portfolioPatch } from '../../src/shared/schemas/artists';
import { loginInput, registrationInput } from '../../src/shared/schemas/auth';
import { YEARS, ZONED_YEARS } from '../../src/shared/schemas/fields';
import { journeyInput } from '../../src/shared/schemas/journeys';
import { labChatInput } from '../../src/shared/schemas/lab-room';
import { labInput } from '../../src/shared/schemas/labs';
import { commentInput, noteInput, taggedTeacherInput } from '../../src/shared/schemas/notes';
import { createArtist } from '../helpers/accounts';
import { publishLab } from '../helpers/labs';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const BASE = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const NUL = 'a\u0000b';
const nulAt = (field: string) => ({ [field]: [msg.nulNotAllowed] });

let t: TestContext;
let artist: Awaited<ReturnType<typeof createArtist>>;
let noteId: number;
let labId: number;
let plabId: number;

beforeAll(async () => {
  t = await makeTestApp();
  artist = await createArtist(t, 'edgeArtist');
  const note = await call(t, 'POST', `${BASE}/cooking/`, { video: VIDEO, access: 5 }, artist.token);
  noteId = note.body.id;
  const published = await publishLab(t, artist, 'Edge lab', { access: [5], price: '0' });
  labId = published.lab.id;
  plabId = published.plab.id;
});
afterAll(() => t.close());

describe('a NUL character in a body field', () => {
  // Paths and bodies are read when the test runs, after the seeding.
  const cases: [string, string, () => string, () => object, string][] = [
    [
      'a lesson',
      'POST',
      () => `${BASE}/cooking/`,
      () => ({ video: VIDEO, access: 5, lesson: NUL }),
      'lesson',
    ],
    [
      'a comment',
      'POST',
      () => `${BASE}/cooking/comments/`,
      () => ({ cookingidobj: noteId, comment: NUL }),
      'comment',
    ],
    ['a lab name', 'POST', () => `${BASE}/techniques/create/`, () => ({ name: NUL }), 'name'],
    ['a lab about', 'POST', () => `${BASE}/techniques/create/`, () => ({ name: 'Lab', about: NUL }), 'about'],
    ['a lab name edit', 'PATCH', () => `${BASE}/techniques/${labId}/`, () => ({ name: NUL }), 'name'],
    [
      'a published lab about',
      'PATCH',
      () => `${BASE}/publishedlabs/${plabId}/`,
      () => ({ about: NUL }),
      'about',
    ],
    ['a bio', 'PATCH', () => '/api/artist/portfolios/edgeArtist/', () => ({ bio: NUL }), 'bio'],
    [
      'an artist name',
      'PATCH',
      () => '/api/artist/portfolios/edgeArtist/',
      () => ({ artist_name: NUL }),
      'artist_name',
    ],
    [
      'an upload key',
      'PATCH',
      () => '/api/artist/portfolios/edgeArtist/',
      () => ({ photo: `p-${NUL}` }),
      'photo',
    ],
    [
      'an idea',
      'POST',
      () => `${BASE}/taggedteachers/`,
      () => ({ cookingidobj: noteId, shareidobj: artist.portfolio, idea: NUL }),
      'idea',
    ],
    [
      'a chat message',
      'POST',
      () => `${BASE}/labroom-chat/`,
      () => ({ plab: plabId, comment: NUL }),
      'comment',
    ],
    ['a username to follow', 'POST', () => '/api/artist/follow/', () => ({ username: NUL }), 'username'],
    ['a field nested in a list', 'POST', () => `${BASE}/techniques/create/`, () => ({ name: [NUL] }), 'name'],
    [
      'an unknown field',
      'POST',
      () => `${BASE}/techniques/create/`,
      () => ({ name: 'Lab', extra: NUL }),
      'extra',
    ],
  ];

  it.each(cases)('is a 400 naming the field: %s', async (_label, method, path, body, field) => {
    const res = await call(t, method, path(), body(), artist.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(nulAt(field));
  });

  it('is a 400 naming the field on sign-up and sign-in, as a guest', async () => {
    const signUp = {
      username: NUL,
      email: 'e@example.com',
      password1: 'groove1234',
      password2: 'groove1234',
    };
    const registration = await call(t, 'POST', '/api/auth/registration/', { ...signUp, country: 'US' });
    expect(registration.status).toBe(400);
    expect(registration.body).toMatchObject(nulAt('username'));
    const login = await call(t, 'POST', '/api/auth/login/', { email: `${NUL}@example.com`, password: 'x' });
    expect(login).toMatchObject({ status: 400, body: nulAt('email') });
  });

  it('is a 400 naming the field in a multipart form', async () => {
    const form = new FormData();
    form.append('name', 'Lab');
    form.append('about', NUL);
    const res = await t.app.request(`${BASE}/techniques/create/`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${artist.token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(nulAt('about'));
  });

  it('is a 400 for the whole body when the body is a list or the NUL is in a key', async () => {
    const list = await call(
      t,
      'PUT',
      `${BASE}/ct-relations/bulk_update/?lab_id=${labId}`,
      [NUL],
      artist.token,
    );
    expect(list).toMatchObject({ status: 400, body: { non_field_errors: [msg.nulNotAllowed] } });
    const key = await call(t, 'POST', `${BASE}/techniques/create/`, { name: 'Lab', [NUL]: 1 }, artist.token);
    expect(key).toMatchObject({ status: 400, body: { non_field_errors: [msg.nulNotAllowed] } });
  });
});

describe('half a surrogate pair in JSON text', () => {
  it('is kept as U+FFFD, as UTF-8 carries it, in a note, a comment and a sign-in', async () => {
    const lesson = 'é\udc00 and \ud800';
    const note = await call(t, 'POST', `${BASE}/cooking/`, { video: VIDEO, access: 5, lesson }, artist.token);
    expect(note).toMatchObject({ status: 201, body: { lesson: 'é\ufffd and \ufffd' } });
    const comment = { cookingidobj: noteId, comment: 'é\udc00' };
    const commented = await call(t, 'POST', `${BASE}/cooking/comments/`, comment, artist.token);
    expect(commented).toMatchObject({ status: 201, body: { comment: 'é\ufffd' } });
    const login = await call(t, 'POST', '/api/auth/login/', { email: 'é\udc00@example.com', password: 'x' });
    expect(login.status).toBe(400);
  });
});

describe('a NUL character in a query or a path', () => {
  it.each([
    ['a search query', '/api/artist/search/?query=a%00b', 'query'],
    ['a username filter', `${BASE}/list/?username=a%00b`, 'username'],
    ['whose followers', '/api/artist/followers/?username=a%00b', 'username'],
    ['a page cursor', '/api/artist/portfolios/list/?after=1%00', 'after'],
    ['a parameter no route reads', '/api/auth/config/?x=%00', 'x'],
  ])('is a 400 naming the parameter: %s', async (_label, path, field) => {
    expect(await call(t, 'GET', path)).toMatchObject({ status: 400, body: nulAt(field) });
  });

  it('is a 400 when the NUL is in a parameter name', async () => {
    const res = await call(t, 'GET', '/api/artist/search/?query%00=a');
    expect(res).toMatchObject({ status: 400, body: { non_field_errors: [msg.nulNotAllowed] } });
  });

  it.each([
    ['a username', 'GET', '/api/artist/portfolios/a%00b'],
    ['a bio username', 'GET', '/api/artist/bios/a%00b/'],
    ['a username to unfollow', 'DELETE', '/api/artist/follow/a%00b/'],
    ['a published lab search term', 'GET', `${BASE}/publishedlabs/list/search/a%00b/`],
    ['a purchased lab search term', 'GET', `${BASE}/purchasedlabs/list/search/a%00b`],
    ['an upload key', 'POST', '/api/uploads/p-%00/complete/'],
    ['a media key', 'GET', '/media/mini/p-%00'],
    ['a sandbox link', 'GET', '/payments-sandbox/onboarding/acct_%00'],
  ])('is a 404 in a path segment: %s', async (_label, method, path) => {
    expect(await call(t, method, path, undefined, artist.token)).toMatchObject({
      status: 404,
      body: { detail: msg.notFound },
    });
  });
});

describe('ids outside PostgreSQL integers', () => {
  it.each(['2147483648', '-1', '1.5', 'NaN', 'Infinity', '1e20', '9'.repeat(400)])(
    'are refused in a path, a query and a body: %s',
    async (id) => {
      expect((await call(t, 'GET', `${BASE}/cooking/${id}/`)).status).toBe(404);
      expect((await call(t, 'GET', `${BASE}/cooking/comments/?cookingidobj=${id}`)).status).toBe(400);
      const body = { cookingidobj: Number(id), comment: 'Hi' };
      expect((await call(t, 'POST', `${BASE}/cooking/comments/`, body, artist.token)).status).toBe(400);
    },
  );
});

describe('ids past PostgreSQL integers in the paths that take a plain number', () => {
  it.each([
    ['DELETE', '/api/workshops/room/videos/2147483648/'],
    ['POST', '/api/workshops/room/request-access/2147483648/approve/'],
    ['POST', '/api/workshops/room/request-access/2147483648/refuse/'],
    ['POST', '/api/workshops/room/request-access/99999999999/approve/'],
  ])('are a 404: %s %s', async (method, path) => {
    expect(await call(t, method, path, {}, artist.token)).toMatchObject({
      status: 404,
      body: { detail: msg.notFound },
    });
  });
});

describe('a date outside years 1-9999', () => {
  const year0 = '0000-06-13';
  const fr = { 'accept-language': 'fr' };

  it('is a 400 naming the field on a shoutout, a journey and a workshop, made or edited', async () => {
    const shoutout = { s_teacher_name: 'Year zero', image: await readyUpload(t, artist.token, 'S') };
    const journey = { joevent: 'Year zero', jophoto1: await readyUpload(t, artist.token, 'J') };
    const workshop = {
      title: 'Year zero',
      poster: await readyUpload(t, artist.token, 'W'),
      start_date: '2030-05-10',
      country: 'DE',
    };
    const made = {
      shoutout: await call(t, 'POST', '/api/e1t1/sharing/', shoutout, artist.token),
      journey: await call(t, 'POST', '/api/journey/', journey, artist.token),
      workshop: await call(t, 'POST', '/api/workshops/create/', workshop, artist.token),
    };
    for (const [kind, res] of Object.entries(made)) expect(res.status, kind).toBe(201);
    const cases: [string, string, string, string, string][] = [
      ['POST', '/api/e1t1/sharing/', 'occured', year0, YEARS.message],
      ['PATCH', `/api/e1t1/sharing/${made.shoutout.body.uuid}/`, 'occured', year0, YEARS.message],
      ['POST', '/api/journey/', 'occured', year0, YEARS.message],
      ['PATCH', `/api/journey/${made.journey.body.uuid}/`, 'occured', year0, YEARS.message],
      ['POST', '/api/workshops/create/', 'start_date', year0, ZONED_YEARS.message],
      [
        'PATCH',
        `/api/workshops/${made.workshop.body.uuid}/`,
        'start_date',
        '9999-12-31',
        ZONED_YEARS.message,
      ],
      ['POST', '/api/events/create/', 'start', `${year0}T20:00`, ZONED_YEARS.message],
    ];
    const bodies: Record<string, object> = { '/api/e1t1/sharing/': shoutout, '/api/journey/': journey };
    for (const [method, path, field, value, message] of cases) {
      const base = method === 'POST' ? (bodies[path] ?? workshop) : {};
      const res = await call(t, method, path, { ...base, [field]: value }, artist.token);
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: { [field]: [message] } });
    }
  });

  it("says so in the caller's language, as other field messages do", async () => {
    const journey = {
      joevent: 'Année zéro',
      jophoto1: await readyUpload(t, artist.token, 'J'),
      occured: year0,
    };
    const res = await call(t, 'POST', '/api/journey/', journey, artist.token, fr);
    expect(res).toMatchObject({
      status: 400,
      body: { occured: ['Saisissez une date entre les années 1 et 9999.'] },
    });
  });

  it('is refused by the shared schemas with the same message, and the first and last days are taken', async () => {
    const day = (occured: string) => v.safeParse(journeyInput, { joevent: 'x', jophoto1: 'j-x', occured });
    expect(day('0000-12-31').issues?.[0]?.message).toBe(YEARS.message);
    expect(day('2030-13-01').success).toBe(false);
    expect(day('0001-01-01').issues?.some((issue) => issue.path?.[0]?.key === 'occured')).toBeFalsy();
    expect(day('9999-12-31').issues?.some((issue) => issue.path?.[0]?.key === 'occured')).toBeFalsy();
  });
});

describe('an e-mail longer than an address can be', () => {
  // Printable text that does not compress, as a database index would have to hold it.
  let state = 7;
  const local = Array.from({ length: 3000 }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return String.fromCharCode(97 + ((state >>> 16) % 26));
  }).join('');
  const email = `${local}@example.com`;

  it.each([
    [
      'sign-up',
      '/api/auth/registration/',
      { username: 'longmail', password1: 'groove1234', password2: 'groove1234' },
    ],
    ['sign-in', '/api/auth/login/', { password: 'groove1234' }],
    ['a password reset', '/api/auth/password/reset/', {}],
    ['a new verification link', '/api/auth/resend-confirmation-email/', {}],
  ])('is a 400 on %s', async (_label, path, fields) => {
    const res = await call(t, 'POST', path, { ...fields, email, country: 'US' });
    expect(res).toMatchObject({ status: 400, body: { email: [msg.emailTooLong] } });
  });
});

describe('the shared schemas, as forms use them', () => {
  it.each([
    ['lesson', noteInput, { video: VIDEO, access: 5, lesson: NUL }],
    ['comment', commentInput, { cookingidobj: 1, comment: NUL }],
    ['name', labInput, { name: NUL }],
    ['bio', portfolioPatch, { bio: NUL }],
    ['idea', taggedTeacherInput, { cookingidobj: 1, shareidobj: 1, idea: NUL }],
    ['comment', labChatInput, { plab: 1, comment: NUL }],
    ['email', loginInput, { email: NUL, password: 'x' }],
    ['username', registrationInput, { username: NUL }],
  ] as const)('refuse a NUL in %s with the server message', (field, schema, value) => {
    const result = v.safeParse(schema as v.GenericSchema, value);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues as [v.BaseIssue<unknown>])[field]).toEqual([msg.nulNotAllowed]);
  });
});
