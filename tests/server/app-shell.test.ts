import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let app: ReturnType<typeof createApp>;
const dist = mkdtempSync(join(tmpdir(), 'cypher-dist-'));

beforeAll(async () => {
  t = await makeTestApp();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cypher</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.x = 1');
  writeFileSync(
    join(dist, 'assets', 'big-abc123.js'),
    `const moves = ${JSON.stringify('toprock '.repeat(500))};`,
  );
  writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 1));
  app = createApp(t.deps, { distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers a client route with index.html, not cached', async () => {
    const res = await app.request('/artists');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Cypher</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends text gzipped to a browser that accepts it, and images as they are', async () => {
    const script = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(script.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toContain('toprock toprock');
    const image = await app.request('/icon.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  it('serves the service worker without a long cache', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never falls back to index.html for a missing hashed asset, /api or /media', async () => {
    for (const path of [
      '/assets/index-gone.js',
      '/api/nothing/here/',
      '/media/mini/nothing',
      '/media/a/b/c',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('headers and errors', () => {
  it('sends a Content-Security-Policy that allows YouTube embeds and thumbnails', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).toContain('https://i.ytimg.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers an unexpected failure with a plain 500 and no stack or message', async () => {
    const errors: unknown[] = [];
    t.deps.log.error = (...args: unknown[]) => void errors.push(args);
    const failing = createApp(t.deps).get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await failing.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(errors).toHaveLength(1);
  });
});

describe('portfolio addresses', () => {
  it('answers a username with a dot with the app, not a missing file', async () => {
    const res = await app.request('/b.boy');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Cypher</title>');
  });
});
