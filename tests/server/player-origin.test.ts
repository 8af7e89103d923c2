import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { makeTestApp, type TestContext } from '../helpers/server';

const STAND_IN = 'http://127.0.0.1:9123';
const dist = mkdtempSync(join(tmpdir(), 'cypher-player-dist-'));
let t: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cypher</title></head><body></body></html>',
  );
  t = await makeTestApp({ PLAYER_ORIGIN: `${STAND_IN}/` });
  app = createApp(t.deps, { distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('PLAYER_ORIGIN', () => {
  it('is YouTube’s privacy-enhanced player unless set, and an http(s) origin when set', () => {
    const env = { DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).playerOrigin).toBe('https://www.youtube-nocookie.com');
    expect(loadConfig({ ...env, PLAYER_ORIGIN: 'https://player.example/embed' }).playerOrigin).toBe(
      'https://player.example',
    );
    expect(() => loadConfig({ ...env, PLAYER_ORIGIN: 'javascript:alert(1)' })).toThrow(/PLAYER_ORIGIN/);
  });

  it('is named in every copy of the app’s page, the service worker’s too', async () => {
    const meta = `<meta name="player-origin" content="${STAND_IN}"></head>`;
    for (const path of ['/', '/index.html', '/artists', '/whatiscooking/x?t=4']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(meta);
    }
  });

  it('may be framed (CSP frame-src), besides YouTube', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-src https://www.youtube.com ${STAND_IN}`);
  });
});
