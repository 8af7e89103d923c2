/**
 * A list request started before the mirror is cleared (a sign-out, a new user on the device) does
 * not fill the cleared mirror, and a request made after the clear is a new one, not the old one shared.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMirror, db, type NoteRow } from '../../src/client/lib/db';
import { type MirrorList, refreshMirror } from '../../src/client/lib/mirror';
import type { Note } from '../../src/shared/schemas/notes';
import { serverNote } from '../helpers/notes';

/** Answers each request when the test says, with the notes it says. */
const pending: Array<(notes: Note[]) => void> = [];
const page = (results: Note[]) => ({ count: results.length, next: null, previous: null, results });

const list: MirrorList<Note> = {
  key: 'test:notes',
  first: '/whatiscooking/latest_cookings/',
  tables: () => [db.cookings],
  save: async (rows) => {
    await db.cookings.bulkPut(rows.map((row) => ({ ...row, mentioned: [] }) as unknown as NoteRow));
  },
};

beforeEach(async () => {
  await clearMirror();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending.push((notes) => resolve(Response.json(page(notes))));
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  pending.length = 0;
});

const until = (count: number) => vi.waitFor(() => expect(pending).toHaveLength(count));

describe('clearing the mirror while a list is on its way', () => {
  it('drops the page that arrives after the clear, and a later refresh asks again', async () => {
    const before = refreshMirror(list, true);
    await until(1);
    await clearMirror();
    const afterClear = refreshMirror(list, true);
    // Not shared with the request from before the clear: a second request went out.
    await until(2);
    pending[0]?.([serverNote({ uuid: 'old-user', lesson: 'Seen by the previous user' })]);
    await before;
    expect(await db.cookings.count()).toBe(0);
    expect(await db.lists.get(list.key)).toBeUndefined();
    pending[1]?.([serverNote({ uuid: 'new-user', lesson: 'Seen now' })]);
    await afterClear;
    expect((await db.cookings.toArray()).map((row) => row.uuid)).toEqual(['new-user']);
    expect(await db.lists.get(list.key)).toMatchObject({ count: 1, next: null });
  });
});
