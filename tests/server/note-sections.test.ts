/**
 * A note's sections (issue 28): its author writes the whole list, which everyone who may see the note
 * reads, sorted by start; an empty list clears it; the later write wins; a replayed write is answered
 * once. Bad lists, bodies and paths are 400 or 404 with the shared schema's words, never a 500.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteSections } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { practiceMsg } from '../../src/shared/schemas/practice';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Note = { id: number; uuid: string };

const W = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const intro = { title: 'intro groove', start: 0, end: 15 };
const sixStep = { title: 'six-step', start: 32, end: 45 };

let t: TestContext;
let author: Artist;
let other: Artist;

const path = (note: Note | string | number) =>
  `${W}/cooking/${typeof note === 'object' ? note.uuid : note}/sections/`;
const read = (note: Note | string | number, token?: string) => call(t, 'GET', path(note), undefined, token);
const write = (note: Note | string | number, body: unknown, token = author.token) =>
  call(t, 'PUT', path(note), body, token);
const newNote = async (): Promise<Note> =>
  (await call(t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 5 }, author.token)).body;

beforeAll(async () => {
  t = await makeTestApp();
  author = await createArtist(t, 'sectionAuthor');
  other = await createArtist(t, 'sectionOther');
});
afterAll(() => t.close());

describe('reading sections', () => {
  it('answers an empty list and no time for a note that has none', async () => {
    const note = await newNote();
    expect(await read(note)).toMatchObject({
      status: 200,
      body: { cooking: note.uuid, sections: [], updated: null },
    });
  });

  it('answers 404 for a note that does not exist, and for a path that names none', async () => {
    for (const ref of ['4d3c2b1a-0000-4000-8000-0000000000ff', '999999', '2147483648', '9'.repeat(30), '0'])
      expect((await read(ref)).status, ref).toBe(404);
    expect((await read('not-a-uuid')).status).toBe(404);
    expect((await call(t, 'GET', `${W}/cooking/zz/sections/`)).status).toBe(404);
  });
});

describe('writing sections', () => {
  it('saves the whole list, sorted and trimmed, for everyone who may see the note', async () => {
    const note = await newNote();
    const saved = await write(note, { sections: [sixStep, { ...intro, title: ' intro groove ' }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      cooking: note.uuid,
      sections: [intro, sixStep],
      updated: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(saved.body.updated))).toBe(false);
    for (const token of [undefined, other.token, author.token])
      expect((await read(note, token)).body).toEqual(saved.body);
    // By id too, and without the trailing slash.
    expect((await call(t, 'GET', `${W}/cooking/${note.id}/sections`)).body).toEqual(saved.body);
  });

  it('replaces the list: the later write wins, and an empty list clears it', async () => {
    const note = await newNote();
    const first = await write(note, { sections: [intro, sixStep] });
    t.advance(60_000);
    const second = await write(note, { sections: [{ title: 'freeze', start: 50, end: 55 }] });
    expect(second.body.sections).toEqual([{ title: 'freeze', start: 50, end: 55 }]);
    expect(Date.parse(second.body.updated)).toBeGreaterThan(Date.parse(first.body.updated));
    expect((await read(note)).body).toEqual(second.body);

    const cleared = await write(note, { sections: [] });
    expect(cleared.body).toMatchObject({ sections: [], updated: expect.any(String) });
    expect((await read(note)).body).toEqual(cleared.body);
    const rows = await t.deps.db.select().from(noteSections).where(eq(noteSections.cookingId, note.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a replayed write (same Idempotency-Key) once, without writing it again', async () => {
    const note = await newNote();
    const key = { 'idempotency-key': 'sections-replay-1' };
    const once = await call(t, 'PUT', path(note), { sections: [intro] }, author.token, key);
    await write(note, { sections: [sixStep] });
    const again = await call(t, 'PUT', path(note), { sections: [intro] }, author.token, key);
    expect(again.body).toEqual(once.body);
    expect((await read(note)).body.sections).toEqual([sixStep]);
  });

  it('goes with its note when the note is deleted', async () => {
    const note = await newNote();
    await write(note, { sections: [intro] });
    expect((await call(t, 'DELETE', `${W}/cooking/${note.uuid}/`, undefined, author.token)).status).toBe(204);
    expect((await read(note, author.token)).status).toBe(404);
    expect(await t.deps.db.select().from(noteSections).where(eq(noteSections.cookingId, note.id))).toEqual(
      [],
    );
  });

  it("refuses the note's other readers with a message, and guests as unsigned", async () => {
    const note = await newNote();
    expect(await write(note, { sections: [intro] }, other.token)).toMatchObject({
      status: 403,
      body: { detail: practiceMsg.sectionsByAuthor },
    });
    expect((await call(t, 'PUT', path(note), { sections: [intro] })).status).toBe(401);
    expect((await read(note)).body.sections).toEqual([]);
  });
});

describe('a list the schema refuses', () => {
  let note: Note;
  beforeAll(async () => {
    note = await newNote();
    await write(note, { sections: [intro] });
  });

  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ title: `part ${i}`, start: i * 10, end: i * 10 + 5 }));

  it.each([
    [
      'overlapping sections',
      [intro, { title: 'freeze', start: 10, end: 20 }],
      { sections: [practiceMsg.sectionsOverlap] },
    ],
    ['21 sections', many(21), { sections: [practiceMsg.tooManySections] }],
    [
      'a title of 101 characters',
      [{ ...intro, title: 'x'.repeat(101) }],
      { 'sections.0.title': [practiceMsg.sectionTitleTooLong] },
    ],
    ['an empty title', [{ ...intro, title: ' ' }], { 'sections.0.title': [practiceMsg.sectionTitle] }],
    ['a start at its end', [{ ...intro, start: 15 }], { 'sections.0': [practiceMsg.sectionOrder] }],
    ['a start after its end', [{ ...intro, start: 20 }], { 'sections.0': [practiceMsg.sectionOrder] }],
    ['fractional seconds', [{ ...intro, end: 15.5 }], { 'sections.0.end': [practiceMsg.momentInvalid] }],
    ['negative seconds', [{ ...intro, start: -1 }], { 'sections.0.start': [practiceMsg.momentInvalid] }],
    ['seconds past 12 hours', [{ ...intro, end: 43_201 }], { 'sections.0.end': [practiceMsg.momentInvalid] }],
    ['seconds as text', [{ ...intro, start: '0' }], { 'sections.0.start': [practiceMsg.momentInvalid] }],
    [
      'seconds past any integer',
      [{ ...intro, end: 1e308 }],
      { 'sections.0.end': [practiceMsg.momentInvalid] },
    ],
    ['a NUL in a title', [{ ...intro, title: 'a\u0000b' }], { sections: [msg.nulNotAllowed] }],
  ])('%s: 400 with the words at the field, the list kept', async (_name, sections, errors) => {
    expect(await write(note, { sections })).toMatchObject({ status: 400, body: errors });
    expect((await read(note)).body.sections).toEqual([intro]);
  });

  it('a body that is no list: 400', async () => {
    for (const body of [{}, { sections: 'intro' }, { sections: null }, [intro]])
      expect((await write(note, body)).body.sections, JSON.stringify(body)).toHaveLength(1);
    expect((await write(note, 'sections')).status).toBe(400);
    const form = new FormData();
    form.append('sections', JSON.stringify(intro));
    const res = await t.app.request(path(note), {
      method: 'PUT',
      headers: { authorization: `Bearer ${author.token}` },
      body: form,
    });
    expect(res.status).toBe(400);
  });
});
