/** The home feed pages by keyset over the visible notes: absolute next and previous links, stable counts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Envelope = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

let t: TestContext;
const tokens: string[] = [];
const BASE = '/api/whatiscooking';
const ACCESS = [5, 1, 5, 3, 5] as const;
const NOTES = 30;

/** Fetches an absolute link by its path and query, as the client does. */
async function follow(link: string, token?: string): Promise<Envelope> {
  const url = new URL(link);
  expect(url.origin).toMatch(/^https?:\/\//);
  const res = await call(t, 'GET', url.pathname + url.search, undefined, token);
  expect(res.status).toBe(200);
  return res.body;
}

async function walk(first: string, token?: string) {
  const pages = [await follow(`http://localhost${first}`, token)];
  while (pages.at(-1)?.next) pages.push(await follow(pages.at(-1)?.next as string, token));
  return pages;
}

beforeAll(async () => {
  t = await makeTestApp();
  const portfolios: number[] = [];
  for (const name of ['feedA', 'feedB', 'feedC']) {
    const { token } = await createVerifiedUser(t, { username: name });
    const res = await call(t, 'POST', '/api/artist/portfolios/', { artist_name: name, country: 'US' }, token);
    tokens.push(token);
    portfolios.push(res.body.id);
  }
  for (let i = 0; i < NOTES; i += 1) {
    const access = ACCESS[i % ACCESS.length] as number;
    const body = {
      video: 'https://youtu.be/dQw4w9WgXcQ',
      access,
      mention1: access === 3 ? portfolios[1] : null,
    };
    expect((await call(t, 'POST', `${BASE}/cooking/`, body, tokens[i % 3])).status).toBe(201);
  }
});
afterAll(() => t.close());

describe('feed paging', () => {
  it('walks every community note once, newest first, for a guest', async () => {
    const pages = await walk(`${BASE}/latest_cookings/?page_size=7`);
    const community = NOTES * (3 / 5);
    expect(pages.map((p) => p.results.length)).toEqual([7, 7, 4]);
    expect(pages.every((p) => p.count === community)).toBe(true);
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(community);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new URL(pages[0]?.next as string).searchParams.get('page_size')).toBe('7');
    const back = await follow(pages[2]?.previous as string);
    expect(back.results).toEqual(pages[1]?.results);
  });

  it('walks the notes a signed-in user may see, keeping the filter in the links', async () => {
    // feedB owns every third note and is mentioned in the access-3 notes of the others.
    const all = await walk(`${BASE}/latest_cookings/?page_size=4`, tokens[1]);
    const visible = Array.from({ length: NOTES }, (_, i) => ACCESS[i % ACCESS.length] !== 1 || i % 3 === 1);
    expect(all[0]?.count).toBe(visible.filter(Boolean).length);
    expect(all.flatMap((p) => p.results).length).toBe(all[0]?.count);
    const own = await walk(`${BASE}/latest_cookings/?page_size=4&username=feedb`, tokens[1]);
    expect(
      own.every(
        (p) => new URL(p.next ?? 'http://x/?username=feedb').searchParams.get('username') === 'feedb',
      ),
    ).toBe(true);
    expect(own.flatMap((p) => p.results).length).toBe(NOTES / 3);
    const mine = await walk(`${BASE}/mycookings/?page_size=4`, tokens[1]);
    expect(mine.flatMap((p) => p.results.map((r) => r.id))).toEqual(
      own.flatMap((p) => p.results.map((r) => r.id)),
    );
  });

  it('refuses a bad page query with 400', async () => {
    for (const q of ['after=abc', 'page_size=0', 'page_size=101'])
      expect((await call(t, 'GET', `${BASE}/latest_cookings/?${q}`)).status, q).toBe(400);
  });
});
