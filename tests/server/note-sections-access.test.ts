/**
 * The access matrix of a note's sections (issue 28): reading follows the note (a guest and a stranger
 * the public note, the mentioned artist the mention-only one too, the author all), writing is the
 * author's alone: 403 with the reason for one who sees the note, 404 for one who does not, 401 for a
 * guest. A block either way round, a hidden note and a suspended author take the note, and so its
 * sections, away from everyone but its author. No refused write changes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookings } from '../../src/server/db/schema';
import { practiceMsg } from '../../src/shared/schemas/practice';
import { createArtist } from '../helpers/accounts';
import { block, hide, suspend, unblockAll } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Artist = Awaited<ReturnType<typeof createArtist>>;
type Note = { id: number; uuid: string };
type Access = 1 | 3 | 5;
type Role = 'author' | 'guest' | 'stranger' | 'mentioned';

const W = '/api/whatiscooking';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const marked = [{ title: 'intro groove', start: 0, end: 15 }];

let t: TestContext;
const people = {} as Record<Exclude<Role, 'guest'>, Artist>;
const notes = {} as Record<Access, Note>;

const tokenOf = (role: Role) => (role === 'guest' ? undefined : people[role].token);
const path = (note: Note) => `${W}/cooking/${note.uuid}/sections/`;
const read = (note: Note, role: Role) => call(t, 'GET', path(note), undefined, tokenOf(role));
const write = (note: Note, role: Role) =>
  call(t, 'PUT', path(note), { sections: [{ title: `by ${role}`, start: 1, end: 2 }] }, tokenOf(role));

/** Each note still has the author's sections, as the author reads them. */
async function unchanged() {
  for (const note of Object.values(notes)) expect((await read(note, 'author')).body.sections).toEqual(marked);
}

beforeAll(async () => {
  t = await makeTestApp();
  people.author = await createArtist(t, 'matrixAuthor');
  people.stranger = await createArtist(t, 'matrixStranger');
  people.mentioned = await createArtist(t, 'matrixMentioned');
  for (const access of [1, 3, 5] as const) {
    const body = { video: VIDEO, access, mention1: people.mentioned.portfolio };
    notes[access] = (await call(t, 'POST', `${W}/cooking/`, body, people.author.token)).body;
    const saved = await call(t, 'PUT', path(notes[access]), { sections: marked }, people.author.token);
    expect(saved.status).toBe(200);
  }
});
afterAll(() => t.close());

describe('who reads and who writes', () => {
  /** GET status for notes of access 1, 3 and 5, then PUT's. */
  const MATRIX: [Role, [number, number, number], [number, number, number]][] = [
    ['guest', [404, 404, 200], [401, 401, 401]],
    ['stranger', [404, 404, 200], [404, 404, 403]],
    ['mentioned', [404, 200, 200], [404, 403, 403]],
  ];

  it.each(MATRIX)('%s: reads %j, writes %j (access 1, 3, 5)', async (role, reads, writes) => {
    for (const [i, access] of ([1, 3, 5] as const).entries()) {
      const got = await read(notes[access], role);
      expect(got.status, `GET access ${access}`).toBe(reads[i]);
      if (got.status === 200) expect(got.body.sections).toEqual(marked);
      const put = await write(notes[access], role);
      expect(put.status, `PUT access ${access}`).toBe(writes[i]);
      if (put.status === 403) expect(put.body.detail).toBe(practiceMsg.sectionsByAuthor);
    }
    await unchanged();
  });

  it('the author reads and writes on every note', async () => {
    for (const access of [1, 3, 5] as const) {
      expect((await read(notes[access], 'author')).status).toBe(200);
      const put = await call(t, 'PUT', path(notes[access]), { sections: marked }, people.author.token);
      expect(put).toMatchObject({ status: 200, body: { cooking: notes[access].uuid, sections: marked } });
    }
  });
});

describe('blocks, hidden notes and suspended authors', () => {
  afterAll(() => unblockAll(t));

  it.each([
    ['the author blocks the stranger', () => block(t, people.author.id, people.stranger.id)],
    ['the stranger blocks the author', () => block(t, people.stranger.id, people.author.id)],
  ])('%s: the public note is 404 to the stranger, read or write', async (_name, blocking) => {
    await unblockAll(t);
    await blocking();
    expect((await read(notes[5], 'stranger')).status).toBe(404);
    expect((await write(notes[5], 'stranger')).status).toBe(404);
    expect((await read(notes[5], 'guest')).status).toBe(200);
    await unchanged();
  });

  it('a hidden note: 404 to all but its author, who still reads and writes its sections', async () => {
    const author = people.author;
    const note = (await call(t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 5 }, author.token)).body;
    await call(t, 'PUT', path(note), { sections: marked }, author.token);
    await hide(t, cookings, note.uuid);
    for (const role of ['guest', 'stranger', 'mentioned'] as const) {
      expect((await read(note, role)).status, role).toBe(404);
      expect((await write(note, role)).status, role).toBe(role === 'guest' ? 401 : 404);
    }
    expect((await read(note, 'author')).body.sections).toEqual(marked);
    expect((await write(note, 'author')).status).toBe(200);
  });

  it("a suspended author's notes: 404 to everyone else, read or write", async () => {
    const gone = await createArtist(t, 'matrixSuspended');
    const note = (await call(t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 5 }, gone.token)).body;
    await call(t, 'PUT', path(note), { sections: marked }, gone.token);
    expect((await read(note, 'stranger')).status).toBe(200);
    await suspend(t, gone.id);
    for (const role of ['guest', 'stranger', 'mentioned'] as const) {
      expect((await read(note, role)).status, role).toBe(404);
      expect((await write(note, role)).status, role).toBe(role === 'guest' ? 401 : 404);
    }
  });
});
