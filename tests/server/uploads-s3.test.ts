/**
 * Uploads on the S3 store, against s3rver (a local S3-compatible server): presign, PUT to the
 * presigned URL over real HTTP, complete, and the images served back through /media; the cap on
 * pending presigns and the sweep of expired originals from the bucket.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/server/features/auth/session.service';
import { MAX_PENDING_UPLOADS, PENDING_UPLOAD_MS } from '../../src/server/features/uploads/pending-uploads';
import { sweepExpiredUploads } from '../../src/server/features/uploads/upload-sweep';
import { msg } from '../../src/shared/messages';
import { createVerifiedUser } from '../helpers/accounts';
import { S3_BUCKET, s3TestApp } from '../helpers/s3';
import { call, type TestContext } from '../helpers/server';

let t: TestContext;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ t, close } = await s3TestApp());
  token = (await createVerifiedUser(t)).token;
});
afterAll(() => close());

async function presign(as = token) {
  const res = await call(t, 'POST', '/api/uploads/presign/', { type: 'P' }, as);
  expect(res.status).toBe(200);
  return { key: res.body.key as string, url: JSON.parse(res.body.body) as string };
}

const complete = (key: string) => call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, token);

describe('uploads on S3', () => {
  it('round-trips presign, PUT to the presigned URL, complete and /media', async () => {
    const { key, url } = await presign();
    expect(url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${S3_BUCKET}/original/${key}\\?.*X-Amz-Signature=`),
    );
    const jpeg = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#405060' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone Private' } })
      .toBuffer();
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(jpeg),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);

    const done = await complete(key);
    expect(done).toMatchObject({
      status: 200,
      body: { key, medium: `/media/medium/${key}`, mini: `/media/mini/${key}` },
    });
    expect(await t.deps.storage.readOriginal(key)).toBeNull();

    const res = await t.app.request(`/media/mini/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const mini = await sharp(bytes).metadata();
    expect([mini.format, mini.width, mini.height, mini.exif]).toEqual(['webp', 240, 240, undefined]);
    const medium = await sharp(
      new Uint8Array(await (await t.app.request(`/media/medium/${key}`)).arrayBuffer()),
    ).metadata();
    expect([medium.width, medium.height]).toEqual([720, 1080]);
    expect((await complete(key)).status).toBe(200);
  });

  it('accepts the spec client multipart PUT, which S3 stores as is', async () => {
    const { key, url } = await presign();
    const form = new FormData();
    const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
    expect((await fetch(url, { method: 'PUT', body: form })).status).toBe(200);
    expect((await complete(key)).status).toBe(200);
  });

  it('refuses a non-image and deletes it', async () => {
    const { key, url } = await presign();
    await fetch(url, { method: 'PUT', body: '<html></html>', headers: { 'content-type': 'image/png' } });
    expect(await complete(key)).toMatchObject({ status: 400, body: { file: [msg.invalidImage] } });
    expect(await t.deps.storage.readOriginal(key)).toBeNull();
    expect((await t.app.request(`/media/mini/${key}`)).status).toBe(404);
  });

  it('answers 400 when nothing was PUT', async () => {
    const { key } = await presign();
    expect(await complete(key)).toMatchObject({ status: 400, body: { file: [msg.noImage] } });
  });
});

describe('pending uploads on S3', () => {
  it(`allows ${MAX_PENDING_UPLOADS} pending presigns per user, then 429`, async () => {
    const { token: mine } = await createVerifiedUser(t);
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) await presign(mine);
    const res = await call(t, 'POST', '/api/uploads/presign/', { type: 'P' }, mine);
    expect(res).toMatchObject({ status: 429, body: { detail: msg.uploadsPending } });
  });

  it('deletes an expired pending original from the bucket, and its row', async () => {
    const { user } = await createVerifiedUser(t);
    const { key, url } = await presign((await startSession(t.deps, user)).access_token);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(png) })).status).toBe(200);
    expect(await t.deps.storage.readOriginal(key)).not.toBeNull();
    t.advance(PENDING_UPLOAD_MS + 60_000);
    expect(await sweepExpiredUploads(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.readOriginal(key)).toBeNull();
    const later = (await startSession(t.deps, user)).access_token;
    expect((await call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, later)).status).toBe(404);
  });
});
