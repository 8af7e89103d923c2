/** GET /media/{size}/{key}: the stored WebP images with long-lived caching, 404 for anything else. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let key: string;

beforeAll(async () => {
  t = await makeTestApp();
  const { token } = await createVerifiedUser(t);
  const presign = await call(t, 'POST', '/api/uploads/presign/', { type: 'S' }, token);
  key = presign.body.key;
  const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#2060a080' } })
    .png()
    .toBuffer();
  await t.app.request(JSON.parse(presign.body.body), { method: 'PUT', body: new Uint8Array(png) });
  expect((await call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, token)).status).toBe(200);
});
afterAll(() => t.close());

describe('media', () => {
  it('serves both sizes as immutable WebP with nosniff', async () => {
    for (const [size, width, height] of [
      ['medium', 300, 500],
      ['mini', 240, 240],
    ] as const) {
      const res = await t.app.request(`/media/${size}/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
  });

  it('is public: a bad token does not matter outside the API', async () => {
    const res = await t.app.request(`/media/mini/${key}`, { headers: { authorization: 'Bearer nonsense' } });
    expect(res.status).toBe(200);
  });

  it('answers 404 JSON for an unknown key, an unknown size and the original', async () => {
    for (const path of [
      '/media/mini/p-00000000-0000-0000-0000-000000000000',
      `/media/large/${key}`,
      `/media/original/${key}`,
      '/media/mini/not-a-key',
      '/media/mini/..%2F..%2Fsecret',
      `/media/mini/${key}/extra`,
      '/media/mini',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ detail: msg.notFound });
    }
  });
});
