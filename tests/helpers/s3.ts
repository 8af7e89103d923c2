/** The test app on the S3 store: a bucket on s3rver (a local S3-compatible server) in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApp, type TestContext } from './server';

type S3rver = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
// s3rver ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rver;

export const S3_BUCKET = 'cypher-media';

/** The app with its images in a fresh bucket; `close` stops both and removes the bucket's folder. */
export async function s3TestApp(): Promise<{ t: TestContext; close: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'cypher-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const t = await makeTestApp({
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  const close = async () => {
    await t.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return { t, close };
}
