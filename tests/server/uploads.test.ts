/** Uploads on the local store: presign, the signed PUT of the original, and complete. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUploadPath } from '../../src/server/storage/signing';
import { msg } from '../../src/shared/messages';
import { MAX_UPLOAD_BYTES } from '../../src/shared/schemas/uploads';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await makeTestApp();
  otherToken = (await createVerifiedUser(t)).token;
});
afterAll(() => t.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b04020' }, limitInputPixels: false });

async function presign(type = 'P', as = token) {
  const res = await call(t, 'POST', '/api/uploads/presign/', { type }, as);
  expect(res.status).toBe(200);
  return { key: res.body.key as string, url: JSON.parse(res.body.body) as string };
}

async function put(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { method: 'PUT', body, headers });
  return { status: res.status, body: await res.json() };
}

const complete = (key: string, as = token) => call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, as);

async function uploaded(bytes: Uint8Array, name = 'photo.png') {
  const { key, url } = await presign();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  expect((await put(url, form)).status).toBe(200);
  return key;
}

const served = async (size: string, key: string) => {
  const res = await t.app.request(`/media/${size}/${key}`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

describe('presign', () => {
  // Each group its own uploader: the pending uploads it leaves stay under the per-user cap.
  beforeAll(async () => {
    token = (await createVerifiedUser(t)).token;
  });

  it('answers the spec shape: statusCode, key and the upload URL in quotes', async () => {
    const res = await call(t, 'POST', '/api/uploads/presign/', { type: 'J' }, token);
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(res.body.key).toMatch(/^j-[0-9a-f-]{36}$/);
    expect(res.body.body).toMatch(
      /^"\/api\/uploads\/original\/j-[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+"$/,
    );
    expect(Object.keys(res.body).sort()).toEqual(['body', 'key', 'statusCode']);
  });

  it('takes each type code, also as a form', async () => {
    for (const type of ['J', 'W', 'S', 'P']) await presign(type);
    const form = new FormData();
    form.append('type', 'S');
    const res = await t.app.request('/api/uploads/presign/', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).key).toMatch(/^s-/);
  });

  it('needs a signed-in user', async () => {
    const res = await call(t, 'POST', '/api/uploads/presign/', { type: 'P' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: msg.unauthenticated });
  });

  it('refuses an unknown, missing or mistyped type and a malformed body', async () => {
    for (const payload of [{ type: 'X' }, { type: 'p' }, {}, { type: 3 }, { type: ['P'] }]) {
      const res = await call(t, 'POST', '/api/uploads/presign/', payload, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ type: ['Unknown upload type.'] });
    }
    const res = await t.app.request('/api/uploads/presign/', {
      method: 'POST',
      body: '{"type": ',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('PUT of the original', () => {
  beforeAll(async () => {
    token = (await createVerifiedUser(t)).token;
  });

  it('stores the raw body and answers ok', async () => {
    const { key, url } = await presign();
    const res = await put(url, new Uint8Array(await solid(20, 20).png().toBuffer()), {
      'content-type': 'image/png',
    });
    expect(res).toEqual({ status: 200, body: { detail: 'ok' } });
    expect(existsSync(join(t.dataDir, 'media', 'original', key))).toBe(true);
  });

  it('refuses a wrong signature, another key and a changed expiry with 403', async () => {
    const { key, url } = await presign();
    const other = await presign();
    const bytes = new Uint8Array([1, 2, 3]);
    const expires = new URL(url, 'http://x').searchParams.get('expires');
    const signature = new URL(url, 'http://x').searchParams.get('signature');
    for (const bad of [
      url.replace(/signature=[\w-]+/, 'signature=AAAA'),
      `/api/uploads/original/${other.key}?expires=${expires}&signature=${signature}`,
      `/api/uploads/original/${key}?expires=${Number(expires) + 60}&signature=${signature}`,
      `/api/uploads/original/${key}?expires=${expires}`,
      `/api/uploads/original/${key}`,
    ]) {
      const res = await put(bad, bytes);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: msg.uploadLinkInvalid });
    }
  });

  it('refuses an expired link with 403', async () => {
    const { key } = await presign();
    const past = Math.floor(Date.now() / 1000) - 1;
    const res = await put(signedUploadPath(t.deps.config.jwtSecret, key, past), new Uint8Array([1]));
    expect(res.status).toBe(403);

    const fresh = await presign();
    t.advance(11 * 60 * 1000);
    try {
      expect((await put(fresh.url, new Uint8Array([1]))).status).toBe(403);
    } finally {
      t.advance(-11 * 60 * 1000);
    }
  });

  it('cannot reach outside the media folder, even with a valid signature', async () => {
    const secret = t.deps.config.jwtSecret;
    const expires = Math.floor(Date.now() / 1000) + 600;
    for (const key of ['..%2F..%2Fsecret', '..', 'p-..', 'P-00000000-0000-0000-0000-000000000000']) {
      const path = signedUploadPath(secret, key, expires);
      const res = await t.app.request(path, { method: 'PUT', body: 'x' });
      expect(res.status).toBe(key === '..' ? 404 : 403);
    }
  });

  it('answers 413 over the upload limit', async () => {
    const { url } = await presign();
    const res = await put(url, new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(res).toEqual({ status: 413, body: { detail: msg.tooLarge } });
  });

  it('refuses an empty body', async () => {
    const { url } = await presign();
    const res = await put(url, new Uint8Array());
    expect(res).toEqual({ status: 400, body: { file: [msg.noImage] } });
  });

  it('is spent once the upload is complete', async () => {
    const { key, url } = await presign();
    await put(url, new Uint8Array(await solid(30, 30).png().toBuffer()));
    expect((await complete(key)).status).toBe(200);
    const again = await put(url, new Uint8Array(await solid(30, 30).png().toBuffer()));
    expect(again).toEqual({ status: 403, body: { detail: msg.uploadLinkInvalid } });
  });
});

describe('complete', () => {
  beforeAll(async () => {
    token = (await createVerifiedUser(t)).token;
  });

  it('turns a PNG into medium and mini WebP images and deletes the original', async () => {
    const key = await uploaded(new Uint8Array(await solid(1600, 1200).png().toBuffer()));
    const res = await complete(key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key, medium: `/media/medium/${key}`, mini: `/media/mini/${key}` });
    expect(existsSync(join(t.dataDir, 'media', 'original', key))).toBe(false);

    const medium = await sharp(await served('medium', key)).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 1080, 810]);
    const mini = await sharp(await served('mini', key)).metadata();
    expect([mini.format, mini.width, mini.height]).toEqual(['webp', 240, 240]);
  });

  it('applies the EXIF orientation, strips the metadata and never enlarges', async () => {
    const jpeg = await solid(600, 200)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone Private', Copyright: 'GPS and secrets' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(jpeg.includes('Someone Private')).toBe(true);
    const key = await uploaded(new Uint8Array(jpeg), 'photo.jpg');
    expect((await complete(key)).status).toBe(200);

    const mediumBytes = await served('medium', key);
    const medium = await sharp(mediumBytes).metadata();
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 200, 600]);
    const miniBytes = await served('mini', key);
    const mini = await sharp(miniBytes).metadata();
    expect([mini.format, mini.width, mini.height, mini.exif, mini.orientation]).toEqual([
      'webp',
      240,
      240,
      undefined,
      undefined,
    ]);
    expect(medium.exif).toBeUndefined();
    for (const bytes of [mediumBytes, miniBytes])
      expect(Buffer.from(bytes).includes('Someone Private')).toBe(false);
  });

  it('accepts the raw body as well as multipart, and WebP, GIF, TIFF and AVIF images', async () => {
    for (const image of [
      solid(50, 40).webp(),
      solid(50, 40).gif(),
      solid(50, 40).tiff(),
      solid(50, 40).avif(),
    ]) {
      const { key, url } = await presign();
      await put(url, new Uint8Array(await image.toBuffer()), { 'content-type': 'application/octet-stream' });
      expect((await complete(key)).status).toBe(200);
    }
  });

  it('refuses a text file, an HTML file named .png, an SVG and a truncated image', async () => {
    const png = await solid(200, 200).png().toBuffer();
    const files: [Uint8Array, string][] = [
      [new TextEncoder().encode('just some notes\n'), 'notes.txt'],
      [new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'), 'photo.png'],
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
        'a.png',
      ],
      [new Uint8Array(png.subarray(0, png.length / 2)), 'cut.png'],
    ];
    for (const [bytes, name] of files) {
      const key = await uploaded(bytes, name);
      const res = await complete(key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ file: [msg.invalidImage] });
      expect(existsSync(join(t.dataDir, 'media', 'original', key))).toBe(false);
      expect((await t.app.request(`/media/mini/${key}`)).status).toBe(404);
    }
  });

  it('refuses an image over the pixel limit', async () => {
    const key = await uploaded(new Uint8Array(await solid(9000, 9000).png().toBuffer()));
    const res = await complete(key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: [msg.imageTooLarge] });
  });

  it('answers 413 when the stored original is over the size limit', async () => {
    const { key } = await presign();
    await t.deps.storage.put(`original/${key}`, new Uint8Array(MAX_UPLOAD_BYTES + 1), 'image/png');
    const res = await complete(key);
    expect(res).toMatchObject({ status: 413, body: { detail: msg.tooLarge } });
  });

  it('answers 400 when no original was uploaded', async () => {
    const { key } = await presign();
    const res = await complete(key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: ['No image was uploaded.'] });
  });

  it('answers the same 200 for a second complete', async () => {
    const key = await uploaded(new Uint8Array(await solid(100, 100).png().toBuffer()));
    const first = await complete(key);
    const second = await complete(key);
    expect(second).toMatchObject({ status: 200, body: first.body });
  });

  it('finishes a completion whose images were stored but whose commit was lost', async () => {
    const { key } = await presign();
    const webp = new Uint8Array(await solid(240, 240).webp().toBuffer());
    await t.deps.storage.put(`medium/${key}`, webp, 'image/webp');
    await t.deps.storage.put(`mini/${key}`, webp, 'image/webp');
    expect(await complete(key)).toMatchObject({ status: 200, body: { key, mini: `/media/mini/${key}` } });
  });

  it("answers 404 for someone else's key and for an unknown or malformed key", async () => {
    const key = await uploaded(new Uint8Array(await solid(100, 100).png().toBuffer()));
    const res = await complete(key, otherToken);
    expect(res).toMatchObject({ status: 404, body: { detail: msg.notFound } });
    for (const bad of ['p-00000000-0000-0000-0000-000000000000', 'nope', '..%2F..']) {
      expect((await complete(bad)).status).toBe(404);
    }
    expect((await complete(key)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const { key } = await presign();
    expect((await call(t, 'POST', `/api/uploads/${key}/complete/`)).status).toBe(401);
  });
});
