/**
 * Keyset paging with the list envelope, through the portfolio lists: follow next and previous links.
 * A cursor or page size that is not a row id or a size is a 400 on every list, never a database error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type Envelope = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

let t: TestContext;
const TOTAL = 25;

/** Fetches an absolute `next`/`previous` link by its path and query, as the client does. */
async function follow(link: string): Promise<Envelope> {
  const url = new URL(link);
  expect(url.origin).toMatch(/^https?:\/\//);
  const res = await call(t, 'GET', url.pathname + url.search);
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await makeTestApp();
  for (let i = 0; i < TOTAL; i += 1) {
    const { token } = await createVerifiedUser(t, { username: `pager${i}` });
    const res = await call(
      t,
      'POST',
      '/api/artist/portfolios/',
      { artist_name: `Pager ${i}`, country: 'US' },
      token,
    );
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

describe('paging', () => {
  it('walks forward through every portfolio once, newest first, then back again', async () => {
    const first: Envelope = (await call(t, 'GET', '/api/artist/portfolios/list/?page_size=10')).body;
    expect(first.count).toBe(TOTAL);
    expect(first.previous).toBeNull();
    expect(first.results).toHaveLength(10);

    const pages = [first];
    while (pages.at(-1)?.next) pages.push(await follow(pages.at(-1)?.next as string));
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 5]);
    expect(pages.every((p) => p.count === TOTAL)).toBe(true);
    expect(pages.at(-1)?.next).toBeNull();

    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(TOTAL);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new URL(pages[1]?.next as string).searchParams.get('page_size')).toBe('10');

    const back = await follow(pages[2]?.previous as string);
    expect(back.results).toEqual(pages[1]?.results);
    const start = await follow(back.previous as string);
    expect(start.results).toEqual(first.results);
    expect(start.previous).toBeNull();
    expect(start.next).not.toBeNull();
  });

  it('uses the default page size of 20', async () => {
    const page: Envelope = (await call(t, 'GET', '/api/artist/portfolios/list/')).body;
    expect(page.results).toHaveLength(20);
    const rest = await follow(page.next as string);
    expect(rest.results).toHaveLength(5);
    expect(rest.next).toBeNull();
  });

  it('pages the legacy directory the same way', async () => {
    const page: Envelope = (await call(t, 'GET', '/api/artist/portfolios/legacy/list/?page_size=20')).body;
    const rest = await follow(page.next as string);
    const ids = [...page.results, ...rest.results].map((r) => r.id);
    expect(new Set(ids).size).toBe(TOTAL);
    expect(rest.results[0]).toHaveProperty('s_teacher_name');
  });

  it('answers an empty page past the end', async () => {
    const page: Envelope = (await call(t, 'GET', '/api/artist/portfolios/list/?after=1')).body;
    expect(page).toEqual({ count: TOTAL, next: null, previous: null, results: [] });
  });

  const OUT_OF_RANGE = [
    '2147483648',
    '-2147483649',
    '1e20',
    '9007199254740993',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '',
  ];

  it.each(OUT_OF_RANGE.flatMap((value) => [`after=${value}`, `before=${value}`]))(
    'answers 400 naming the cursor for %s',
    async (query) => {
      const res = await call(t, 'GET', `/api/artist/portfolios/list/?${query}`);
      const name = query.split('=')[0] as string;
      expect(res).toMatchObject({ status: 400, body: { [name]: [msg.invalidCursor] } });
    },
  );

  it('accepts the largest integer id as a cursor', async () => {
    const page: Envelope = (await call(t, 'GET', '/api/artist/portfolios/list/?after=2147483647')).body;
    expect(page.results).toHaveLength(20);
  });

  it.each(['0', '101', '1e1', '-5', '2147483648'])('answers 400 for page_size=%s', async (size) => {
    const res = await call(t, 'GET', `/api/artist/portfolios/list/?page_size=${size}`);
    expect(res).toMatchObject({ status: 400, body: { page_size: [msg.invalidPageSize] } });
  });

  it.each([
    '/api/artist/portfolios/legacy/list/',
    '/api/whatiscooking/latest_cookings/',
    '/api/whatiscooking/list/',
    '/api/whatiscooking/publishedlabs/list/',
    '/api/whatiscooking/publishedlabs/list/search/pager/',
  ])('answers 400 for an out-of-range cursor on %s', async (list) => {
    for (const value of ['2147483648', '1e20'])
      expect((await call(t, 'GET', `${list}?before=${value}`)).status).toBe(400);
  });
});
