import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compress } from '../../src/server/http/compress';

const big = { results: Array.from({ length: 100 }, (_, i) => ({ id: i, lesson: `Toprock drill ${i}` })) };
const app = new Hono()
  .use(compress())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/sized', (c) => {
    const text = 'footwork '.repeat(500);
    return c.body(text, 200, { 'content-type': 'text/plain', 'content-length': String(text.length) });
  })
  .get('/stream', (c) => c.body('data: hi\n\n'.repeat(200), 200, { 'content-type': 'text/event-stream' }))
  .get('/no-transform', (c) => {
    c.header('cache-control', 'no-transform');
    return c.json(big);
  });

const get = (path: string, encoding?: string, method = 'GET') =>
  app.request(path, { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compress', () => {
  it('gzips a JSON body in one piece, and it reads back the same', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('drops a content-length the handler set, which the gzipped body no longer has', async () => {
    const res = await get('/sized', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('footwork '.repeat(500));
  });

  it('leaves a body under 1 KB, a client without gzip, HEAD and no-transform as they are', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    expect((await get('/big', 'gzip;q=0, br')).headers.get('content-encoding')).toBeNull();
    expect((await get('/big', 'gzip', 'HEAD')).headers.get('content-encoding')).toBeNull();
    expect((await get('/no-transform', 'gzip')).headers.get('content-encoding')).toBeNull();
  });

  it('never buffers an event stream', async () => {
    const res = await get('/stream', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('data: hi');
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
