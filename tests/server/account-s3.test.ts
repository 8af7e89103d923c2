/**
 * Download my data and Delete my account on the S3 store, against s3rver (a local S3-compatible
 * server): the zip carries the user's image read from the bucket, and the deletion removes the
 * image's objects from the bucket after its commit.
 */
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys, uploads } from '../../src/server/db/schema';
import { createVerifiedUser } from '../helpers/accounts';
import { s3TestApp } from '../helpers/s3';
import { call, type TestContext } from '../helpers/server';

const KEY = `p-${randomUUID()}`;
const BYTES = new Uint8Array([82, 73, 70, 70, 5, 6, 7, 8]);
let t: TestContext;
let close: () => Promise<void>;
let account: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  ({ t, close } = await s3TestApp());
  account = await createVerifiedUser(t);
  await t.deps.db
    .insert(uploads)
    .values({ key: KEY, userId: account.user.id, type: 'image/webp', status: 'ready' });
  for (const folder of ['original', 'medium', 'mini'])
    await t.deps.storage.put(`${folder}/${KEY}`, BYTES, 'image/webp');
  // A journey's photo: the download carries the images its sections name.
  await t.deps.db
    .insert(journeys)
    .values({ userId: account.user.id, title: 'Bucket road', occurred: '2026-11-02', photo1: KEY });
});
afterAll(() => close());

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
