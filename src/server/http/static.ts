/**
 * Serves the built app: hashed assets with a long cache, everything else no-cache, and index.html
 * for client routes. Never falls back for /api, /media or a missing hashed asset.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

const HASHED = /^\/assets\//;

export function staticRoutes(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) return app;
  const index = readFileSync(indexFile, 'utf8');
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        c.header('Cache-Control', HASHED.test(path.slice(distDir.length)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    if (HASHED.test(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return c.json({ detail: 'Not found.' }, 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return app;
}
