/**
 * Download my data and Delete my account on the S3 store, against s3rver (a local S3-compatible
 * server): the zip carries the user's image read from the bucket, and the deletion removes the
 * image's objects from the bucket after its commit.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

type S3rver = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
// s3rver ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

const BUCKET = 'cypher-media';
const KEY = `p-${randomUUID()}`;
const BYTES = new Uint8Array([82, 73, 70, 70, 5, 6, 7, 8]);
let directory: string;
let server: S3rver;
let t: TestContext;
let account: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'cypher-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  t = await makeTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  account = await createVerifiedUser(t);
  await t.deps.db
    .insert(uploads)
    .values({ key: KEY, userId: account.user.id, type: 'image/webp', status: 'ready' });
  for (const folder of ['original', 'medium', 'mini'])
    await t.deps.storage.put(`${folder}/${KEY}`, BYTES, 'image/webp');
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('your data on the S3 store', () => {
  it('puts the user’s image from the bucket into the zip', async () => {
    const res = await t.app.request('/api/account/export/', {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(files[`images/${KEY}.webp`]).toEqual(BYTES);
  });

  it('deletes the image’s objects from the bucket with the account', async () => {
    const res = await call(t, 'POST', '/api/account/delete/', { password: account.password }, account.token);
    expect(res.status).toBe(200);
    for (const folder of ['original', 'medium', 'mini'])
      expect(await t.deps.storage.get(`${folder}/${KEY}`)).toBeNull();
  });
});
