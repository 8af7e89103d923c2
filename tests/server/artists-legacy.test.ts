/**
 * The legacy A-Z directory: portfolios and the artists named in shoutouts who have no account, in
 * one order by name, paged by place in that order (forward and back), as each viewer may see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoutouts } from '../../src/server/db/schema';
import { createArtist } from '../helpers/accounts';
import { block, hide, suspend, unblockAll } from '../helpers/community-states';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

type Entry = { id: number; s_teacher_name: string; image_mini: string | null; teacher: string };
type Envelope = { count: number; next: string | null; previous: string | null; results: Entry[] };

const LIST = '/api/artist/portfolios/legacy/list/';
let t: TestContext;
let giver: Awaited<ReturnType<typeof createArtist>>;
let viewer: Awaited<ReturnType<typeof createArtist>>;

const read = async (url: string, token?: string): Promise<Envelope> => {
  const res = await call(t, 'GET', url.replace(/^https?:\/\/[^/]+/, ''), undefined, token);
  expect(res.status).toBe(200);
  return res.body;
};
const names = (page: Envelope) => page.results.map((entry) => entry.s_teacher_name);

/** Every name of the directory, page by page through `next`. */
async function walk(token?: string, size = 2): Promise<string[]> {
  const seen: string[] = [];
  let url: string | null = `${LIST}?page_size=${size}`;
  while (url) {
    const page = await read(url, token);
    seen.push(...names(page));
    url = page.next;
  }
  return seen;
}

const shoutOut = async (name: string) => {
  const image = await readyUpload(t, giver.token, 'S');
  const res = await call(t, 'POST', '/api/e1t1/sharing/', { image, s_teacher_name: name }, giver.token);
  expect(res.status).toBe(201);
  return res.body.uuid as string;
};

beforeAll(async () => {
  t = await makeTestApp();
  giver = await createArtist(t, 'giverZed', 'Zed Giver');
  viewer = await createArtist(t, 'viewerAmy', 'amy Viewer');
  await createArtist(t, 'kingB', 'Bboy King');
  await createArtist(t, 'mona', 'Mona');
  await shoutOut('Mr. Wiggles');
  await shoutOut('mr. wiggles');
  await shoutOut('Popping Pete');
  await shoutOut('mona');
});
afterAll(() => t.close());

describe('the legacy directory', () => {
  it('lists artists with and without accounts A to Z, each name once, across pages', async () => {
    expect(await walk()).toEqual([
      'amy Viewer',
      'Bboy King',
      'Mona',
      'Mr. Wiggles',
      'Popping Pete',
      'Zed Giver',
    ]);
    const first = await read(`${LIST}?page_size=10`);
    expect(first.count).toBe(6);
    expect(first.results.find((entry) => entry.s_teacher_name === 'Popping Pete')).toEqual({
      id: expect.any(Number),
      s_teacher_name: 'Popping Pete',
      image_mini: null,
      teacher: '',
    });
    const ids = first.results.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids.filter((id) => id < 0)).toHaveLength(2);
  });

  it('pages back with previous to the same entries', async () => {
    const one = await read(`${LIST}?page_size=2`);
    const two = await read(one.next as string);
    const back = await read(two.previous as string);
    expect(names(two)).toEqual(['Mona', 'Mr. Wiggles']);
    expect(back).toEqual(one);
    expect(back.previous).toBeNull();
  });

  it('answers the count alone past the end', async () => {
    expect(await read(`${LIST}?after=1000`)).toEqual({ count: 6, next: null, previous: null, results: [] });
  });

  it('leaves out what the viewer may not see: a hidden shoutout, a blocked or suspended artist', async () => {
    const hidden = await shoutOut('Hidden Harry');
    expect(await walk(viewer.token, 10)).toContain('Hidden Harry');
    await hide(t, shoutouts, hidden);
    expect(await walk(viewer.token, 10)).not.toContain('Hidden Harry');
    expect(await walk(giver.token, 10)).toContain('Hidden Harry');

    await block(t, viewer.id, giver.id);
    expect(await walk(viewer.token, 10)).toEqual(['amy Viewer', 'Bboy King', 'Mona']);
    await unblockAll(t);

    const gone = await createArtist(t, 'goneGus', 'Gone Gus');
    await suspend(t, gone.id);
    expect(await walk(undefined, 10)).not.toContain('Gone Gus');
  });
});
