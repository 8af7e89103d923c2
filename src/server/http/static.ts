/**
 * Serves the built app: hashed assets with a long cache, everything else no-cache, and index.html
 * for client routes. Never falls back for /api, /media or a missing hashed asset. A file's Brotli
 * copy from the build (`.br`) goes to browsers that accept br; the rest are compressed on the way.
 * A public page with a lead image gets index.html with that image in its skeleton (http/page-lead.ts);
 * every copy of index.html names the configured video player's origin in a <meta>.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { msg } from '../../shared/messages';
import { PLAYER_ORIGIN_META } from '../../shared/player-origin';
import type { AppEnv } from '../deps';
import { localized } from '../i18n';
import { findLead, type LeadSource, withLead } from './page-lead';

const HASHED = /^\/assets\//;
const NEVER_INDEX = /^\/(api|media|assets|icons)\/|\.(js|css|map|png|ico|svg|webmanifest|json|txt)$/i;

/** The page with the player's origin in a <meta> the app reads when a video opens (no request, no wait). */
const withPlayerOrigin = (html: string, origin: string) =>
  html.replace('</head>', `<meta name="${PLAYER_ORIGIN_META}" content="${origin}"></head>`);

export function staticRoutes(distDir: string, leads: LeadSource[]) {
  const indexFile = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) return app;
  const index = readFileSync(indexFile, 'utf8');
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok)
      c.res.headers.set(
        'Cache-Control',
        HASHED.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
  });
  const page = async (c: Context<AppEnv>) => {
    const lead = await findLead(c.var.deps, leads, c.req.path);
    const html = withPlayerOrigin(index, c.var.deps.config.playerOrigin);
    return c.html(lead ? withLead(html, lead) : html);
  };
  // index.html itself (the service worker's copy too) is never the file as built: it names the player.
  app.on('GET', ['/', '/index.html'], page);
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', async (c) => {
    if (NEVER_INDEX.test(c.req.path)) return c.json({ detail: localized(c, msg.notFound) }, 404);
    return page(c);
  });
  return app;
}
