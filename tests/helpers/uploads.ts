/** Uploads for server tests, through the real flow: presign, PUT the bytes, complete. */
import sharp from 'sharp';
import { call, type TestContext } from './server';

/** A ready image of `type` (J, W, S, P) owned by the token's user; its key. */
export async function readyUpload(t: TestContext, token: string, type: string): Promise<string> {
  const presign = await call(t, 'POST', '/api/uploads/presign/', { type }, token);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#803020' } })
    .png()
    .toBuffer();
  await t.app.request(JSON.parse(presign.body.body), { method: 'PUT', body: new Uint8Array(png) });
  const done = await call(t, 'POST', `/api/uploads/${presign.body.key}/complete/`, undefined, token);
  if (done.status !== 200) throw new Error(`upload not completed (${done.status})`);
  return presign.body.key as string;
}
