/**
 * Pending uploads on the local store: they expire an hour after their presign (the sweep deletes
 * their files and rows, at start-up and on every tick), and one user may hold only so many, in
 * number and in bytes. The clock is the server's (t.advance), never a sleep.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { startSession } from '../../src/server/features/auth/session.service';
import {
  MAX_PENDING_BYTES,
  MAX_PENDING_UPLOADS,
  PENDING_UPLOAD_MS,
} from '../../src/server/features/uploads/pending-uploads';
import { startUploadSweep, sweepExpiredUploads } from '../../src/server/features/uploads/upload-sweep';
import { msg } from '../../src/shared/messages';
import { MAX_UPLOAD_BYTES } from '../../src/shared/schemas/uploads';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

const MINUTE = 60 * 1000;
let t: TestContext;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createVerifiedUser>>['user'];

/** A new uploader; `token()` signs a fresh access token at the server's current time. */
async function uploader() {
  const { user } = await createVerifiedUser(t);
  return { user, token: () => startSession(t.deps, user as User).then((s) => s.access_token) };
}
type Uploader = Awaited<ReturnType<typeof uploader>>;

const presign = async (who: Uploader) =>
  call(t, 'POST', '/api/uploads/presign/', { type: 'P' }, await who.token());

async function presigned(who: Uploader) {
  const res = await presign(who);
  expect(res.status).toBe(200);
  return { key: res.body.key as string, url: JSON.parse(res.body.body) as string };
}

const put = async (url: string, body: Uint8Array) => {
  const res = await t.app.request(url, { method: 'PUT', body: new Uint8Array(body) });
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const complete = async (who: Uploader, key: string) =>
  call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, await who.token());

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208040' } })
      .png()
      .toBuffer(),
  );
const onDisk = (folder: string, key: string) => existsSync(join(t.dataDir, 'media', folder, key));
const row = async (key: string) =>
  (await t.deps.db.select().from(uploads)).find((upload) => upload.key === key);

/** A presigned upload whose original arrived, and one completed: the two states a sweep meets. */
async function pendingAndReady(who: Uploader) {
  const pending = await presigned(who);
  expect((await put(pending.url, await png())).status).toBe(200);
  const ready = await presigned(who);
  await put(ready.url, await png());
  expect((await complete(who, ready.key)).status).toBe(200);
  return { pending: pending.key, ready: ready.key };
}

describe('expiry', () => {
  it('deletes a pending upload, its original and its row, an hour after the presign; ready ones stay', async () => {
    const who = await uploader();
    const { pending, ready } = await pendingAndReady(who);
    t.advance(PENDING_UPLOAD_MS - MINUTE);
    await sweepExpiredUploads(t.deps);
    expect(onDisk('original', pending)).toBe(true);
    expect(await row(pending)).toMatchObject({ status: 'pending' });

    t.advance(2 * MINUTE);
    await sweepExpiredUploads(t.deps);
    expect(onDisk('original', pending)).toBe(false);
    expect(await row(pending)).toBeUndefined();
    expect(await complete(who, pending)).toMatchObject({ status: 404, body: { detail: msg.notFound } });
    expect(await row(ready)).toMatchObject({ status: 'ready' });
    expect((await t.app.request(`/media/mini/${ready}`)).status).toBe(200);
  });

  it('refuses to complete an expired upload before the sweep has run (404)', async () => {
    const who = await uploader();
    const { key, url } = await presigned(who);
    await put(url, await png());
    t.advance(PENDING_UPLOAD_MS + MINUTE);
    expect(await complete(who, key)).toMatchObject({ status: 404, body: { detail: msg.notFound } });
    expect(onDisk('mini', key)).toBe(false);
  });

  it('keeps nothing of an upload that expires while its completion makes the images', async () => {
    const who = await uploader();
    const { key, url } = await presigned(who);
    await put(url, await png());
    const storage = t.deps.storage;
    const token = await who.token();
    t.deps.storage = {
      ...storage,
      put: async (path, body, type) => {
        // The sweep may delete the expired upload now (on PGlite it waits for the completion).
        if (path.startsWith('mini/')) t.advance(PENDING_UPLOAD_MS + MINUTE);
        return storage.put(path, body, type);
      },
    };
    try {
      const res = await call(t, 'POST', `/api/uploads/${key}/complete/`, undefined, token);
      expect(res).toMatchObject({ status: 404, body: { detail: msg.notFound } });
    } finally {
      t.deps.storage = storage;
    }
    for (const folder of ['medium', 'mini']) expect(onDisk(folder, key), folder).toBe(false);
    await sweepExpiredUploads(t.deps);
    expect(onDisk('original', key)).toBe(false);
    expect(await row(key)).toBeUndefined();
  });

  it('lets two servers sweep the same uploads at once', async () => {
    const who = await uploader();
    const keys = [(await pendingAndReady(who)).pending, (await pendingAndReady(who)).pending];
    t.advance(PENDING_UPLOAD_MS + MINUTE);
    await Promise.all([sweepExpiredUploads(t.deps), sweepExpiredUploads(t.deps)]);
    for (const key of keys) {
      expect(onDisk('original', key)).toBe(false);
      expect(await row(key)).toBeUndefined();
    }
  });
});

describe('the sweep schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps at start-up and on every tick, and stop waits for the sweep under way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const swept: string[] = [];
    let announce = () => {};
    const logged = () =>
      new Promise<void>((resolve) => {
        announce = resolve;
      });
    const deps = {
      ...t.deps,
      log: {
        ...t.deps.log,
        info: (line: string) => {
          swept.push(line);
          announce();
        },
      },
    };
    const who = await uploader();
    await sweepExpiredUploads(t.deps);
    const first = await presigned(who);
    t.advance(PENDING_UPLOAD_MS + MINUTE);
    const atStart = logged();
    const sweep = startUploadSweep(deps, 5 * MINUTE);
    await atStart;
    expect(await row(first.key)).toBeUndefined();

    const second = await presigned(who);
    t.advance(PENDING_UPLOAD_MS + MINUTE);
    const onTick = logged();
    vi.advanceTimersByTime(5 * MINUTE);
    await onTick;
    expect(await row(second.key)).toBeUndefined();

    const third = await presigned(who);
    t.advance(PENDING_UPLOAD_MS + MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    await sweep.stop();
    expect(await row(third.key)).toBeUndefined();
    expect(swept).toEqual(Array(3).fill('Deleted 1 expired pending uploads.'));
    vi.advanceTimersByTime(5 * MINUTE);
    expect(swept).toHaveLength(3);
  });
});

describe('caps on pending uploads', () => {
  it(`allows ${MAX_PENDING_UPLOADS} pending presigns per user, then 429 with Retry-After until one completes or expires`, async () => {
    const who = await uploader();
    const keys: string[] = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) {
      keys.push((await presigned(who)).key);
      t.advance(MINUTE);
    }
    const refused = await presign(who);
    expect(refused).toMatchObject({ status: 429, body: { detail: msg.uploadsPending } });
    const oldestExpiresIn = PENDING_UPLOAD_MS / 1000 - MAX_PENDING_UPLOADS * 60;
    expect(refused.headers.get('retry-after')).toBe(String(oldestExpiresIn));
    expect((await presign(await uploader())).status).toBe(200);

    t.advance(oldestExpiresIn * 1000);
    expect((await presign(who)).status).toBe(200);
    expect((await presign(who)).status).toBe(429);
  });

  it('frees room when a pending upload completes', async () => {
    const who = await uploader();
    const keys: { key: string; url: string }[] = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) keys.push(await presigned(who));
    expect((await presign(who)).status).toBe(429);
    const done = keys[0] as { key: string; url: string };
    await put(done.url, await png());
    expect((await complete(who, done.key)).status).toBe(200);
    expect((await presign(who)).status).toBe(200);
  });

  it('holds the pending originals of one user on the local store under the byte cap', async () => {
    const who = await uploader();
    const big = new Uint8Array(MAX_UPLOAD_BYTES);
    const fits = Math.floor(MAX_PENDING_BYTES / MAX_UPLOAD_BYTES);
    const links: { key: string; url: string }[] = [];
    for (let i = 0; i <= fits; i++) links.push(await presigned(who));
    for (const link of links.slice(0, fits)) expect((await put(link.url, big)).status).toBe(200);
    const last = links[fits] as { key: string; url: string };
    const refused = await put(last.url, big);
    expect(refused).toMatchObject({ status: 429, body: { detail: msg.uploadsPending } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(onDisk('original', last.key)).toBe(false);

    // A second PUT of the same key replaces the first: it is counted once.
    const again = links[0] as { key: string; url: string };
    expect((await put(again.url, big)).status).toBe(200);
    expect((await put(again.url, new Uint8Array(1024))).status).toBe(200);
    expect((await put(last.url, big)).status).toBe(429);
    expect((await put(last.url, new Uint8Array(1024))).status).toBe(200);
  });
});
