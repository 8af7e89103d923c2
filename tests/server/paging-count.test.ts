/**
 * A list's count is exact up to COUNT_CAP and the cap beyond (DESIGN 3), and the feeds whose filter
 * has several alternatives (each mention column, a tagged teacher) page their union once each,
 * newest first, through `next` and back through `previous`. Notes are made in bulk with SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/server/http/paging';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Envelope = { count: number; next: string | null; previous: string | null; results: { id: number }[] };
type Artist = Awaited<ReturnType<typeof createArtist>>;

const BASE = '/api/whatiscooking';
let t: TestContext;
let author: Artist;
let teacher: Artist;
let stranger: Artist;

/** `n` notes by `userId` with `access`, and mentions or none, in one statement; answers their ids. */
async function addNotes(
  n: number,
  userId: number,
  access: 1 | 3 | 5,
  mentions: [number | null, number | null, number | null] = [null, null, null],
) {
  const result = await t.deps.db.execute(sql`
    insert into cookings (user_id, uuid, video, access, mention1, mention2, mention3)
    select ${userId}, gen_random_uuid()::text, 'https://youtu.be/dQw4w9WgXcQ', ${access},
      ${mentions[0]}::int, ${mentions[1]}::int, ${mentions[2]}::int
    from generate_series(1, ${n}) returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

async function tag(noteIds: number[], portfolioId: number) {
  await t.deps.db.execute(sql`
    insert into tagged_teachers (user_id, uuid, cooking_id, portfolio_id)
    select user_id, gen_random_uuid()::text, id, ${portfolioId} from cookings
    where id in (${sql.join(noteIds, sql`, `)})`);
}

async function get(path: string, token?: string): Promise<Envelope> {
  const res = await call(t, 'GET', path, undefined, token);
  expect(res.status, path).toBe(200);
  return res.body;
}

/** Every page from `path` on through `next`, then back through `previous` from the last one. */
async function walk(path: string, token?: string) {
  const forward = [await get(path, token)];
  for (let next = forward[0]?.next; next; next = forward.at(-1)?.next ?? null) {
    const url = new URL(next);
    forward.push(await get(url.pathname + url.search, token));
  }
  const backward = [forward.at(-1) as Envelope];
  for (let previous = backward[0]?.previous; previous; previous = backward.at(-1)?.previous ?? null) {
    const url = new URL(previous);
    backward.push(await get(url.pathname + url.search, token));
  }
  const ids = (pages: Envelope[]) => pages.flatMap((page) => page.results.map((note) => note.id));
  return { forward: ids(forward), backward: ids(backward.reverse()), pages: forward };
}

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

beforeAll(async () => {
  t = await makeTestApp();
  author = await createArtist(t, 'countAuthor');
  teacher = await createArtist(t, 'countTeacher');
  stranger = await createArtist(t, 'countStranger');
});
afterAll(() => t.close());

describe('list counts', () => {
  it('are exact below the cap, equal the cap at and above it, and leave out what the viewer may not see', async () => {
    const feed = `${BASE}/latest_cookings/?page_size=5`;
    const oldest = Math.min(...(await addNotes(COUNT_CAP - 1, author.id, 5)));
    await addNotes(3, author.id, 1);
    expect((await get(feed)).count).toBe(COUNT_CAP - 1);
    expect((await get(feed, author.token)).count).toBe(COUNT_CAP);
    await addNotes(1, author.id, 5);
    expect((await get(feed)).count).toBe(COUNT_CAP);
    await addNotes(7, stranger.id, 5);
    const page = await get(feed);
    expect(page.count).toBe(COUNT_CAP);
    expect(page.results).toHaveLength(5);
    expect(page.next).not.toBeNull();
    // Past the cap a count is the same on every page, and the last page still ends the list.
    const last = await get(`${BASE}/latest_cookings/?page_size=5&after=${oldest + 3}`);
    expect(last.results.map((note) => note.id)).toEqual([oldest + 2, oldest + 1, oldest]);
    expect(last.count).toBe(COUNT_CAP);
    expect(last.next).toBeNull();
  });
});

describe('feeds with several alternatives', () => {
  it('page the notes mentioning an artist in any column once each, both ways', async () => {
    const mentioning = [
      ...(await addNotes(4, author.id, 5, [teacher.portfolio, null, null])),
      ...(await addNotes(3, stranger.id, 5, [author.portfolio, teacher.portfolio, null])),
      ...(await addNotes(2, author.id, 3, [null, null, teacher.portfolio])),
      ...(await addNotes(2, stranger.id, 3, [author.portfolio, null, null])),
    ];
    const guestSees = mentioning.slice(0, 7);
    const guest = await walk(`${BASE}/list/?mentions=countteacher&page_size=3`);
    expect(guest.forward).toEqual(newestFirst(guestSees));
    expect(guest.backward).toEqual(guest.forward);
    expect(guest.pages.every((page) => page.count === guestSees.length)).toBe(true);
    // The mentioned artist also sees the access-3 notes naming them.
    const mentioned = await walk(`${BASE}/list/?mentions=countteacher&page_size=4`, teacher.token);
    expect(mentioned.forward).toEqual(newestFirst(mentioning.slice(0, 9)));
    expect(mentioned.backward).toEqual(mentioned.forward);
    expect(mentioned.pages[0]?.count).toBe(9);
    const byStranger = await walk(`${BASE}/list/?mentions=countteacher&username=countstranger&page_size=2`);
    expect(byStranger.forward).toEqual(newestFirst(mentioning.slice(4, 7)));
  });

  it("page a teacher's students' videos, tagged or mentioned, once each even when both", async () => {
    const coach = await createArtist(t, 'countCoach');
    const tagged = await addNotes(5, stranger.id, 5);
    const both = await addNotes(2, stranger.id, 3, [null, coach.portfolio, null]);
    const mentioned = await addNotes(3, author.id, 5, [null, null, coach.portfolio]);
    const hidden = await addNotes(2, stranger.id, 1);
    await tag([...tagged, ...both, ...hidden], coach.portfolio);
    const students = await walk(`${BASE}/my-students-videos/?page_size=4`, coach.token);
    expect(students.forward).toEqual(newestFirst([...tagged, ...both, ...mentioned]));
    expect(students.backward).toEqual(students.forward);
    expect(students.pages.map((page) => page.count)).toEqual([10, 10, 10]);
  });
});
